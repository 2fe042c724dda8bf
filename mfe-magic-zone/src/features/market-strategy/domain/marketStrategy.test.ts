import { sequenceRandom } from '../../../shared/random';
import {
  applyStrategy,
  initialMarket,
  MARKET_RULES,
  marketPoints,
  playerRank,
  STRATEGIES,
  STRATEGY_IDS,
  standings,
} from './marketStrategy';

const NO_NOISE = () => 0.5; // randomInt(-5, 5) gives 0

describe('market strategy (spec sections 4 and 9)', () => {
  it('starts the player at 100 and the competitors at 95, 90, 85', () => {
    expect(initialMarket()).toMatchObject({ player: 100, competitors: [95, 90, 85], round: 1, finished: false });
  });

  it.each([
    ['precios', 15, -5],
    ['innovacion', 20, -2],
    ['marketing', 12, -3],
    ['alianzas', 18, 2],
  ] as const)('%s changes the player by %i and every competitor by %i', (id, player, competitors) => {
    expect(STRATEGIES[id]).toMatchObject({ player, competitors });
    const state = applyStrategy(initialMarket(), id, NO_NOISE);
    expect(state.player).toBe(100 + player);
    expect(state.competitors).toEqual([95 + competitors, 90 + competitors, 85 + competitors]);
  });

  it('adds a random −5 to +5 to each change', () => {
    const low = applyStrategy(initialMarket(), 'innovacion', () => 0);
    expect(low.player).toBe(100 + 20 - 5);
    expect(low.competitors).toEqual([95 - 2 - 5, 90 - 2 - 5, 85 - 2 - 5]);
    const mixed = applyStrategy(initialMarket(), 'alianzas', sequenceRandom(0.9999, 0, 0.5, 0.9999));
    expect(mixed.player).toBe(100 + 18 + 5);
    expect(mixed.competitors).toEqual([95 + 2 - 5, 90 + 2, 85 + 2 + 5]);
    expect(mixed.lastMove).toEqual({ strategy: 'alianzas', playerChange: 23, competitorChanges: [-3, 2, 7] });
    for (let i = 0; i < 300; i++) {
      const id = STRATEGY_IDS[i % 4]!;
      const next = applyStrategy(initialMarket(), id, Math.random);
      expect(Math.abs(next.player - 100 - STRATEGIES[id].player)).toBeLessThanOrEqual(MARKET_RULES.noise);
    }
  });

  it('ends after 5 rounds and ranks the player', () => {
    let state = initialMarket();
    for (let i = 0; i < 5; i++) state = applyStrategy(state, 'innovacion', NO_NOISE);
    expect(state).toMatchObject({ finished: true, round: 6, player: 200 });
    expect(applyStrategy(state, 'precios', NO_NOISE)).toBe(state);
    expect(playerRank(state)).toBe(1);
    expect(marketPoints(state)).toBe(150);
    expect(standings(state)[0]).toMatchObject({ isPlayer: true, score: 200 });
  });

  it('counts a tie in the player’s favour and never goes below 0', () => {
    const tie = { ...initialMarket(), player: 95 };
    expect(playerRank(tie)).toBe(1);
    expect(standings(tie, 'Yo')[0]).toMatchObject({ name: 'Yo' });
    expect(playerRank({ ...initialMarket(), player: 10 })).toBe(4);
    const low = applyStrategy({ ...initialMarket(), competitors: [1, 1, 1] }, 'precios', () => 0);
    expect(low.competitors).toEqual([0, 0, 0]);
    expect(marketPoints({ ...initialMarket(), player: 10 })).toBe(0);
  });
});
