import { useState } from 'react';
import { useCurrentUser } from '@universo/platform';
import { type Activity, FREE_ACTIVITIES, PREMIUM_ACTIVITIES, WEEKLY_CHALLENGE } from './activities';
import { ageGroupLabel } from './ageGroup';
import { ActivityCard } from './components/ActivityCard';
import { ActivityPlaceholder } from './components/ActivityPlaceholder';
import './magicZone.css';

export function MagicZonePage() {
  const { user } = useCurrentUser();
  const [openActivity, setOpenActivity] = useState<Activity | null>(null);
  const ageLabel = ageGroupLabel(user?.age);

  return (
    <section className="uf-container uf-section" aria-labelledby="mz-title">
      <h1 id="mz-title">Zona Mágica</h1>
      <p className="uf-lead">Juegos y retos para aprender a ahorrar, planear y emprender mientras te diviertes.</p>
      {ageLabel ? (
        <p className="uf-badge mz-age" role="note">
          {ageLabel}
        </p>
      ) : null}

      {openActivity ? (
        <ActivityPlaceholder activity={openActivity} onBack={() => setOpenActivity(null)} />
      ) : (
        <>
          <section className="uf-section" aria-labelledby="mz-free-title">
            <h2 id="mz-free-title">Actividades gratis</h2>
            <ul className="uf-grid">
              {FREE_ACTIVITIES.map((activity) => (
                <li key={activity.id}>
                  <ActivityCard activity={activity} onOpen={setOpenActivity} />
                </li>
              ))}
            </ul>
            <div className="mz-weekly">
              <p>
                <strong>¡Nuevo reto cada semana!</strong> {WEEKLY_CHALLENGE.description}
              </p>
              <button type="button" className="uf-button uf-button--accent" onClick={() => setOpenActivity(WEEKLY_CHALLENGE)}>
                <span aria-hidden="true">{WEEKLY_CHALLENGE.icon}</span> Reto semanal gratis
              </button>
            </div>
          </section>
          <section className="uf-section" aria-labelledby="mz-premium-title">
            <h2 id="mz-premium-title">Zona Premium</h2>
            <p>Con el Plan Emprendedor Mágico desbloqueas todos los juegos, la biblioteca y retos a tu medida.</p>
            <ul className="uf-grid">
              {PREMIUM_ACTIVITIES.map((activity) => (
                <li key={activity.id}>
                  <ActivityCard activity={activity} onOpen={setOpenActivity} />
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </section>
  );
}
