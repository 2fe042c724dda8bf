import { useEffect, useRef, useState } from 'react';
import { textForAge } from '../../shared/age/ageTexts';
import { useChildAge } from '../../shared/learning/useChildAge';
import { useRecordProgress } from '../../shared/learning/useRecordProgress';
import { formatCoins } from '../../shared/money';
import { type Random, systemRandom } from '../../shared/random';
import {
  canChoose,
  choicePoints,
  choose,
  currentScenario,
  finishRound,
  initialSpendOrSave,
  newSpendOrSave,
  playDetails,
  playOf,
  SPEND_OR_SAVE_RULES,
  type SpendOrSaveDecision,
  spendOrSaveSummary,
} from '@universo/game-rules';
import { SPEND_OR_SAVE_INTRO } from './spendOrSaveCopy';
import '../../shared/ui/games.css';
import './spendOrSave.css';

export interface SpendOrSaveGameProps {
  random?: Random;
}

/** Gasta o Ahorra: the screen of the rules in ./domain/spendOrSave.ts. */
export function SpendOrSaveGame({ random = systemRandom }: SpendOrSaveGameProps) {
  const [state, setState] = useState(() => initialSpendOrSave(0));
  const [game, setGame] = useState(1);
  const { group } = useChildAge();
  const recordProgress = useRecordProgress();
  const recordedGame = useRef(0);
  const summaryHeading = useRef<HTMLHeadingElement>(null);

  // Spec: the round ends 1.5 s after its last decision.
  useEffect(() => {
    if (state.phase !== 'round-over') return;
    const draw = random();
    const timer = setTimeout(() => setState((current) => finishRound(current, () => draw)), SPEND_OR_SAVE_RULES.roundEndDelayMs);
    return () => clearTimeout(timer);
  }, [state.phase, state.round, random]);

  useEffect(() => {
    if (state.phase !== 'finished' || recordedGame.current === game) return;
    recordedGame.current = game;
    summaryHeading.current?.focus();
    const summary = spendOrSaveSummary(state);
    // The play itself goes with the result: svc-content replays it with the same rules and keeps its own count.
    void recordProgress('game_finished', 'gasta-ahorra', {
      points: summary.points,
      details: { ...playDetails(playOf(state)), saved: summary.saved, decisions: summary.decisions },
    });
  }, [state, game, recordProgress]);

  if (state.phase === 'finished') {
    const summary = spendOrSaveSummary(state);
    return (
      <div className="sos-end" data-testid="gasta-ahorra-fin">
        <h3 ref={summaryHeading} tabIndex={-1}>
          ¡Juego terminado!
        </h3>
        <dl className="mz-stats">
          <div>
            <dt>Puntos totales</dt>
            <dd>{summary.points}</dd>
          </div>
          <div>
            <dt>Total ahorrado</dt>
            <dd>{formatCoins(summary.saved)}</dd>
          </div>
          <div>
            <dt>Decisiones tomadas</dt>
            <dd>{summary.decisions}</dd>
          </div>
        </dl>
        <p className="sos-end__message">{summary.message}</p>
        <button
          type="button"
          className="uf-button"
          onClick={() => {
            setState(newSpendOrSave(random));
            setGame((g) => g + 1);
          }}
        >
          Jugar Otra Vez
        </button>
      </div>
    );
  }

  const scenario = currentScenario(state);
  const roundOver = state.phase === 'round-over';
  return (
    <div className="sos">
      <p>{textForAge(SPEND_OR_SAVE_INTRO, group)}</p>
      <dl className="mz-stats" aria-label="Tu marcador">
        <div>
          <dt>Ronda</dt>
          <dd>
            {state.round} de {SPEND_OR_SAVE_RULES.rounds}
          </dd>
        </div>
        <div>
          <dt>Dinero</dt>
          <dd data-testid="gasta-ahorra-dinero">{formatCoins(state.money)}</dd>
        </div>
        <div>
          <dt>Ahorrado</dt>
          <dd>{formatCoins(state.saved)}</dd>
        </div>
        <div>
          <dt>Puntos</dt>
          <dd>{state.points}</dd>
        </div>
      </dl>
      <p className="sos-progress">
        Decisión {Math.min(state.decisionsThisRound + 1, SPEND_OR_SAVE_RULES.decisionsPerRound)} de{' '}
        {SPEND_OR_SAVE_RULES.decisionsPerRound} en esta ronda
      </p>
      <div role="status" aria-live="polite" className="sos-status">
        {roundOver
          ? `¡Fin de la ronda ${state.round}! ${state.round < SPEND_OR_SAVE_RULES.rounds ? 'Preparando la siguiente ronda…' : 'Contando tus puntos…'}`
          : lastDecisionText(state.decisions.at(-1))}
      </div>
      <fieldset className="sos-scenario" disabled={roundOver}>
        <legend>
          <span aria-hidden="true">{scenario.icon}</span> {scenario.situation} ¿Qué haces?
        </legend>
        <ul className="sos-choices">
          {scenario.choices.map((choice) => {
            const allowed = canChoose(state, choice);
            return (
              <li key={choice.id}>
                <button
                  type="button"
                  className={choice.saving ? 'sos-choice sos-choice--save' : 'sos-choice'}
                  disabled={!allowed}
                  onClick={() => setState((current) => choose(current, choice.id))}
                >
                  <span className="sos-choice__icon" aria-hidden="true">
                    {choice.icon}
                  </span>
                  <span className="sos-choice__label">{choice.label}</span>
                  <span className="sos-choice__meta">
                    {formatCoins(choice.cost)} · {choice.saving ? 'Ahorrar' : 'Gastar'} · +{choicePoints(choice)} pts
                  </span>
                  {!allowed && !roundOver ? <span className="sos-choice__why">No te alcanza</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </div>
  );
}

function lastDecisionText(decision: SpendOrSaveDecision | undefined): string {
  if (!decision) return '';
  return decision.saving
    ? `Guardaste ${formatCoins(decision.cost)} en tu alcancía (+${decision.points} puntos).`
    : `Gastaste ${formatCoins(decision.cost)} (+${decision.points} puntos).`;
}
