import type { InvestmentGameRules } from '@universo/platform/api/content';
import { buy, initialInvestment } from '@universo/game-rules';
import { assetExplanation, investmentSummary, riskBadge } from './investmentCopy';

/** The spec's numbers (sections 4 and 9), as svc-content sends them; the texts are placeholders. */
const GAME: InvestmentGameRules = {
  rules: { startCash: 100, minPrice: 5, rounds: 10 },
  assets: [
    {
      id: 'acciones',
      label: 'A',
      icon: '',
      startPrice: 10,
      volatility: 0.3,
      explanation: 'Partes de una empresa.',
      simpleExplanation: 'Un pedacito.',
      risk: 'bastante',
    },
    { id: 'bonos', label: 'B', icon: '', startPrice: 15, volatility: 0.1, explanation: 'Un préstamo.', simpleExplanation: 'Prestas.', risk: 'poco' },
    {
      id: 'cripto',
      label: 'C',
      icon: '',
      startPrice: 25,
      volatility: 0.5,
      explanation: 'Dinero de internet.',
      simpleExplanation: 'Una montaña rusa.',
      risk: 'muchísimo',
    },
  ],
};

describe('investment game copy', () => {
  it('marks only the riskiest investment as very risky', () => {
    expect(GAME.assets.map((asset) => riskBadge(asset.risk))).toEqual([
      { text: 'Sube y baja bastante', veryRisky: false },
      { text: 'Tranquila: cambia poco', veryRisky: false },
      { text: '⚠️ Muy arriesgada', veryRisky: true },
    ]);
  });

  it('explains an investment for the child’s age: the short picture for 6-7, how far it can move for older children', () => {
    const crypto = GAME.assets[2]!;
    expect(assetExplanation(crypto, 'younger')).toBe('Una montaña rusa.');
    expect(assetExplanation(crypto, 'older')).toBe('Dinero de internet. Su precio puede subir o bajar hasta 50 % en cada ronda.');
    expect(assetExplanation(GAME.assets[1]!, 'unknown')).toBe('Un préstamo. Su precio puede subir o bajar hasta 10 % en cada ronda.');
  });

  it('ends with what the money became, and why it went down when it did', () => {
    const start = initialInvestment(GAME);
    expect(investmentSummary(GAME, start)).toBe('Empezaste con 100 monedas y terminaste con 100 monedas: quedaste igual, como en la alcancía.');
    const boughtCrypto = buy(start, 'cripto');
    expect(investmentSummary(GAME, { ...boughtCrypto, prices: { ...boughtCrypto.prices, cripto: 13 } })).toBe(
      'Empezaste con 100 monedas y terminaste con 88 monedas: perdiste 12 monedas, porque los precios pueden subir o bajar; repartir tus monedas en varias cosas te cuida.',
    );
    expect(investmentSummary(GAME, { ...boughtCrypto, prices: { ...boughtCrypto.prices, cripto: 37 } })).toBe(
      'Empezaste con 100 monedas y terminaste con 112 monedas: ¡ganaste 12 monedas!',
    );
  });
});
