import { useEffect, useRef, useState } from 'react';
import type { InvestmentGameRules } from '@universo/contracts';
import { useChildAge } from '../../shared/learning/useChildAge';
import { useRecordProgress } from '../../shared/learning/useRecordProgress';
import { formatCoins } from '../../shared/money';
import { type Random, systemRandom } from '../../shared/random';
import {
  assetExplanation,
  buy,
  canBuy,
  canSell,
  initialInvestment,
  investmentPoints,
  investmentSummary,
  nextRound,
  portfolioValue,
  priceTrend,
  riskBadge,
  sellUnit,
} from './domain/investmentGame';
import '../../shared/ui/games.css';
import './investmentGame.css';

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
  const { group } = useChildAge();
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
          <dt>En tu alcancía</dt>
          <dd data-testid="inversion-dinero">{formatCoins(state.cash)}</dd>
        </div>
        <div>
          <dt>Todo junto</dt>
          <dd>{formatCoins(value)}</dd>
        </div>
        <div>
          <dt>Ronda</dt>
          <dd>
            {Math.min(state.round, rules.rounds)} de {rules.rounds}
          </dd>
        </div>
      </dl>
      <p className="mz-note">Lo que está en tu alcancía no cambia. Lo que inviertes puede subir o bajar en cada ronda.</p>
      <ul className="investment-assets">
        {game.assets.map((info) => {
          const asset = info.id;
          const badge = riskBadge(info.risk);
          return (
            <li key={asset}>
              <article className={badge.veryRisky ? 'investment-asset investment-asset--very-risky' : 'investment-asset'} aria-labelledby={`inversion-${asset}`}>
                <h4 id={`inversion-${asset}`}>
                  <span aria-hidden="true">{info.icon}</span> {info.label}
                </h4>
                <p className={badge.veryRisky ? 'uf-badge investment-risk investment-risk--high' : 'uf-badge investment-risk'} data-testid={`inversion-riesgo-${asset}`}>
                  {badge.text}
                </p>
                <p className="investment-explanation">{assetExplanation(info, group)}</p>
                <p>
                  Precio: <strong>{formatCoins(state.prices[asset] ?? 0)}</strong>{' '}
                  <span className="mz-note">{state.round > 1 ? TREND[priceTrend(state, asset)] : ''}</span>
                  <br />
                  Tienes: <strong>{state.units[asset] ?? 0}</strong>
                </p>
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
              </article>
            </li>
          );
        })}
      </ul>
      {state.finished ? (
        <div className="mz-panel" role="status">
          <h3>¡Fin del juego!</h3>
          <p>{investmentSummary(game, state)}</p>
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
