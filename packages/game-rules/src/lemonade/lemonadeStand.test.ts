import {
  costPerCup,
  cupSentence,
  daySentence,
  lemonadeDay,
  LEMONADE_PRICES,
  lemonadeCosts,
  lemonadePoints,
  lemonadeSales,
  suggestedPricePerCup,
  wholeQuantity,
} from './lemonadeStand';

describe('lemonade stand calculator (spec sections 5 and 9)', () => {
  it('prices a lemon at 200, a sugar pack at 100 and a cup at 50', () => {
    expect(LEMONADE_PRICES).toEqual({ lemon: 200, sugarPack: 100, cup: 50 });
  });

  it.each([
    ['3', 3],
    [' 12 ', 12],
    ['0', 0],
    ['', 0],
    ['-2', 0],
    ['2.5', 0],
    ['abc', 0],
    ['1e3', 0],
    [7, 7],
    [-1, 0],
    [Number.NaN, 0],
  ] as const)('reads %p as %p (whole, minimum 0, invalid counts as 0)', (input, expected) => {
    expect(wholeQuantity(input)).toBe(expected);
  });

  it('adds up the total cost', () => {
    expect(lemonadeCosts({ lemons: 5, sugarPacks: 2, cups: 10 })).toEqual({ lemons: 1000, sugarPacks: 200, cups: 500, total: 1700 });
    expect(lemonadeCosts({ lemons: 0, sugarPacks: 0, cups: 0 }).total).toBe(0);
  });

  it('suggests a price per cup that covers its cost twice, rounded up to 50 pesos', () => {
    expect(costPerCup(1700, 10)).toBe(170);
    expect(suggestedPricePerCup(1700, 10)).toBe(350);
    expect(suggestedPricePerCup(500, 10)).toBe(100);
    expect(suggestedPricePerCup(1700, 0)).toBeNull();
    expect(costPerCup(1700, 0)).toBeNull();
  });

  it('computes the profit for the cups sold, never more cups than prepared', () => {
    const quantities = { lemons: 5, sugarPacks: 2, cups: 10 };
    expect(lemonadeSales(quantities, 8, 350)).toEqual({ cupsSold: 8, cappedToCups: false, income: 2800, profit: 1100 });
    expect(lemonadeSales(quantities, 3, 350).profit).toBe(-650);
    expect(lemonadeSales(quantities, 15, 350)).toMatchObject({ cupsSold: 10, cappedToCups: true, profit: 1800 });
  });

  it('at the child’s own price: profit per cup is price − cost of a cup, profit of the day is income − all costs', () => {
    const quantities = { lemons: 5, sugarPacks: 2, cups: 10 };
    const day = lemonadeDay(quantities, 8, 300);
    expect(day).toEqual({ cupsSold: 8, cappedToCups: false, income: 2400, profit: 700, pricePerCup: 300, costPerCup: 170, profitPerCup: 130, costs: 1700 });
    expect(cupSentence(day)).toBe('Cada vaso te cuesta $170 y lo vendes a $300: ganas $130 por vaso.');
    expect(daySentence(day)).toBe('Si vendes 8 vasos a $300, cobras $2.400 y gastaste $1.700: tu ganancia del día es $700.');
  });

  it('says so when a cup or a day loses money', () => {
    const quantities = { lemons: 5, sugarPacks: 2, cups: 10 };
    const cheap = lemonadeDay(quantities, 10, 100);
    expect(cheap.profitPerCup).toBe(-70);
    expect(cupSentence(cheap)).toBe('Cada vaso te cuesta $170 y lo vendes a $100: pierdes $70 en cada vaso; sube el precio.');
    expect(daySentence(cheap)).toBe(
      'Si vendes 10 vasos a $100, cobras $1.000 y gastaste $1.700: pierdes $700; vende más vasos, compra menos o sube el precio.',
    );
    const few = lemonadeDay(quantities, 1, 350);
    expect(few.profit).toBe(-1350);
    expect(daySentence(few)).toMatch(/^Si vendes 1 vaso a \$350, cobras \$350 y gastaste \$1\.700: pierdes \$1\.350;/);
    expect(cupSentence(lemonadeDay(quantities, 10, 170))).toBe('Cada vaso te cuesta $170 y lo vendes a $170: no ganas nada por vaso; sube un poco el precio.');
    expect(daySentence(lemonadeDay(quantities, 10, 170))).toBe('Si vendes 10 vasos a $170, cobras $1.700 y gastaste $1.700: no ganas ni pierdes.');
    const noCups = lemonadeDay({ lemons: 1, sugarPacks: 0, cups: 0 }, 3, 300);
    expect(noCups).toMatchObject({ cupsSold: 0, costPerCup: null, profitPerCup: null, profit: -200 });
    expect(cupSentence(noCups)).toBe('Agrega vasos: cada vaso de limonada necesita su vaso.');
  });

  it('turns the profit into progress points', () => {
    expect(lemonadePoints(1100)).toBe(11);
    expect(lemonadePoints(-650)).toBe(0);
    expect(lemonadePoints(10_000_000)).toBe(1000);
  });
});
