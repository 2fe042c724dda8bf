import { useCallback, useEffect, useRef, useState } from 'react';
import type { MarketGame } from '@universo/contracts';
import { applyDealtStrategy, dealMarket, initialMarket, moveExplanation, playerRank, standings } from '@universo/game-rules';
import { useDealtGame } from '../../shared/learning/useDealtGame';
import { useRecordProgress } from '../../shared/learning/useRecordProgress';
import { type Random, systemRandom } from '../../shared/random';
import '../../shared/ui/games.css';
import './marketStrategy.css';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export interface MarketStrategyProps {
  /** The game's rules as svc-content sent them (premium). */
  game: MarketGame;
  /** What the child reads first (from the service too). */
  intro: string;
  random?: Random;
}

/**
 * Estrategia de Mercado: the screen of the shared rules (@universo/game-rules). The luck of every
 * round is svc-content's deal for a logged-in child (a visitor's is dealt here); the finished
 * game's strategies go back with the play's id, and the service replays them on its own deal.
 */
export function MarketStrategy({ game, intro, random = systemRandom }: MarketStrategyProps) {
  const { rules } = game;
  const [state, setState] = useState(() => initialMarket(game));
  const { play, newPlay } = useDealtGame('estrategia', useCallback(() => dealMarket(game, random), [game, random]));
  const recordProgress = useRecordProgress();
  const recorded = useRef<object | null>(null);

  // Every deal starts a new game.
  useEffect(() => setState(initialMarket(game)), [play, game]);

  useEffect(() => {
    if (!play?.playId || !state.finished || recorded.current === play) return;
    recorded.current = play;
    void recordProgress('game_finished', 'estrategia', { playId: play.playId, details: { moves: state.moves } });
  }, [state, play, recordProgress]);

  return (
    <div className="market">
      <p>{intro}</p>
      <div className="mz-table-wrap">
        <table className="mz-table">
          <caption>
            Clasificación · ronda {Math.min(state.round, rules.rounds)} de {rules.rounds}
          </caption>
          <thead>
            <tr>
              <th scope="col">Puesto</th>
              <th scope="col">Negocio</th>
              <th scope="col">Puntaje</th>
            </tr>
          </thead>
          <tbody>
            {standings(game, state).map((row, index) => (
              <tr key={row.name} className={row.isPlayer ? 'market-row--player' : undefined}>
                <td>{index + 1}</td>
                <th scope="row">{row.isPlayer ? <strong>{row.name} (tú)</strong> : row.name}</th>
                <td data-testid={row.isPlayer ? 'estrategia-puntaje' : undefined}>{row.score}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mz-message market-why" role="status" data-testid="estrategia-porque">
        {moveExplanation(game, state.lastMove)}
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
            onClick={newPlay}
          >
            Jugar Otra Vez
          </button>
        </div>
      ) : (
        <ul className="market-strategies">
          {game.strategies.map((strategy) => {
            const id = strategy.id;
            return (
              <li key={id}>
                <button
                  type="button"
                  className="uf-button"
                  disabled={!play}
                  onClick={() => {
                    if (play) setState((s) => applyDealtStrategy(game, s, id, play.deal));
                  }}
                >
                  <span aria-hidden="true">{strategy.icon}</span> {strategy.label}
                </button>
                <p className="mz-note">
                  {strategy.explanation} Tú {signed(strategy.player)}, competidores {signed(strategy.competitors)} (±{rules.noise}).
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
