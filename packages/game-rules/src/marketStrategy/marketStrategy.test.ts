import { sequenceRandom } from '../random';
import { MARKET_GAME as GAME } from '../testing/marketGame';
import { applyStrategy, competitorsMoved, initialMarket, marketPoints, moved, moveExplanation, playerRank, standings } from './marketStrategy';

const NO_NOISE = () => 0.5; // randomInt(-5, 5) gives 0

describe('market strategy (spec sections 4 and 9)', () => {
  it('starts the player and the competitors at their start scores', () => {
    expect(initialMarket(GAME)).toMatchObject({ player: 100, competitors: [95, 90, 85], round: 1, finished: false });
  });

  it.each([
    ['precios', 15, -5],
    ['innovacion', 20, -2],
    ['marketing', 12, -3],
    ['alianzas', 18, 2],
  ] as const)('%s changes the player by %i and every competitor by %i', (id, player, competitors) => {
    const state = applyStrategy(GAME, initialMarket(GAME), id, NO_NOISE);
    expect(state.player).toBe(100 + player);
    expect(state.competitors).toEqual([95 + competitors, 90 + competitors, 85 + competitors]);
  });

  it('ignores a strategy it does not know', () => {
    const state = initialMarket(GAME);
    expect(applyStrategy(GAME, state, 'trampa', NO_NOISE)).toBe(state);
  });

  it('adds a random −noise to +noise to each change', () => {
    const low = applyStrategy(GAME, initialMarket(GAME), 'innovacion', () => 0);
    expect(low.player).toBe(100 + 20 - 5);
    expect(low.competitors).toEqual([95 - 2 - 5, 90 - 2 - 5, 85 - 2 - 5]);
    const mixed = applyStrategy(GAME, initialMarket(GAME), 'alianzas', sequenceRandom(0.9999, 0, 0.5, 0.9999));
    expect(mixed.player).toBe(100 + 18 + 5);
    expect(mixed.competitors).toEqual([95 + 2 - 5, 90 + 2, 85 + 2 + 5]);
    expect(mixed.lastMove).toEqual({ strategy: 'alianzas', playerChange: 23, competitorChanges: [-3, 2, 7] });
    for (let i = 0; i < 300; i++) {
      const strategy = GAME.strategies[i % 4]!;
      const next = applyStrategy(GAME, initialMarket(GAME), strategy.id, Math.random);
      expect(Math.abs(next.player - 100 - strategy.player)).toBeLessThanOrEqual(5);
    }
  });

  it('ends after the last round and ranks the player', () => {
    let state = initialMarket(GAME);
    for (let i = 0; i < 5; i++) state = applyStrategy(GAME, state, 'innovacion', NO_NOISE);
    expect(state).toMatchObject({ finished: true, round: 6, player: 200 });
    expect(applyStrategy(GAME, state, 'precios', NO_NOISE)).toBe(state);
    expect(playerRank(state)).toBe(1);
    expect(marketPoints(GAME, state)).toBe(150);
    expect(standings(GAME, state)[0]).toMatchObject({ isPlayer: true, score: 200 });
  });

  it('counts a tie in the player’s favour and never goes below 0', () => {
    const tie = { ...initialMarket(GAME), player: 95 };
    expect(playerRank(tie)).toBe(1);
    expect(standings(GAME, tie, 'Yo')[0]).toMatchObject({ name: 'Yo' });
    expect(standings(GAME, tie).map((row) => row.name)).toEqual(['Tu negocio', 'Uno', 'Dos', 'Tres']);
    expect(playerRank({ ...initialMarket(GAME), player: 10 })).toBe(4);
    const low = applyStrategy(GAME, { ...initialMarket(GAME), competitors: [1, 1, 1] }, 'precios', () => 0);
    expect(low.competitors).toEqual([0, 0, 0]);
    expect(marketPoints(GAME, { ...initialMarket(GAME), player: 10 })).toBe(0);
  });

  it('says in one sentence why the scores moved: the strategy’s reason, and the luck when it played a part', () => {
    const plain = applyStrategy(GAME, initialMarket(GAME), 'precios', NO_NOISE);
    expect(moveExplanation(GAME, plain.lastMove)).toBe(
      'Bajar precios: tu puntaje subió 15 puntos y el de tus competidores bajó, porque tus precios son los más bajos.',
    );
    expect(moveExplanation(GAME, { strategy: 'precios', playerChange: 18, competitorChanges: [-5, -5, -5] })).toBe(
      'Bajar precios: tu puntaje subió 18 puntos y el de tus competidores bajó, porque tus precios son los más bajos, y la suerte te sumó 3 puntos.',
    );
    expect(moveExplanation(GAME, { strategy: 'alianzas', playerChange: 17, competitorChanges: [4, -1, 2] })).toBe(
      'Alianzas: tu puntaje subió 17 puntos y el de tus competidores cambió un poco, porque trabajan en equipo, y la mala suerte te quitó 1 punto.',
    );
    expect(moveExplanation(GAME, null)).toBe('');
    expect(moveExplanation(GAME, { strategy: 'trampa', playerChange: 0, competitorChanges: [] })).toBe('');
  });

  it('names how scores moved', () => {
    expect([moved(1), moved(-3), moved(0)]).toEqual(['subió 1 punto', 'bajó 3 puntos', 'no cambió']);
    expect([competitorsMoved([1, 2]), competitorsMoved([-1, -2]), competitorsMoved([0, 0]), competitorsMoved([1, -1])]).toEqual([
      'subió',
      'bajó',
      'no cambió',
      'cambió un poco',
    ]);
  });
});
