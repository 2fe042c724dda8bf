import { useEffect, useRef, useState } from 'react';
import {
  canChoose,
  CHOICE_KIND_LABELS,
  choicePoints,
  choose,
  currentScenario,
  finishDealtRound,
  initialSpendOrSave,
  movesOf,
  savingsGoalOf,
  SPEND_OR_SAVE_RULES,
  type SpendOrSaveDecision,
  type SpendOrSaveState,
  spendOrSaveSummary,
} from '@universo/game-rules';
import { useCurrentUser } from '@universo/platform';
import { textForAge } from '../../shared/age/ageTexts';
import { useChildAge } from '../../shared/learning/useChildAge';
import { useRecordProgress } from '../../shared/learning/useRecordProgress';
import { formatCoins } from '../../shared/money';
import { type Random, systemRandom } from '../../shared/random';
import { ListenButton } from '../../shared/listen/ListenButton';
import { Coins } from '../../shared/ui/Coins';
import { GoalPicker } from './GoalPicker';
import { SavingsJar } from './SavingsJar';
import { SPEND_OR_SAVE_INTRO } from './spendOrSaveCopy';
import { choiceSpeech, meaningSpeech, POCKET_MONEY_SPEECH, ROUND_OVER_SPEECH, scenarioQuestion } from './spendOrSaveSpeech';
import { type RecordingState, SpendOrSaveEnd } from './SpendOrSaveEnd';
import { type DealtPlay, useDealtPlay } from './useDealtPlay';
import '../../shared/ui/games.css';
import './spendOrSave.css';

export interface SpendOrSaveGameProps {
  random?: Random;
}

/**
 * Gasta o Ahorra: the screen of the shared rules (@universo/game-rules). The child picks a savings
 * goal, svc-content deals the play (a visitor's is dealt here), and the finished game's moves go
 * back with the play's id: the service replays them on its own deal and records the points.
 */
