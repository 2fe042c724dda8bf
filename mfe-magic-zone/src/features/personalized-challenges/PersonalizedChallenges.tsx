import { useEffect, useId, useRef, useState } from 'react';
import { useChildAge } from '../../shared/learning/useChildAge';
import { useRecordProgress } from '../../shared/learning/useRecordProgress';
import {
  ageOptionLabel,
  CHALLENGE_AGES,
  type ChallengeAge,
  challengesForAge,
  canOpen,
  chooseAge,
  closeChallenge,
  completeOpenChallenge,
  defaultChallengeAge,
  HEADER_POINTS_PER_CHALLENGE,
  headerPoints,
  initialPersonalizedChallenges,
  openChallenge,
} from './domain/personalizedChallenges';
import '../../shared/ui/games.css';

/** Retos Personalizados: challenges for the chosen age; a completed one stays closed. */
export function PersonalizedChallenges() {
  const id = useId();
  const { age } = useChildAge();
  const [state, setState] = useState(() => initialPersonalizedChallenges(defaultChallengeAge(age)));
  const recordProgress = useRecordProgress();
  const openHeading = useRef<HTMLHeadingElement>(null);
  const ageTouched = useRef(false);

  // The child's age may arrive after the first paint (profile read): follow it until the child picks one.
  useEffect(() => {
    if (!ageTouched.current && age !== null) setState((current) => chooseAge(current, defaultChallengeAge(age)));
  }, [age]);

  useEffect(() => {
    if (state.openId) openHeading.current?.focus();
  }, [state.openId]);

  const challenges = challengesForAge(state.age);
  const open = challenges.find((c) => c.id === state.openId) ?? null;

  return (
    <div className="personalized">
      <p className="uf-badge uf-badge--premium personalized-points" aria-live="polite">
        ⭐ {headerPoints(state)} puntos · {state.completed.length} {state.completed.length === 1 ? 'reto completado' : 'retos completados'}
      </p>
      <p className="mz-note">
        Cada reto completado suma {HEADER_POINTS_PER_CHALLENGE} puntos aquí; a tu progreso se suman los puntos de cada reto.
      </p>
      <div className="uf-field">
        <label htmlFor={`${id}-age`}>¿Cuántos años tienes?</label>
        <select
          id={`${id}-age`}
          className="mz-select"
          value={state.age}
          onChange={(event) => {
            ageTouched.current = true;
            setState((current) => chooseAge(current, Number(event.target.value) as ChallengeAge));
          }}
        >
          {CHALLENGE_AGES.map((option) => (
            <option key={option} value={option}>
              {ageOptionLabel(option)}
            </option>
          ))}
        </select>
      </div>
      {open ? (
        <section className="mz-panel" aria-labelledby={`${id}-open`}>
          <h3 id={`${id}-open`} ref={openHeading} tabIndex={-1}>
            <span aria-hidden="true">{open.icon}</span> {open.title}
          </h3>
          <p>{open.description}</p>
          <ol>
            {open.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className="uf-badge">{open.points} puntos</p>
          <div className="mz-actions">
            <button
              type="button"
              className="uf-button"
              onClick={() => {
                setState(completeOpenChallenge);
                void recordProgress('challenge_completed', 'retos-personalizados', {
                  points: open.points,
                  details: { challenge: open.id, age: state.age },
                });
              }}
            >
              ¡Lo completé!
            </button>
            <button type="button" className="uf-button uf-button--secondary" onClick={() => setState(closeChallenge)}>
              Cerrar
            </button>
          </div>
        </section>
      ) : (
        <ul className="uf-grid">
          {challenges.map((challenge) => {
            const done = state.completed.includes(challenge.id);
            return (
              <li key={challenge.id}>
                <article className="uf-card">
                  <span className="uf-card__icon" aria-hidden="true">
                    {challenge.icon}
                  </span>
                  <h3>{challenge.title}</h3>
                  <p>{challenge.description}</p>
                  <p className="uf-badge">{challenge.points} puntos</p>
                  <div className="uf-card__actions">
                    <button
                      type="button"
                      className="uf-button"
                      disabled={!canOpen(state, challenge.id)}
                      aria-label={done ? `${challenge.title}: completado` : `Abrir reto ${challenge.title}`}
                      onClick={() => setState((current) => openChallenge(current, challenge.id))}
                    >
                      {done ? '✅ Completado' : 'Abrir reto'}
                    </button>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
