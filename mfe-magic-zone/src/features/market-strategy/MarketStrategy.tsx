import { useEffect, useRef, useState } from 'react';
import type { MarketGame } from '@universo/contracts';
import { useRecordProgress } from '../../shared/learning/useRecordProgress';
import { type Random, systemRandom } from '../../shared/random';
import { applyStrategy, initialMarket, marketPoints, moveExplanation, playerRank, standings } from './domain/marketStrategy';
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

/** Estrategia de Mercado: the screen of ./domain/marketStrategy.ts. */
export function MarketStrategy({ game, intro, random = systemRandom }: MarketStrategyProps) {
  const { rules } = game;
  const [state, setState] = useState(() => initialMarket(game));
  const [play, setPlay] = useState(1);
  const recordProgress = useRecordProgress();
  const recordedPlay = useRef(0);

  useEffect(() => {
    if (!state.finished || recordedPlay.current === play) return;
    recordedPlay.current = play;
    void recordProgress('game_finished', 'estrategia', {
      points: marketPoints(game, state),
      details: { score: state.player, rank: playerRank(state), rounds: game.rules.rounds },
    });
  }, [state, play, game, recordProgress]);

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
            onClick={() => {
              setState(initialMarket(game));
              setPlay((p) => p + 1);
            }}
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
                  onClick={() => {
                    const draws = [random(), ...state.competitors.map(() => random())];
                    let index = 0;
                    setState((s) => applyStrategy(game, s, id, () => draws[index++ % draws.length]!));
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
