import { forwardRef } from 'react';
import type { ProgressEventResponse } from '@universo/platform/api/content';
import { SCENARIOS, type SpendOrSaveState, spendOrSaveSummary } from '@universo/game-rules';
import { ListenButton } from '../../shared/listen/ListenButton';
import { formatCoins } from '../../shared/money';
import { Coins } from '../../shared/ui/Coins';
import { SavingsJar } from './SavingsJar';
import { GAME_OVER_SPEECH, meaningSpeech } from './spendOrSaveSpeech';

export type RecordingState =
  { kind: 'visitor' } | { kind: 'local' } | { kind: 'saving' } | { kind: 'saved'; answer: ProgressEventResponse } | { kind: 'failed' };

export interface SpendOrSaveEndProps {
  state: SpendOrSaveState;
  recording: RecordingState;
  showCoins: boolean;
  onPlayAgain: () => void;
}

/** The end screen: the goal and the jar, what was saved and kept, needs beside wants, what each choice meant, and the points the service recorded. */
export const SpendOrSaveEnd = forwardRef<HTMLHeadingElement, SpendOrSaveEndProps>(function SpendOrSaveEnd(
  { state, recording, showCoins, onPlayAgain },
  heading,
) {
  const summary = spendOrSaveSummary(state);
  return (
    <div className="sos-end" data-testid="gasta-ahorra-fin">
      <h3 ref={heading} tabIndex={-1}>
        ¡Juego terminado!
      </h3>
      {summary.goal ? (
        <>
          <SavingsJar goal={summary.goal} saved={summary.kept} showCoins={showCoins} />
          <p className="sos-end__kept" data-testid="gasta-ahorra-guardado">
            Lo que no gastaste también es ahorro: {formatCoins(summary.saved)} en tu frasco + {formatCoins(summary.left)} sin gastar ={' '}
            {formatCoins(summary.kept)}.
          </p>
        </>
      ) : null}
      <div className="mz-listen-row">
        <p className="sos-end__message" data-testid="gasta-ahorra-mensaje">
          {summary.message}
        </p>
        <ListenButton
          text={GAME_OVER_SPEECH}
          live={summary.goal ? `${summary.message} Lo que no gastaste también es ahorro: ${formatCoins(summary.kept)}.` : summary.message}
        />
      </div>
      <dl className="mz-stats">
        <div>
          <dt>Puntos totales</dt>
          <dd>{summary.points}</dd>
        </div>
        <div>
          <dt>Total ahorrado</dt>
          <dd data-testid="gasta-ahorra-total-ahorrado">{formatCoins(summary.saved)}</dd>
          {showCoins ? <Coins amount={summary.saved} /> : null}
        </div>
        <div>
          <dt>Te quedaron sin gastar</dt>
          <dd>{formatCoins(summary.left)}</dd>
          {showCoins ? <Coins amount={summary.left} /> : null}
        </div>
        <div>
          <dt>Decisiones tomadas</dt>
          <dd>{summary.decisions}</dd>
        </div>
      </dl>
      <p className="sos-end__split">
        Gastaste {formatCoins(summary.spentOnNeeds)} en necesidades y {formatCoins(summary.spentOnWants)} en deseos.
      </p>
      <section className="sos-meanings" aria-labelledby="sos-meanings-title">
        <h4 id="sos-meanings-title">Lo que significó cada decisión</h4>
        <ol>
          {state.decisions.map((decision, k) => {
            const choice = SCENARIOS[(state.startScenario + k) % SCENARIOS.length]?.choices.find((c) => c.id === decision.choiceId);
            return (
              <li key={`${decision.round}-${k}`} className={`sos-meaning sos-meaning--${decision.kind}`}>
                <span aria-hidden="true">{choice?.icon}</span> <strong>{decision.label}</strong>, {formatCoins(decision.cost)} — {decision.meaning}{' '}
                <ListenButton text={meaningSpeech(decision)} />
              </li>
            );
          })}
        </ol>
      </section>
      <p className="sos-end__recorded" role="status" data-testid="gasta-ahorra-registro">
        {recordingText(recording)}
      </p>
      <button type="button" className="uf-button" onClick={onPlayAgain}>
        Jugar Otra Vez
      </button>
    </div>
  );
});

function recordingText(recording: RecordingState): string {
  switch (recording.kind) {
    case 'visitor':
      return 'Inicia sesión para que tus puntos se guarden en tu progreso.';
    case 'local':
      return '';
    case 'saving':
      return 'Guardando tus puntos…';
    case 'failed':
      return 'No pudimos guardar tus puntos esta vez.';
    case 'saved':
      return recording.answer.pointsAwarded > 0
        ? `Guardamos ${recording.answer.pointsAwarded} puntos en tu progreso.`
        : 'Partida guardada. Hoy ya sumaste todos los puntos de este juego: ¡vuelve mañana por más!';
  }
}
