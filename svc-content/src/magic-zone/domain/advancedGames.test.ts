import { ADVANCED_GAME_IDS } from '@universo/contracts';
import { advancedGames } from './advancedGames';

describe('the advanced games the service sends (spec sections 4 and 9)', () => {
  const games = advancedGames();

  it('lists the three games in order, each with its texts', () => {
    expect(games.games.map((g) => g.id)).toEqual([...ADVANCED_GAME_IDS]);
    for (const game of games.games) {
      expect(game.title.length).toBeGreaterThan(5);
      expect(game.intro).toMatch(/[áéíóúñ¡¿]/);
    }
    expect(games.games[0]?.intro).toBe(
      'Compra productos, consigue clientes y mejora tu tienda. Cada día vendes lo que puedas a 8 monedas por producto. Tu ganancia es lo que cobras menos lo que pagas. ¡Tienes 10 días!',
    );
  });

  // The spec's numbers; how long each game lasts and the shop's default name are the product's own choices.
  it.each([
    [
      'business simulator: capital 100, sale price 8 after 1 s, message 3 s',
      () => games.simulator.rules,
      { startCapital: 100, salePrice: 8, saleDelayMs: 1000, messageMs: 3000 },
    ],
    ['investment: cash 100, never below 5', () => games.investment.rules, { startCash: 100, minPrice: 5 }],
    ['market strategy: player 100, competitors 95, 90, 85, noise ±5', () => games.market.rules, { playerStart: 100, competitorStarts: [95, 90, 85], noise: 5 }],
  ])('%s', (_title, rules: () => object, spec: object) => {
    expect(rules()).toMatchObject(spec);
  });

  it('business simulator: buy 20 (+5), ads 15 (+3), improve 30 (+2, +2); a season of 10 days in «Mi Tienda Mágica»', () => {
    expect(games.simulator.rules).toMatchObject({ days: 10, defaultShopName: 'Mi Tienda Mágica' });
    expect(games.simulator.actions.map(({ id, cost, products, customers }) => [id, cost, products, customers])).toEqual([
      ['comprar', 20, 5, 0],
      ['publicidad', 15, 0, 3],
      ['mejorar', 30, 2, 2],
    ]);
  });

  it('investment: stocks 10, bonds 15, crypto 25 with volatility 0.3, 0.1, 0.5; 10 rounds', () => {
    expect(games.investment.rules.rounds).toBe(10);
    expect(games.investment.assets.map(({ id, startPrice, volatility }) => [id, startPrice, volatility])).toEqual([
      ['acciones', 10, 0.3],
      ['bonos', 15, 0.1],
      ['cripto', 25, 0.5],
    ]);
  });

  it('investment speaks to a child: the alcancía against a fruit tree, prices that can go up or down, the riskiest asset named and marked as such', () => {
    const intro = games.games.find((g) => g.id === 'inversion')?.intro ?? '';
    expect(intro).toContain('alcancía');
    expect(intro).toContain('árbol de frutas');
    expect(intro).toContain('puede subir o bajar');
    const [stocks, bonds, crypto] = games.investment.assets;
    expect([stocks?.risk, bonds?.risk, crypto?.risk]).toEqual(['bastante', 'poco', 'muchísimo']);
    // The riskiest is the one that moves most (spec: volatility 0.5), told as a child would picture it.
    expect(crypto?.volatility).toBe(Math.max(...games.investment.assets.map((a) => a.volatility)));
    expect(crypto?.label).toBe('Monedas de internet');
    expect(crypto?.simpleExplanation).toBe('Como una montaña rusa: sube muchísimo o baja muchísimo.');
    for (const asset of games.investment.assets) {
      expect(asset.simpleExplanation.split(/\s+/).length).toBeLessThanOrEqual(12);
      expect(asset.explanation).not.toMatch(/cripto|blockchain|volatil/i);
    }
  });

  it('market strategy: the four strategies’ effects; 5 rounds, 50 points for ending first', () => {
    expect(games.market.rules).toMatchObject({ rounds: 5, leaderBonus: 50 });
    expect(games.market.strategies.map(({ id, player, competitors }) => [id, player, competitors])).toEqual([
      ['precios', 15, -5],
      ['innovacion', 20, -2],
      ['marketing', 12, -3],
      ['alianzas', 18, 2],
    ]);
    expect(games.market.competitorNames).toHaveLength(games.market.rules.competitorStarts.length);
    // Each strategy says why the scores move, to end the round's sentence ("…, porque ___.").
    for (const strategy of games.market.strategies) expect(strategy.why).toMatch(/^[a-záéíóúñ][^.]+[a-z]$/);
  });
});
