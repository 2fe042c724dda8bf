import { useEffect, useRef, useState } from 'react';
import type { InvestmentGameRules } from '@universo/contracts';
import { useRecordProgress } from '../../shared/learning/useRecordProgress';
import { formatCoins } from '../../shared/money';
import { type Random, systemRandom } from '../../shared/random';
import {
  buy,
  canBuy,
  canSell,
  initialInvestment,
  investmentPoints,
  nextRound,
  portfolioValue,
  priceTrend,
  sellUnit,
} from './domain/investmentGame';
import '../../shared/ui/games.css';

const TREND = { up: '▲ subió', down: '▼ bajó', same: '= igual' } as const;

export interface InvestmentGameProps {
  /** The game's rules as svc-content sent them (premium). */
  game: InvestmentGameRules;
  /** What the child reads first (from the service too). */
  intro: string;
  random?: Random;
}

/** Juego de Inversión: the screen of ./domain/investmentGame.ts. */
export function InvestmentGame({ game, intro, random = systemRandom }: InvestmentGameProps) {
  const { rules } = game;
  const [state, setState] = useState(() => initialInvestment(game));
  const [play, setPlay] = useState(1);
  const recordProgress = useRecordProgress();
  const recordedPlay = useRef(0);

  useEffect(() => {
    if (!state.finished || recordedPlay.current === play) return;
    recordedPlay.current = play;
    void recordProgress('game_finished', 'inversion', {
      points: investmentPoints(game, state),
      details: { value: portfolioValue(state), cash: state.cash, rounds: game.rules.rounds },
    });
  }, [state, play, game, recordProgress]);

  const value = portfolioValue(state);
  return (
    <div className="investment">
      <p>{intro}</p>
      <dl className="mz-stats">
        <div>
          <dt>Dinero</dt>
          <dd data-testid="inversion-dinero">{formatCoins(state.cash)}</dd>
        </div>
        <div>
          <dt>Valor total</dt>
          <dd>{formatCoins(value)}</dd>
        </div>
        <div>
          <dt>Ronda</dt>
          <dd>
            {Math.min(state.round, rules.rounds)} de {rules.rounds}
          </dd>
        </div>
      </dl>
      <div className="mz-table-wrap">
        <table className="mz-table">
          <caption className="uf-visually-hidden">Precios y tus unidades</caption>
          <thead>
            <tr>
              <th scope="col">Inversión</th>
              <th scope="col">Precio</th>
              <th scope="col">Tienes</th>
              <th scope="col">Acciones</th>
            </tr>
          </thead>
          <tbody>
            {game.assets.map((info) => {
              const asset = info.id;
              return (
                <tr key={asset}>
                  <th scope="row">
                    <span aria-hidden="true">{info.icon}</span> {info.label}
                    <br />
                    <span className="mz-note">
                      {info.explanation} (cambia hasta {Math.round(info.volatility * 100)} %)
                    </span>
                  </th>
                  <td>
                    {formatCoins(state.prices[asset] ?? 0)} <span className="mz-note">{state.round > 1 ? TREND[priceTrend(state, asset)] : ''}</span>
                  </td>
                  <td>{state.units[asset] ?? 0}</td>
                  <td>
                    <div className="mz-actions">
                      <button type="button" className="uf-button uf-button--small" disabled={!canBuy(state, asset)} onClick={() => setState((s) => buy(s, asset))}>
                        Comprar {info.label}
                      </button>
                      <button
                        type="button"
                        className="uf-button uf-button--small uf-button--secondary"
                        disabled={!canSell(state, asset)}
                        onClick={() => setState((s) => sellUnit(s, asset))}
                      >
                        Vender {info.label}
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {state.finished ? (
        <div className="mz-panel" role="status">
          <h3>¡Fin del juego!</h3>
          <p>
            Terminaste con {formatCoins(value)}.{' '}
            {value > rules.startCash
              ? `¡Ganaste ${formatCoins(value - rules.startCash)}!`
              : 'Esta vez no ganaste: invertir tiene riesgos, por eso conviene repartir.'}
          </p>
          <button
            type="button"
            className="uf-button"
            onClick={() => {
              setState(initialInvestment(game));
              setPlay((p) => p + 1);
            }}
          >
            Jugar Otra Vez
          </button>
        </div>
      ) : (
        <div className="mz-actions">
          <button
            type="button"
            className="uf-button uf-button--accent"
            onClick={() => {
              const draws = game.assets.map(() => random());
              let index = 0;
              setState((s) => nextRound(game, s, () => draws[index++ % draws.length]!));
            }}
          >
            Siguiente ronda
          </button>
        </div>
      )}
    </div>
  );
}
