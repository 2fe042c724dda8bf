import { coinBreakdown, PESO_DENOMINATIONS, pesoPieces } from './coins';

describe('coins a child can count', () => {
  it('splits an amount into coins of 10 and of 1', () => {
    expect(coinBreakdown(43)).toEqual({ tens: 4, ones: 3 });
    expect(coinBreakdown(120)).toEqual({ tens: 12, ones: 0 });
    expect(coinBreakdown(7)).toEqual({ tens: 0, ones: 7 });
    expect(coinBreakdown(-3)).toEqual({ tens: 0, ones: 0 });
  });
});

describe('pesos as Colombian bills and coins', () => {
  const total = ({ pieces, rest }: ReturnType<typeof pesoPieces>) => pieces.reduce((sum, piece) => sum + piece.value * piece.count, rest);

  it('pays the lemonade stand’s amounts with the fewest pieces, largest first', () => {
    expect(pesoPieces(1_700)).toEqual({
      pieces: [
        { value: 1_000, kind: 'coin', count: 1 },
        { value: 500, kind: 'coin', count: 1 },
        { value: 200, kind: 'coin', count: 1 },
      ],
      rest: 0,
    });
    expect(pesoPieces(2_800)).toEqual({
      pieces: [
        { value: 2_000, kind: 'bill', count: 1 },
        { value: 500, kind: 'coin', count: 1 },
        { value: 200, kind: 'coin', count: 1 },
        { value: 100, kind: 'coin', count: 1 },
      ],
      rest: 0,
    });
    expect(pesoPieces(400)).toEqual({ pieces: [{ value: 200, kind: 'coin', count: 2 }], rest: 0 });
    expect(pesoPieces(250_000).pieces).toEqual([
      { value: 100_000, kind: 'bill', count: 2 },
      { value: 50_000, kind: 'bill', count: 1 },
    ]);
  });

  it('keeps what no coin makes as the rest, and draws a loss by its size', () => {
    expect(pesoPieces(333)).toEqual({
      pieces: [
        { value: 200, kind: 'coin', count: 1 },
        { value: 100, kind: 'coin', count: 1 },
      ],
      rest: 33,
    });
    expect(pesoPieces(30)).toEqual({ pieces: [], rest: 30 });
    expect(pesoPieces(0)).toEqual({ pieces: [], rest: 0 });
    expect(pesoPieces(-700)).toEqual(pesoPieces(700));
  });

  it('always adds up to the amount, with at most one piece of each size below the largest bill but for 2 × 20.000, 2 × 2.000 and 2 × 200', () => {
    for (let amount = 0; amount <= 400_000; amount += 37) {
      const split = pesoPieces(amount);
      expect(total(split)).toBe(amount);
      expect(split.rest).toBeLessThan(50);
      for (const piece of split.pieces) if (piece.value < 100_000) expect(piece.count).toBeLessThanOrEqual([20_000, 2_000, 200].includes(piece.value) ? 2 : 1);
    }
    expect(PESO_DENOMINATIONS.map((d) => d.value)).toEqual([...PESO_DENOMINATIONS.map((d) => d.value)].sort((a, b) => b - a));
  });
});
