import { useCallback } from 'react';
import type { InvestmentGameRules } from '@universo/platform/api/content';
import { buy, canBuy, canSell, dealInvestment, initialInvestment, nextDealtRound, portfolioValue, priceTrend, sellUnit } from '@universo/game-rules';
import { useChildAge } from '../../shared/learning/useChildAge';
import { type DealtGameProps, useDealtGameState } from '../../shared/learning/useDealtGameState';
import { formatCoins } from '../../shared/money';
import { systemRandom } from '../../shared/random';
import { assetExplanation, investmentSummary, riskBadge } from './domain/investmentCopy';
import { ListenButton } from '../../shared/listen/ListenButton';
import { ListenParagraph, ListenRow } from '../../shared/listen/ListenRow';
import { Coins } from '../../shared/ui/Coins';
import { GameOver } from '../../shared/ui/GameOver';
import { INVESTMENT_OVER, INVESTMENT_RULES } from './investmentSpeech';
import '../../shared/ui/games.css';
import './investmentGame.css';

/** What a child can do with an asset each round: buy one more, or sell one. */
const TRADES = [
  { verb: 'Comprar', className: 'uf-button uf-button--small', allowed: canBuy, apply: buy },
  { verb: 'Vender', className: 'uf-button uf-button--small uf-button--secondary', allowed: canSell, apply: sellUnit },
] as const;

const TREND = { up: '▲ subió', down: '▼ bajó', same: '= igual' } as const;

export type InvestmentGameProps = DealtGameProps<InvestmentGameRules>;

/**
 * Juego de Inversión: the screen of the shared rules (@universo/game-rules). Every round's prices
 * are svc-content's deal for a logged-in child (a visitor's are dealt here); the finished game's
 * trades go back with the play's id, and the service replays them on its own prices.
 */
export function InvestmentGame({ game, intro, random = systemRandom }: InvestmentGameProps) {
  const { rules } = game;
  const { group } = useChildAge();
  const { play, newPlay, state, setState } = useDealtGameState(
    'inversion',
    useCallback(() => dealInvestment(game, random), [game, random]),
    useCallback(() => initialInvestment(game), [game]),
  );

  const value = portfolioValue(state);
  return (
    <div className="investment">
      <ListenParagraph live={intro} />
      <dl className="mz-stats">
        <div>
          <dt>En tu alcancía</dt>
          <dd>
            <span data-testid="inversion-dinero">{formatCoins(state.cash)}</span>
            {group === 'younger' ? <Coins amount={state.cash} /> : null}
          </dd>
        </div>
        <div>
          <dt>Todo junto</dt>
          <dd>
            {formatCoins(value)}
            {group === 'younger' ? <Coins amount={value} /> : null}
          </dd>
        </div>
        <div>
          <dt>Ronda</dt>
          <dd>
            {Math.min(state.round, rules.rounds)} de {rules.rounds}
          </dd>
        </div>
      </dl>
      <ListenRow text={INVESTMENT_RULES}>
        <p className="mz-note">{INVESTMENT_RULES}</p>
      </ListenRow>
      <ul className="investment-assets">
        {game.assets.map((info) => {
          const asset = info.id;
          const badge = riskBadge(info.risk);
          return (
            <li key={asset}>
              <article
                className={badge.veryRisky ? 'investment-asset investment-asset--very-risky' : 'investment-asset'}
                aria-labelledby={`inversion-${asset}`}
              >
                <h4 id={`inversion-${asset}`}>
                  <span aria-hidden="true">{info.icon}</span> {info.label}
                </h4>
                <p
                  className={badge.veryRisky ? 'uf-badge investment-risk investment-risk--high' : 'uf-badge investment-risk'}
                  data-testid={`inversion-riesgo-${asset}`}
                >
                  {badge.text}
                </p>
                <div className="mz-listen-row">
                  <p className="investment-explanation">{assetExplanation(info, group)}</p>
                  <ListenButton
                    live={`${info.label}. ${badge.text}. ${assetExplanation(info, group)} Precio: ${formatCoins(state.prices[asset] ?? 0)}. Tienes ${state.units[asset] ?? 0}.`}
                  />
                </div>
                <p>
                  Precio: <strong>{formatCoins(state.prices[asset] ?? 0)}</strong>{' '}
                  <span className="mz-note">{state.round > 1 ? TREND[priceTrend(state, asset)] : ''}</span>
                  {group === 'younger' ? <Coins amount={state.prices[asset] ?? 0} /> : null}
                  <br />
                  Tienes: <strong>{state.units[asset] ?? 0}</strong>
                </p>
                <div className="mz-actions">
                  {TRADES.map((trade) => (
                    <button
                      key={trade.verb}
                      type="button"
                      className={trade.className}
                      disabled={!play || !trade.allowed(state, asset)}
                      onClick={() => setState((s) => trade.apply(s, asset))}
                    >
                      {trade.verb} {info.label}
                    </button>
                  ))}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      {state.finished ? (
        <GameOver title={INVESTMENT_OVER} live={investmentSummary(game, state)} onPlayAgain={newPlay} role="status">
          <p>{investmentSummary(game, state)}</p>
        </GameOver>
      ) : (
        <div className="mz-actions">
          <button
            type="button"
            className="uf-button uf-button--accent"
            disabled={!play}
            onClick={() => {
              if (play) setState((s) => nextDealtRound(game, s, play.deal));
            }}
          >
            Siguiente ronda
          </button>
        </div>
      )}
    </div>
  );
}
