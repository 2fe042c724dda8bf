import {
  formatCents,
  formatColombianDate,
  formatColombianDateTime,
  formatColombianDayMonth,
  formatCop,
  formatOneDecimal,
  formatPesos,
  formatWholeNumber,
} from './colombianFormat';

/** Intl separates the symbol with a no-break space; compare what a reader sees. */
const visible = (text: string | null) => text?.replace(/\s/g, ' ');

describe('formatCop', () => {
  it('writes whole pesos with Colombian thousands separators', () => {
    expect(visible(formatCop(79900))).toBe('$ 79.900 COP');
    expect(visible(formatCop(1250000))).toBe('$ 1.250.000 COP');
    expect(visible(formatCop(0))).toBe('$ 0 COP');
  });
});

describe('formatPesos and formatWholeNumber', () => {
  it('write whole pesos as the games show them', () => {
    expect(formatPesos(1500)).toBe('$1.500');
    expect(formatPesos(1249.6)).toBe('$1.250');
    expect(formatPesos(0)).toBe('$0');
    expect(formatWholeNumber(79900)).toBe('79.900');
    expect(formatWholeNumber(1250000.4)).toBe('1.250.000');
  });

  it("groups whole numbers exactly as Intl's es-CO does", () => {
    const intl = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });
    const samples = [0, 7, 99, 999, 1000, 7900, 12345, 999999, 1000000, -1, -1500, -79900.6, 2 ** 40, Number.MAX_SAFE_INTEGER, 1e21, Infinity];
    for (let n = 997; n < 100_000; n += 997) samples.push(n, -n);
    for (const n of samples) expect([n, formatWholeNumber(n)]).toEqual([n, intl.format(Math.round(n))]);
    // Where Intl writes "-0", a child reads 0.
    expect(formatWholeNumber(-0.3)).toBe('0');
  });
});

describe('formatColombianDate', () => {
  it('writes the day on the Bogotá calendar, in Spanish', () => {
    expect(formatColombianDate('2026-03-31T15:00:00.000Z')).toBe('31 de marzo de 2026');
    // 02:00 UTC on 1 March is still 28 February in Bogotá (UTC-5).
    expect(formatColombianDate('2025-03-01T02:00:00.000Z')).toBe('28 de febrero de 2025');
    expect(formatColombianDate(new Date('2026-01-05T12:00:00.000Z'))).toBe('5 de enero de 2026');
    // 02:00 UTC on 1 April is still 31 March in Bogotá.
    expect(formatColombianDate(new Date('2026-04-01T02:00:00Z'))).toBe('31 de marzo de 2026');
  });

  it('is null without a valid date', () => {
    expect(formatColombianDate(null)).toBeNull();
    expect(formatColombianDate(undefined)).toBeNull();
    expect(formatColombianDate('')).toBeNull();
    expect(formatColombianDate('mañana')).toBeNull();
  });
});

describe('formatColombianDateTime', () => {
  it('adds the Bogotá time', () => {
    const text = visible(formatColombianDateTime('2026-03-03T15:15:00.000Z'));
    expect(text).toContain('3 de marzo de 2026');
    expect(text).toContain('10:15');
    expect(text).toMatch(/a\. m\./);
  });

  it('is null without a valid date', () => {
    expect(formatColombianDateTime('not a date')).toBeNull();
  });
});

describe('formatColombianDayMonth', () => {
  it('writes the day and month on the Bogotá calendar, or null', () => {
    expect(formatColombianDayMonth('2026-11-14T15:00:00.000Z')).toBe('14 de noviembre');
    // 03:00 UTC on 15 November is still the 14th in Bogotá.
    expect(formatColombianDayMonth('2026-11-15T03:00:00.000Z')).toBe('14 de noviembre');
    expect(formatColombianDayMonth('no es fecha')).toBeNull();
    expect(formatColombianDayMonth(null)).toBeNull();
  });
});

describe('formatCents and formatOneDecimal', () => {
  it('write two decimals with the currency named, and one decimal, with Colombian separators', () => {
    expect(visible(formatCents(2999, 'USD'))).toBe('US$ 29,99');
    expect(visible(formatCents(7990000, 'COP'))).toBe('$ 79.900,00');
    expect(formatOneDecimal(12.44)).toBe('12,4');
    expect(formatOneDecimal(3)).toBe('3,0');
  });
});
