import { CardIcon } from '@universo/platform';
import { type Dispatch, type SetStateAction, useEffect, useId, useRef } from 'react';
import type { PersonalisedChallengesResponse } from '@universo/platform/api/content';
import { useRecordProgress } from '../../../shared/learning/useRecordProgress';
import { ListenRow } from '../../../shared/listen/ListenRow';
import { canOpen, closeChallenge, completeOpenChallenge, openChallenge, type PersonalizedChallengesState } from '../domain/personalizedChallenges';
import { challengeCardSpeech, openChallengeSpeech } from '../personalizedSpeech';

interface ChallengeBoardProps {
  data: PersonalisedChallengesResponse;
  state: PersonalizedChallengesState;
  setState: Dispatch<SetStateAction<PersonalizedChallengesState>>;
}

/** The service's challenges for the chosen age as cards, or the one the child opened with its steps. */
export function ChallengeBoard({ data, state, setState }: ChallengeBoardProps) {
  const id = useId();
  const recordProgress = useRecordProgress();
  const openHeading = useRef<HTMLHeadingElement>(null);
  const { challenges } = data;
  const open = challenges.find((c) => c.id === state.openId) ?? null;

  useEffect(() => {
    if (state.openId) openHeading.current?.focus();
  }, [state.openId]);

  if (open) {
    return (
      <section className="mz-panel" aria-labelledby={`${id}-open`}>
        <ListenRow live={openChallengeSpeech(open)}>
          <h3 id={`${id}-open`} ref={openHeading} tabIndex={-1}>
            <span aria-hidden="true">{open.icon}</span> {open.title}
          </h3>
          <p>{open.description}</p>
        </ListenRow>
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
              // The service decides the points from the challenge; it only needs to know which one.
              void recordProgress('challenge_completed', 'retos-personalizados', { details: { challenge: open.id, age: state.age } });
            }}
          >
            ¡Lo completé!
          </button>
          <button type="button" className="uf-button uf-button--secondary" onClick={() => setState(closeChallenge)}>
            Cerrar
          </button>
        </div>
      </section>
    );
  }

  return (
    <ul className="uf-grid">
      {challenges.map((challenge) => {
        const done = state.completed.includes(challenge.id);
        return (
          <li key={challenge.id}>
            <article className="uf-card">
              <CardIcon>{challenge.icon}</CardIcon>
              <ListenRow live={challengeCardSpeech(challenge, done)}>
                <h3>{challenge.title}</h3>
                <p>{challenge.description}</p>
                <p className="uf-badge">{challenge.points} puntos</p>
              </ListenRow>
              <div className="uf-card__actions">
                <button
                  type="button"
                  className="uf-button"
                  disabled={!canOpen(state, challenges, challenge.id)}
                  aria-label={done ? `${challenge.title}: completado` : `Abrir reto ${challenge.title}`}
                  onClick={() => setState((current) => openChallenge(current, challenges, challenge.id))}
                >
                  {done ? '✅ Completado' : 'Abrir reto'}
                </button>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
