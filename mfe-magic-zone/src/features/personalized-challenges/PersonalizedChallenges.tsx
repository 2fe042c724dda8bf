import { useEffect, useId, useRef, useState } from 'react';
import { premiumItemOf } from '@universo/platform';
import { useChildAge } from '../../shared/learning/useChildAge';
import { ListenRow } from '../../shared/listen/ListenRow';
import { PremiumSection } from '../../shared/premium/PremiumSection';
import { useGetPersonalisedChallengesQuery } from './api/getPersonalisedChallenges';
import {
  ageOptionLabel,
  CHALLENGE_AGES,
  type ChallengeAge,
  chooseAge,
  defaultChallengeAge,
  headerPoints,
  initialPersonalizedChallenges,
} from './domain/personalizedChallenges';
import { ChallengeBoard } from './components/ChallengeBoard';
import { AGE_QUESTION, AGE_QUESTION_SPEECH, completedWords, pointsNote, pointsSpeech } from './personalizedSpeech';
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
          className="uf-input"
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
