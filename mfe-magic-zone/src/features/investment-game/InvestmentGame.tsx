import { useEffect, useRef, useState } from 'react';
import { useRecordProgress } from '../../shared/learning/useRecordProgress';
import { formatCoins } from '../../shared/money';
import { type Random, systemRandom } from '../../shared/random';
import {
  ASSET_IDS,
  buy,
  canBuy,
  canSell,
  initialInvestment,
  INVESTMENT_ASSETS,
  INVESTMENT_RULES,
  investmentPoints,
  nextRound,
  portfolioValue,
  priceTrend,
  sellUnit,
} from './domain/investmentGame';
import '../../shared/ui/games.css';

const TREND = { up: '▲ subió', down: '▼ bajó', same: '= igual' } as const;

/** Juego de Inversión: the screen of ./domain/investmentGame.ts. */
export function InvestmentGame({ random = systemRandom }: { random?: Random }) {
  const [state, setState] = useState(initialInvestment);
  const [game, setGame] = useState(1);
  const recordProgress = useRecordProgress();
  const recordedGame = useRef(0);

  useEffect(() => {
    if (!state.finished || recordedGame.current === game) return;
    recordedGame.current = game;
    void recordProgress('game_finished', 'inversion', {
      points: investmentPoints(state),
      details: { value: portfolioValue(state), cash: state.cash, rounds: INVESTMENT_RULES.rounds },
    });
  }, [state, game, recordProgress]);

  const value = portfolioValue(state);
  return (
    <div className="investment">
      <p>
        Tienes {INVESTMENT_RULES.startCash} monedas. Compra acciones, bonos o cripto y pasa de ronda para ver cómo cambian los precios.
        ¡Los que cambian mucho pueden darte más… o menos!
      </p>
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
            {Math.min(state.round, INVESTMENT_RULES.rounds)} de {INVESTMENT_RULES.rounds}
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
            {ASSET_IDS.map((asset) => {
              const info = INVESTMENT_ASSETS[asset];
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
                    {formatCoins(state.prices[asset])} <span className="mz-note">{state.round > 1 ? TREND[priceTrend(state, asset)] : ''}</span>
                  </td>
                  <td>{state.units[asset]}</td>
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
            {value > INVESTMENT_RULES.startCash
              ? `¡Ganaste ${formatCoins(value - INVESTMENT_RULES.startCash)}!`
              : 'Esta vez no ganaste: invertir tiene riesgos, por eso conviene repartir.'}
          </p>
          <button
            type="button"
            className="uf-button"
            onClick={() => {
              setState(initialInvestment());
              setGame((g) => g + 1);
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
              const draws = ASSET_IDS.map(() => random());
              let index = 0;
              setState((s) => nextRound(s, () => draws[index++ % draws.length]!));
            }}
          >
            Siguiente ronda
          </button>
        </div>
      )}
    </div>
  );
}
