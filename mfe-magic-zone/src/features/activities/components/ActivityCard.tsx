import { Artwork } from '@universo/art';
import { characterPortrait } from '@universo/art/characters';
import { ListenButton } from '../../../shared/listen/ListenButton';
import type { Activity } from '../activities';
import { activityGuide } from '../activityArt';
import { activitySpeech } from '../activitySpeech';

export function ActivityCard({ activity, onOpen }: { activity: Activity; onOpen: (activity: Activity) => void }) {
  const premium = activity.tier === 'premium';
  return (
    <article className={premium ? 'uf-card mz-activity mz-activity--premium' : 'uf-card mz-activity'}>
      {/* The character's portrait, described in Spanish: a static file, its box kept by
          width/height, loaded when the card scrolls near (the cards sit below the fold). */}
      <Artwork image={characterPortrait(activityGuide(activity.id))} className="mz-activity__art" />
      <h3>{activity.title}</h3>
      <p>{activity.description}</p>
      {premium ? <p className="uf-badge uf-badge--premium">Premium</p> : <p className="uf-badge uf-badge--success">Gratis</p>}
      <div className="uf-card__actions">
        <ListenButton text={activitySpeech(activity)} />
        <button
          type="button"
          className={premium ? 'uf-button uf-button--accent' : 'uf-button'}
          aria-label={`Jugar ${activity.title}`}
          onClick={() => onOpen(activity)}
        >
          Jugar
        </button>
      </div>
    </article>
  );
}
