import { type ReactNode, useEffect, useRef } from 'react';
import type { Activity } from '../activities';

/** An activity opened in place (spec section 2: with a back button 'Volver a Zona Mágica'). */
export function OpenActivity({ activity, onBack, children }: { activity: Activity; onBack: () => void; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [activity.id]);
  return (
    <section className="mz-open-activity" aria-labelledby="mz-open-activity-title" data-activity={activity.id}>
      <button type="button" className="uf-button uf-button--secondary" onClick={onBack}>
        <span aria-hidden="true">←</span> Volver a Zona Mágica
      </button>
      <h2 id="mz-open-activity-title" ref={heading} tabIndex={-1} className="mz-open-activity__title">
        <span aria-hidden="true">{activity.icon}</span> {activity.title}
      </h2>
      {children}
    </section>
  );
}
