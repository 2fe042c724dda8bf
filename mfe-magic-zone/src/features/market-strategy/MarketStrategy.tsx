import { useCallback } from 'react';
import type { MarketGame } from '@universo/platform/api/content';
import { applyDealtStrategy, dealMarket, initialMarket, moveExplanation, playerRank, standings } from '@universo/game-rules';
import { type DealtGameProps, useDealtGameState } from '../../shared/learning/useDealtGameState';
import { systemRandom } from '../../shared/random';
import { ListenButton } from '../../shared/listen/ListenButton';
import { GameOver } from '../../shared/ui/GameOver';
import { ListenParagraph } from '../../shared/listen/ListenRow';
import { MARKET_OVER, MARKET_TABLE } from './marketSpeech';
import '../../shared/ui/games.css';
import './marketStrategy.css';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function finalSentence(points: number, rank: number): string {
  return `Quedaste en el puesto ${rank} con ${points} puntos. ${rank === 1 ? '¡Eres líder del mercado!' : 'Prueba otras estrategias la próxima vez.'}`;
}

export type MarketStrategyProps = DealtGameProps<MarketGame>;

/**
 * Estrategia de Mercado: the screen of the shared rules (@universo/game-rules). The luck of every
 * round is svc-content's deal for a logged-in child (a visitor's is dealt here); the finished
 * game's strategies go back with the play's id, and the service replays them on its own deal.
 */
export function MarketStrategy({ game, intro, random = systemRandom }: MarketStrategyProps) {
  const { rules } = game;
  const { play, newPlay, state, setState } = useDealtGameState(
    'estrategia',
    useCallback(() => dealMarket(game, random), [game, random]),
    useCallback(() => initialMarket(game), [game]),
  );

  return (
    <div className="market">
      <ListenParagraph live={intro} />
      <ListenButton
        text={MARKET_TABLE}
        live={`Ronda ${Math.min(state.round, rules.rounds)} de ${rules.rounds}. ${standings(game, state)
          .map((row, index) => `Puesto ${index + 1}: ${row.isPlayer ? `${row.name}, tú` : row.name}, ${row.score} puntos.`)
          .join(' ')}`}
      />
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
      <div className="mz-listen-row">
        <p className="mz-message market-why" role="status" data-testid="estrategia-porque">
          {moveExplanation(game, state.lastMove)}
        </p>
        {moveExplanation(game, state.lastMove) ? <ListenButton live={moveExplanation(game, state.lastMove)} /> : null}
      </div>
      {state.finished ? (
        <GameOver title={MARKET_OVER} live={finalSentence(state.player, playerRank(state))} onPlayAgain={newPlay}>
          <p>{finalSentence(state.player, playerRank(state))}</p>
        </GameOver>
      ) : (
        <ul className="uf-grid market-strategies">
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
                <div className="mz-listen-row">
                  <p className="mz-note">
                    {strategy.explanation} Tú {signed(strategy.player)}, competidores {signed(strategy.competitors)} (±{rules.noise}).
                  </p>
                  <ListenButton live={`${strategy.label}. ${strategy.explanation}`} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
