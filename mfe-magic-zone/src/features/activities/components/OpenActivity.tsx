import { Artwork } from '@universo/art';
import { characterPortrait } from '@universo/art/characters';
import { type ReactNode, useEffect, useRef } from 'react';
import type { Activity } from '../activities';
import { activityGuide } from '../activityArt';

/** An activity opened in place (spec section 2: with a back button 'Volver a Zona Mágica'). */
export function OpenActivity({ activity, onBack, children }: { activity: Activity; onBack: () => void; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [activity.id]);
  return (
    <section className="mz-open-activity" aria-labelledby="mz-open-activity-title" data-activity={activity.id}>
      <button type="button" className="uf-button uf-button--secondary" onClick={onBack}>
        <span aria-hidden="true">←</span> Volver a Zona Mágica
      </button>
      {/* The same character as on the activity's card, beside the title it would repeat
          (decorative), where an emoji used to be: the illustrated identity carries through. */}
      <h2 id="mz-open-activity-title" ref={heading} tabIndex={-1} className="mz-open-activity__title">
        <Artwork image={characterPortrait(activityGuide(activity.id))} decorative eager className="mz-open-activity__art" />
        <span>{activity.title}</span>
      </h2>
      {children}
    </section>
  );
}