export function SpendOrSaveGame({ random = systemRandom }: SpendOrSaveGameProps) {
  const [play, setPlay] = useState<DealtPlay | null>(null);
  const [state, setState] = useState<SpendOrSaveState | null>(null);
  const [dealing, setDealing] = useState(false);
  const [game, setGame] = useState(0);
  const [recording, setRecording] = useState<RecordingState>({ kind: 'local' });
  const { group } = useChildAge();
  const { user } = useCurrentUser();
  const dealPlay = useDealtPlay(random);
  const recordProgress = useRecordProgress();
  const recordedGame = useRef(0);
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const board = useRef<HTMLDListElement>(null);
  const showCoins = group === 'younger';

  async function begin(goalId: string) {
    setDealing(true);
    const next = await dealPlay(goalId);
    setPlay(next);
    setState(initialSpendOrSave(next.deal.scenario, goalId));
    setRecording({ kind: 'local' });
    setGame((g) => g + 1);
    setDealing(false);
  }

  // Spec: the round ends 1.5 s after its last decision; the next round's pocket money is the deal's.
  useEffect(() => {
    if (!play || state?.phase !== 'round-over') return;
    const timer = setTimeout(() => setState((current) => current && finishDealtRound(current, play.deal)), SPEND_OR_SAVE_RULES.roundEndDelayMs);
    return () => clearTimeout(timer);
  }, [state?.phase, state?.round, play]);

  useEffect(() => {
    if (game > 0 && state?.phase === 'choosing' && state.round === 1 && state.decisions.length === 0) board.current?.focus();
  }, [game, state]);

  useEffect(() => {
    if (!play || state?.phase !== 'finished' || recordedGame.current === game) return;
    recordedGame.current = game;
    summaryHeading.current?.focus();
    if (!play.playId) {
      setRecording({ kind: user ? 'local' : 'visitor' });
      return;
    }
    setRecording({ kind: 'saving' });
    const summary = spendOrSaveSummary(state);
    // The moves go with the play's id: svc-content replays them on its own deal and keeps its own count.
    void recordProgress('game_finished', 'gasta-ahorra', {
      playId: play.playId,
      points: summary.points,
      details: { moves: movesOf(state), saved: summary.saved, decisions: summary.decisions },
    }).then((answer) => setRecording(answer ? { kind: 'saved', answer } : { kind: 'failed' }));
  }, [state, game, play, user, recordProgress]);

  if (!play || !state) return <GoalPicker busy={dealing} showCoins={showCoins} onPick={(goalId) => void begin(goalId)} />;

  if (state.phase === 'finished') {
    return <SpendOrSaveEnd ref={summaryHeading} state={state} recording={recording} showCoins={showCoins} onPlayAgain={() => void begin(play.goalId)} />;
  }

  const goal = savingsGoalOf(state.goalId);
  const scenario = currentScenario(state);
  const roundOver = state.phase === 'round-over';
  const intro = textForAge(SPEND_OR_SAVE_INTRO, group);
  const status = statusText(state);
  return (
    <div className="sos">
      <div className="mz-listen-row">
        <p>{intro}</p>
        <ListenButton text={intro} />
      </div>
      <div className="sos-top">
        {goal ? <SavingsJar goal={goal} saved={state.saved} showCoins={showCoins} /> : null}
        <dl className="mz-stats" aria-label="Tu marcador" ref={board} tabIndex={-1}>
          <div>
            <dt>Ronda</dt>
            <dd>
              {state.round} de {SPEND_OR_SAVE_RULES.rounds}
            </dd>
          </div>
          <div>
            <dt>Dinero</dt>
            <dd data-testid="gasta-ahorra-dinero">{formatCoins(state.money)}</dd>
            {showCoins ? <Coins amount={state.money} /> : null}
          </div>
          <div>
            <dt>Ahorrado</dt>
            <dd data-testid="gasta-ahorra-ahorrado">{formatCoins(state.saved)}</dd>
          </div>
          <div>
            <dt>Puntos</dt>
            <dd>{state.points}</dd>
          </div>
        </dl>
      </div>
      <p className="sos-progress">
        Decisión {Math.min(state.decisionsThisRound + 1, SPEND_OR_SAVE_RULES.decisionsPerRound)} de {SPEND_OR_SAVE_RULES.decisionsPerRound} en esta ronda
      </p>
      <div className="mz-listen-row">
        <div role="status" aria-live="polite" className="sos-status">
          {status}
        </div>
        {status ? <ListenButton text={statusSpeech(state)} live={status} /> : null}
      </div>
      <fieldset className="sos-scenario" disabled={roundOver}>
        <legend>
          <span aria-hidden="true">{scenario.icon}</span> {scenario.situation} ¿Qué haces? <ListenButton text={scenarioQuestion(scenario)} />
        </legend>
        <ul className="uf-grid sos-choices">
          {scenario.choices.map((choice) => {
            const allowed = canChoose(state, choice);
            return (
              <li key={choice.id} className="sos-choices__item">
                <button
                  type="button"
                  className={`sos-choice sos-choice--${choice.kind}`}
                  data-kind={choice.kind}
                  disabled={!allowed}
                  onClick={() => setState((current) => current && choose(current, choice.id))}
                >
                  <span className="sos-choice__icon" aria-hidden="true">
                    {choice.icon}
                  </span>
                  <span className="sos-choice__label">{choice.label}</span>
                  <span className="sos-choice__meta">
                    {formatCoins(choice.cost)} · {CHOICE_KIND_LABELS[choice.kind]} · +{choicePoints(choice)} pts
                  </span>
                  {showCoins ? <Coins amount={choice.cost} /> : null}
                  {!allowed && !roundOver ? <span className="sos-choice__why">No te alcanza</span> : null}
                </button>
                <ListenButton text={choiceSpeech(choice)} />
              </li>
            );
          })}
        </ul>
      </fieldset>
    </div>
  );
}

function statusText(state: SpendOrSaveState): string {
  if (state.phase === 'round-over') {
    return state.round < SPEND_OR_SAVE_RULES.rounds
      ? `¡Fin de la ronda ${state.round}! Te quedan ${formatCoins(state.money)}: se suman a tu próxima mesada.`
      : `¡Fin de la ronda ${state.round}! Contando tus puntos…`;
  }
  const pocket = state.pocketMoney.at(-1);
  if (state.decisionsThisRound === 0 && pocket !== undefined) {
    return `Ronda ${state.round}: recibiste ${formatCoins(pocket)} de mesada y ahora tienes ${formatCoins(state.money)}.`;
  }
  return lastDecisionText(state.decisions.at(-1));
}

/** The recorded, fixed part of the status, played when the browser has no Spanish voice for the numbers. */
function statusSpeech(state: SpendOrSaveState): string {
  if (state.phase === 'round-over') return ROUND_OVER_SPEECH;
  const decision = state.decisions.at(-1);
  if (state.decisionsThisRound === 0 || !decision) return POCKET_MONEY_SPEECH;
  return meaningSpeech(decision);
}

function lastDecisionText(decision: SpendOrSaveDecision | undefined): string {
  if (!decision) return '';
  if (decision.saving) return `Guardaste ${formatCoins(decision.cost)} en tu frasco (+${decision.points} puntos).`;
  const what = decision.kind === 'need' ? 'una necesidad' : 'un deseo';
  return `Gastaste ${formatCoins(decision.cost)} en ${what} (+${decision.points} puntos).`;
}
