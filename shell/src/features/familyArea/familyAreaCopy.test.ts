import { CONSENT_KINDS } from '@universo/contracts';
import { CONSENT_LABELS, formatMoment, resultSummary } from './familyAreaCopy';

describe('the family area copy', () => {
  it('names every consent kind', () => {
    for (const kind of CONSENT_KINDS) expect(CONSENT_LABELS[kind]).toMatch(/^[A-Z]/);
  });

  it('formats a moment in Bogotá time, in Spanish', () => {
    expect(formatMoment('2026-11-25T20:04:00Z')).toMatch(/25 de noviembre de 2026/);
    expect(formatMoment('2026-11-25T20:04:00Z')).toMatch(/3:04/);
    expect(formatMoment('no es una fecha')).toBe('');
  });

  it('summarises a result: points first, then the simple values recorded', () => {
    expect(resultSummary(80, { ahorrado: 30, meta: 'bicicleta', logrado: true, rondas: [1, 2] })).toBe(
      '80 puntos · ahorrado: 30 · meta: bicicleta · logrado: sí',
    );
    expect(resultSummary(1, null)).toBe('1 punto');
    expect(resultSummary(null, null)).toBe('');
  });
});
