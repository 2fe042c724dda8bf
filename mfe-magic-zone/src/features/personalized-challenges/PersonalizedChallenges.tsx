import { type Dispatch, type SetStateAction, useEffect, useId, useRef, useState } from 'react';
import type { PersonalisedChallengesResponse } from '@universo/platform/api/content';
import { premiumItemOf } from '@universo/platform';
import { useChildAge } from '../../shared/learning/useChildAge';
import { useRecordProgress } from '../../shared/learning/useRecordProgress';
import { ListenRow } from '../../shared/listen/ListenRow';
import { PremiumSection } from '../../shared/premium/PremiumSection';
import { useGetPersonalisedChallengesQuery } from './api/getPersonalisedChallenges';
import {
  ageOptionLabel,
  CHALLENGE_AGES,
  type ChallengeAge,
  canOpen,
  chooseAge,
  closeChallenge,
  completeOpenChallenge,
  defaultChallengeAge,
  headerPoints,
  initialPersonalizedChallenges,
  openChallenge,
  type PersonalizedChallengesState,
} from './domain/personalizedChallenges';
import { AGE_QUESTION, AGE_QUESTION_SPEECH, challengeCardSpeech, completedWords, openChallengeSpeech, pointsNote, pointsSpeech } from './personalizedSpeech';
import '../../shared/ui/games.css';

/** Retos Personalizados: the challenges for the chosen age come from svc-content; a completed one stays closed. */
export function PersonalizedChallenges() {
  const id = useId();
  const { age } = useChildAge();
  const [state, setState] = useState(() => initialPersonalizedChallenges(defaultChallengeAge(age)));
  const query = useGetPersonalisedChallengesQuery(state.age);
  const ageTouched = useRef(false);

  // The child's age may arrive after the first paint (profile read): follow it until the child picks one.
  useEffect(() => {
    if (!ageTouched.current && age !== null) setState((current) => chooseAge(current, defaultChallengeAge(age)));
  }, [age]);

  const section = (
    <PremiumSection
      query={query}
      feature="Los Retos Personalizados"
      loadingMessage="Cargando los retos para tu edad..."
      errorMessage="No pudimos cargar los retos. Revisa tu conexión e inténtalo de nuevo."
    >
      {(data) => <ChallengeBoard data={data} state={state} setState={setState} />}
    </PremiumSection>
  );
  // Until the service has answered once, or when it refused the section, only its answer shows.
  const refused = Boolean(premiumItemOf(query.error)) && !query.isFetching;
  if (query.data === undefined || refused) return section;

  const perChallenge = query.data.headerPointsPerChallenge;
  return (
    <div className="personalized">
      <ListenRow live={pointsSpeech(headerPoints(state, perChallenge), state.completed.length, perChallenge)}>
        <p className="uf-badge uf-badge--premium personalized-points" aria-live="polite">
          ⭐ {headerPoints(state, perChallenge)} puntos · {state.completed.length} {completedWords(state.completed.length)}
        </p>
        <p className="mz-note">{pointsNote(perChallenge)}</p>
      </ListenRow>
      <div className="uf-field">
        <ListenRow text={AGE_QUESTION_SPEECH}>
          <label htmlFor={`${id}-age`}>{AGE_QUESTION}</label>
        </ListenRow>
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
      {section}
    </div>
  );
}

interface ChallengeBoardProps {
  data: PersonalisedChallengesResponse;
  state: PersonalizedChallengesState;
  setState: Dispatch<SetStateAction<PersonalizedChallengesState>>;
}

function ChallengeBoard({ data, state, setState }: ChallengeBoardProps) {
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
              <span className="uf-card__icon" aria-hidden="true">
                {challenge.icon}
              </span>
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
