import { textParagraphs } from './paragraphs';

describe('textParagraphs', () => {
  it('splits paragraphs on blank lines', () => {
    expect(textParagraphs('Plin, plin.\n\n—Abuela, me aburro —dijo.\n\nFin.')).toEqual([['Plin, plin.'], ['—Abuela, me aburro —dijo.'], ['Fin.']]);
  });

  it('keeps single line breaks as lines of one paragraph', () => {
    expect(textParagraphs('Y empezó la lista:\n\nLos columpios, rotos.\nLa banca, despintada.')).toEqual([
      ['Y empezó la lista:'],
      ['Los columpios, rotos.', 'La banca, despintada.'],
    ]);
  });

  it('tolerates Windows line ends, extra blank lines and spaces', () => {
    expect(textParagraphs('  Uno. \r\n\r\n\r\n  \r\nDos.\r\n')).toEqual([['Uno.'], ['Dos.']]);
  });

  it('gives nothing for missing or blank text', () => {
    expect(textParagraphs(undefined)).toEqual([]);
    expect(textParagraphs(null)).toEqual([]);
    expect(textParagraphs(' \n\n ')).toEqual([]);
  });
});
