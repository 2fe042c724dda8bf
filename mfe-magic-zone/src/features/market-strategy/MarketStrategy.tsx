import { useEffect, useRef, useState } from 'react';
import { useRecordProgress } from '../../shared/learning/useRecordProgress';
import { type Random, systemRandom } from '../../shared/random';
import {
  applyStrategy,
  initialMarket,
  MARKET_RULES,
  marketPoints,
  playerRank,
  STRATEGIES,
  STRATEGY_IDS,
  standings,
} from './domain/marketStrategy';
import '../../shared/ui/games.css';
import './marketStrategy.css';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** Estrategia de Mercado: the screen of ./domain/marketStrategy.ts. */
export function MarketStrategy({ random = systemRandom }: { random?: Random }) {
  const [state, setState] = useState(initialMarket);
  const [game, setGame] = useState(1);
  const recordProgress = useRecordProgress();
  const recordedGame = useRef(0);

  useEffect(() => {
    if (!state.finished || recordedGame.current === game) return;
    recordedGame.current = game;
    void recordProgress('game_finished', 'estrategia', {
      points: marketPoints(state),
      details: { score: state.player, rank: playerRank(state), rounds: MARKET_RULES.rounds },
    });
  }, [state, game, recordProgress]);

  const move = state.lastMove;
  return (
    <div className="market">
      <p>
        Tu negocio compite con otras tres tiendas. En cada una de las {MARKET_RULES.rounds} rondas elige una estrategia: cambia tu
        puntaje y el de tus competidores, ¡con un poco de suerte!
      </p>
      <div className="mz-table-wrap">
        <table className="mz-table">
          <caption>
            Clasificación · ronda {Math.min(state.round, MARKET_RULES.rounds)} de {MARKET_RULES.rounds}
          </caption>
          <thead>
            <tr>
              <th scope="col">Puesto</th>
              <th scope="col">Negocio</th>
              <th scope="col">Puntaje</th>
            </tr>
          </thead>
          <tbody>
            {standings(state).map((row, index) => (
              <tr key={row.name} className={row.isPlayer ? 'market-row--player' : undefined}>
                <td>{index + 1}</td>
                <th scope="row">{row.isPlayer ? <strong>{row.name} (tú)</strong> : row.name}</th>
                <td data-testid={row.isPlayer ? 'estrategia-puntaje' : undefined}>{row.score}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mz-message" role="status">
        {move
          ? `${STRATEGIES[move.strategy].label}: tu puntaje ${signed(move.playerChange)}; competidores ${move.competitorChanges.map(signed).join(', ')}.`
          : ''}
      </p>
      {state.finished ? (
        <div className="mz-panel">
          <h3>¡Fin de la competencia!</h3>
          <p>
            Quedaste en el puesto {playerRank(state)} con {state.player} puntos.{' '}
            {playerRank(state) === 1 ? '¡Eres líder del mercado!' : 'Prueba otras estrategias la próxima vez.'}
          </p>
          <button
            type="button"
            className="uf-button"
            onClick={() => {
              setState(initialMarket());
              setGame((g) => g + 1);
            }}
          >
            Jugar Otra Vez
          </button>
        </div>
      ) : (
        <ul className="market-strategies">
          {STRATEGY_IDS.map((id) => {
            const strategy = STRATEGIES[id];
            return (
              <li key={id}>
                <button
                  type="button"
                  className="uf-button"
                  onClick={() => {
                    const draws = [random(), random(), random(), random()];
                    let index = 0;
                    setState((s) => applyStrategy(s, id, () => draws[index++ % draws.length]!));
                  }}
                >
                  <span aria-hidden="true">{strategy.icon}</span> {strategy.label}
                </button>
                <p className="mz-note">
                  {strategy.explanation} Tú {signed(strategy.player)}, competidores {signed(strategy.competitors)} (±{MARKET_RULES.noise}).
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
