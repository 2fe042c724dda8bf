import { formatColombianDate, formatCop } from './colombianFormat';

describe('Colombian formats', () => {
  it('formats pesos with a dot for thousands, no decimals and the code', () => {
    expect(formatCop(79900).replace(/\s/g, ' ')).toBe('$ 79.900 COP');
    expect(formatCop(1500000).replace(/\s/g, ' ')).toBe('$ 1.500.000 COP');
  });

  it('formats dates in Spanish on the Bogotá calendar', () => {
    expect(formatColombianDate(new Date('2026-03-31T15:00:00Z'))).toBe('31 de marzo de 2026');
    // 02:00 UTC on 1 April is still 31 March in Bogotá.
    expect(formatColombianDate(new Date('2026-04-01T02:00:00Z'))).toBe('31 de marzo de 2026');
  });
});
