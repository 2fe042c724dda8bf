import { clipFileName, speechChunks, spokenForm } from './clipName';

describe('the texts the voice reads', () => {
  it('names a clip by its words, whatever the spacing', () => {
    expect(clipFileName('Elige  tu\nmeta.')).toBe(clipFileName('Elige tu meta.'));
    expect(clipFileName('Elige tu meta.')).not.toBe(clipFileName('Elige tu meta!'));
  });

  it('says prices in pesos and the minus sign in Spanish', () => {
    expect(spokenForm('Un limón cuesta $200 y el día −$1.500.')).toBe('Un limón cuesta 200 pesos y el día menos 1.500 pesos.');
    expect(spokenForm('Tú +10, competidores -5 (±3).')).toBe('Tú +10, competidores menos 5 (más o menos 3).');
    expect(spokenForm('Ingresos − costos')).toBe('Ingresos − costos');
  });

  it('cuts a long text at sentence ends, and a sentence too long between words', () => {
    expect(speechChunks('Uno. Dos. Tres.', 9)).toEqual(['Uno. Dos.', 'Tres.']);
    expect(speechChunks('palabra palabra palabra', 16)).toEqual(['palabra palabra', 'palabra']);
    expect(speechChunks('corto', 300)).toEqual(['corto']);
    expect(speechChunks('   ', 300)).toEqual([]);
    expect(speechChunks('a'.repeat(20), 8).every((piece) => piece.length <= 8)).toBe(true);
  });
});
