import { useId, useMemo, useState } from 'react';
import { CardIcon, useCurrentUser } from '@universo/platform';
import { browserStorage } from '../../shared/browserStorage';
import { useRecordProgress } from '../../shared/learning/useRecordProgress';
import { ListenRow } from '../../shared/listen/ListenRow';
import {
  canCompleteChallenge,
  challengesOfWeek,
  completionStorageKey,
  readCompleted,
  rememberCompleted,
  type WeeklyChallenge,
  weekKey,
} from './domain/weeklyChallenges';
import { WEEKLY_DONE, weeklyChallengeSpeech, weeklyCountSpeech, weeklyIntroSpeech } from './weeklySpeech';
import '../../shared/ui/games.css';
import './weeklyChallenges.css';

export interface WeeklyChallengesProps {
  now?: () => Date;
}

/** Retos Semanales: four challenges of the week, each with a response box and 'Completar Reto'. */
export function WeeklyChallenges({ now = () => new Date() }: WeeklyChallengesProps) {
  const { user } = useCurrentUser();
  const recordProgress = useRecordProgress();
  const week = useMemo(() => weekKey(now()), [now]);
  const challenges = useMemo(() => challengesOfWeek(week), [week]);
  const storageKey = completionStorageKey(week, user?.id ?? null);
  const [completedByKey, setCompletedByKey] = useState<Record<string, string[]>>({});
  const completed = completedByKey[storageKey] ?? readCompleted(browserStorage(), storageKey);

  const complete = (challenge: WeeklyChallenge, response: string) => {
    const next = rememberCompleted(browserStorage(), storageKey, challenge.id);
    setCompletedByKey((current) => ({ ...current, [storageKey]: next }));
    void recordProgress('challenge_completed', 'retos', {
      points: challenge.points,
      details: { challenge: challenge.id, week, words: response.trim().split(/\s+/).length },
    });
  };

  return (
    <div className="wc">
      <ListenRow text={weeklyIntroSpeech(Boolean(user))}>
        <p>
          Cada semana hay cuatro retos nuevos. Escribe lo que hiciste y pulsa <strong>Completar Reto</strong>.{' '}
          <span className="mz-note">
            {user ? 'Tus retos cuentan para tu progreso.' : 'Guardamos tus retos en este dispositivo; crea una cuenta para sumar puntos.'}
          </span>
        </p>
      </ListenRow>
      <ListenRow live={weeklyCountSpeech(completed.length, challenges.length)}>
        <p className="mz-done" aria-live="polite">
          {completed.length} de {challenges.length} retos completados esta semana
        </p>
      </ListenRow>
      <ul className="uf-grid wc-list">
        {challenges.map((challenge) => (
          <li key={challenge.id}>
            <ChallengeCard challenge={challenge} done={completed.includes(challenge.id)} onComplete={complete} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ChallengeCard({
  challenge,
  done,
  onComplete,
}: {
  challenge: WeeklyChallenge;
  done: boolean;
  onComplete: (challenge: WeeklyChallenge, response: string) => void;
}) {
  const id = useId();
  const [response, setResponse] = useState('');
  return (
    <article className={done ? 'uf-card wc-card wc-card--done' : 'uf-card wc-card'} aria-labelledby={`${id}-title`}>
      <CardIcon>{challenge.icon}</CardIcon>
      <ListenRow text={weeklyChallengeSpeech(challenge)}>
        <h3 id={`${id}-title`}>{challenge.title}</h3>
        <p>{challenge.description}</p>
        <p className="uf-badge">{challenge.points} puntos</p>
      </ListenRow>
      {done ? (
        <ListenRow text={WEEKLY_DONE}>
          <p className="mz-done" role="status">
            ✅ {WEEKLY_DONE}
          </p>
        </ListenRow>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (canCompleteChallenge(response)) onComplete(challenge, response);
          }}
        >
          <ListenRow text={challenge.prompt}>
            <label htmlFor={`${id}-response`}>{challenge.prompt}</label>
          </ListenRow>
          <textarea
            id={`${id}-response`}
            className="uf-input mz-textarea"
            rows={3}
            maxLength={500}
            value={response}
            onChange={(event) => setResponse(event.target.value)}
          />
          <div className="mz-actions">
            <button type="submit" className="uf-button" disabled={!canCompleteChallenge(response)}>
              Completar Reto
            </button>
          </div>
        </form>
      )}
    </article>
  );
}
