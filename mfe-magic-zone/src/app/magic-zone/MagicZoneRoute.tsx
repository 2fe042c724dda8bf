import { MagicZonePage } from '../../features/activities/MagicZonePage';
import { renderActivity } from './activityViews';

/** /zona-magica: the page with every activity the app assembled. */
export function MagicZoneRoute() {
  return <MagicZonePage renderActivity={renderActivity} />;
}
