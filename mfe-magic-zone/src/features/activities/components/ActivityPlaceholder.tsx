import { useEffect, useRef } from 'react';
import type { Activity } from '../activities';

/** An activity opened in place (spec: each activity opens in place with a back button). */
export function ActivityPlaceholder({ activity, onBack }: { activity: Activity; onBack: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="mz-open-activity" aria-labelledby="mz-open-activity-title" data-activity={activity.id}>
      <button type="button" className="uf-button uf-button--secondary" onClick={onBack}>
        ← Volver a Zona Mágica
      </button>
      <div className="uf-coming-soon">
        <span className="uf-coming-soon__icon" aria-hidden="true">
          {activity.icon}
        </span>
        <h2 id="mz-open-activity-title" ref={heading} tabIndex={-1}>
          {activity.title}
        </h2>
        <p className="uf-badge uf-badge--soon">Muy pronto</p>
        <p>{activity.description}</p>
      </div>
    </section>
  );
}
