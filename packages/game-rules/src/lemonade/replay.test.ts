import { LEMONADE_LIMITS, LEMONADE_PROBLEMS, lemonadeMovesOf, lemonadeOutcome, replayLemonade } from './replay';

describe('Puesto de Limonada report (the same arithmetic on both sides)', () => {
  it('recomputes the day from what the calculator reports: cost, income, the ganancia and its score', () => {
    const report = { lemons: 5, sugarPacks: 2, cups: 10, pricePerCup: 300, cupsSold: 8 };
    expect(lemonadeMovesOf(report)).toBe('5,2,10,300,8');
    const replayed = replayLemonade('5,2,10,300,8');
    expect('day' in replayed && lemonadeOutcome(replayed.report, replayed.day)).toEqual({
      moves: '5,2,10,300,8',
      cost: 1700,
      price: 300,
      cupsSold: 8,
      income: 2400,
      profit: 700,
      score: 7,
    });
    // A day that loses money is a day too.
    const loss = replayLemonade('5,2,10,100,1');
    expect('day' in loss && lemonadeOutcome(loss.report, loss.day)).toMatchObject({ income: 100, profit: -1600, score: 0 });
  });

  it('refuses what is not five whole numbers', () => {
    for (const moves of ['5,2,10,300', '5,2,10,300,8,1', '5,2,-10,300,8', '5,2,10,3.5,8', 'cinco', null, 58]) {
      expect(replayLemonade(moves)).toEqual({ problem: LEMONADE_PROBLEMS.format });
    }
  });

  it('refuses a day beyond the limits, with no cup sold, or selling cups never prepared', () => {
    const unreachable = { problem: LEMONADE_PROBLEMS.unreachable };
    expect(replayLemonade(`5,2,10,${LEMONADE_LIMITS.pricePerCup + 1},8`)).toEqual(unreachable);
    expect(replayLemonade(`5,2,${LEMONADE_LIMITS.cups + 1},300,8`)).toEqual(unreachable);
    expect(replayLemonade('5,2,10,300,0')).toEqual(unreachable);
    expect(replayLemonade('5,2,10,300,11')).toEqual(unreachable);
    expect(
      'day' in
        replayLemonade(
          `${LEMONADE_LIMITS.lemons},${LEMONADE_LIMITS.sugarPacks},${LEMONADE_LIMITS.cups},${LEMONADE_LIMITS.pricePerCup},${LEMONADE_LIMITS.cups}`,
        ),
    ).toBe(true);
  });
});
