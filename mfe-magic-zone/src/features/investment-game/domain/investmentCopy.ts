import type { InvestmentRisk } from '@universo/contracts';
import type { InvestmentAsset, InvestmentGameRules } from '@universo/platform/api/content';
import { type InvestmentState, portfolioValue } from '@universo/game-rules';
import type { AgeGroup } from '../../../shared/age/ageGroup';

// What the investment game says to the child (its rules are @universo/game-rules', shared with svc-content).

/** The badge of an investment's risk: what a child reads, and whether it is marked as very risky. */
export function riskBadge(risk: InvestmentRisk): { text: string; veryRisky: boolean } {
  switch (risk) {
    case 'muchísimo':
      return { text: '⚠️ Muy arriesgada', veryRisky: true };
    case 'bastante':
      return { text: 'Sube y baja bastante', veryRisky: false };
    case 'poco':
      return { text: 'Tranquila: cambia poco', veryRisky: false };
  }
}

/**
 * What an investment is, for the child's age: the short picture for 6 and 7; for older children
 * (or an unknown age) the fuller explanation with how far its price can move in a round.
 */
export function assetExplanation(asset: InvestmentAsset, group: AgeGroup): string {
  if (group === 'younger') return asset.simpleExplanation;
  return `${asset.explanation} Su precio puede subir o bajar hasta ${Math.round(asset.volatility * 100)} % en cada ronda.`;
}

/** The end of the game in a child's words: what the money became, and the lesson when it went down. */
export function investmentSummary(game: InvestmentGameRules, state: InvestmentState): string {
  const value = portfolioValue(state);
  const coins = (n: number) => `${n} ${n === 1 ? 'moneda' : 'monedas'}`;
  const start = `Empezaste con ${coins(game.rules.startCash)} y terminaste con ${coins(value)}`;
  if (value > game.rules.startCash) return `${start}: ¡ganaste ${coins(value - game.rules.startCash)}!`;
  if (value === game.rules.startCash) return `${start}: quedaste igual, como en la alcancía.`;
  return `${start}: perdiste ${coins(game.rules.startCash - value)}, porque los precios pueden subir o bajar; repartir tus monedas en varias cosas te cuida.`;
}
