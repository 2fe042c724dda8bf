import { storyParagraphs } from './storyText';

describe('storyParagraphs', () => {
  it('splits paragraphs on blank lines', () => {
    expect(storyParagraphs('Plin, plin.\n\n—Abuela, me aburro —dijo.\n\nFin.')).toEqual([['Plin, plin.'], ['—Abuela, me aburro —dijo.'], ['Fin.']]);
  });

  it('keeps single line breaks as lines of one paragraph', () => {
    expect(storyParagraphs('Y empezó la lista:\n\nLos columpios, rotos.\nLa banca, despintada.')).toEqual([
      ['Y empezó la lista:'],
      ['Los columpios, rotos.', 'La banca, despintada.'],
    ]);
  });

  it('tolerates Windows line ends, extra blank lines and spaces', () => {
    expect(storyParagraphs('  Uno. \r\n\r\n\r\n  \r\nDos.\r\n')).toEqual([['Uno.'], ['Dos.']]);
  });

  it('gives nothing for missing or blank text', () => {
    expect(storyParagraphs(undefined)).toEqual([]);
    expect(storyParagraphs(null)).toEqual([]);
    expect(storyParagraphs(' \n\n ')).toEqual([]);
  });
});
