import { coinBreakdown } from './coins';

describe('coins a child can count', () => {
  it('splits an amount into coins of 10 and of 1', () => {
    expect(coinBreakdown(43)).toEqual({ tens: 4, ones: 3 });
    expect(coinBreakdown(120)).toEqual({ tens: 12, ones: 0 });
    expect(coinBreakdown(7)).toEqual({ tens: 0, ones: 7 });
    expect(coinBreakdown(-3)).toEqual({ tens: 0, ones: 0 });
  });
});
