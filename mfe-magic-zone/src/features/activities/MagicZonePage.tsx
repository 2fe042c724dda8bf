import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ageGroupLabel } from '../../shared/age/ageGroup';
import { textForAge } from '../../shared/age/ageTexts';
import { useChildAge } from '../../shared/learning/useChildAge';
import { type Activity, findActivity, FREE_ACTIVITIES, PREMIUM_ACTIVITIES, WEEKLY_CHALLENGE } from './activities';
import { ActivityCard } from './components/ActivityCard';
import { OpenActivity } from './components/OpenActivity';
import { FREE_SECTION_HINT, MAGIC_ZONE_INTRO, MAGIC_ZONE_SUBTITLE } from './magicZoneCopy';
import { usePageTitle } from '@universo/platform/title';
import './magicZone.css';

/** The query parameter naming the open activity: `/zona-magica?actividad=limonada` (the AXXON demo links there). */
export const ACTIVITY_PARAM = 'actividad';

export interface MagicZonePageProps {
  /** The open activity's content (the app assembles the games; premium ones inside the gate). */
  renderActivity: (activity: Activity) => ReactNode;
}

export function MagicZonePage({ renderActivity }: MagicZonePageProps) {
  const { age, group } = useChildAge();
  const [params, setParams] = useSearchParams();
  const openActivity = findActivity(params.get(ACTIVITY_PARAM) ?? '') ?? null;
  const open = (activity: Activity) => setParams({ [ACTIVITY_PARAM]: activity.id });
  const back = () => setParams({});
  // An activity opened in place names the screen too: "Gasta o Ahorra · Zona Mágica · …".
  usePageTitle(openActivity ? [openActivity.title, 'Zona Mágica'] : 'Zona Mágica');
  const indicator = age === null ? undefined : (ageGroupLabel(age) ?? `Actividades para todas las edades (${age} años)`);

  return (
    <section className="uf-container uf-section" aria-labelledby="mz-title" data-age-group={group}>
      <h1 id="mz-title">Zona Mágica</h1>
      <p className="mz-subtitle">{textForAge(MAGIC_ZONE_SUBTITLE, group)}</p>
      {indicator ? (
        <p className="uf-badge mz-age" data-testid="mz-age-group">
          <span aria-hidden="true">{group === 'younger' ? '🧒' : group === 'older' ? '🧑‍🚀' : '🌟'}</span> {indicator}
        </p>
      ) : null}

      {openActivity ? (
        <OpenActivity activity={openActivity} onBack={back}>
          {renderActivity(openActivity)}
        </OpenActivity>
      ) : (
        <>
          <p className="uf-lead">{textForAge(MAGIC_ZONE_INTRO, group)}</p>
          <section className="uf-section" aria-labelledby="mz-free-title">
            <h2 id="mz-free-title">Actividades gratis</h2>
            <p>{textForAge(FREE_SECTION_HINT, group)}</p>
            <ActivityGrid activities={FREE_ACTIVITIES} onOpen={open} />
            <div className="uf-spread mz-weekly">
              <p>
                <strong>¡Nuevo reto cada semana!</strong> {WEEKLY_CHALLENGE.description}
              </p>
              <button type="button" className="uf-button uf-button--accent" onClick={() => open(WEEKLY_CHALLENGE)}>
                <span aria-hidden="true">{WEEKLY_CHALLENGE.icon}</span> Reto semanal gratis
              </button>
            </div>
          </section>
          <section className="uf-section" aria-labelledby="mz-premium-title">
            <h2 id="mz-premium-title">Zona Premium</h2>
            <p>Con el Plan Emprendedor Mágico desbloqueas todos los juegos, la biblioteca y retos a tu medida.</p>
            <ActivityGrid activities={PREMIUM_ACTIVITIES} onOpen={open} />
          </section>
        </>
      )}
    </section>
  );
}

/** The activities of a section as a grid of cards. */
function ActivityGrid({ activities, onOpen }: { activities: readonly Activity[]; onOpen: (activity: Activity) => void }) {
  return (
    <ul className="uf-grid">
      {activities.map((activity) => (
        <li key={activity.id}>
          <ActivityCard activity={activity} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
