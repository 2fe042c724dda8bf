import { countWords, readTimeMinutes } from './readTime';

const words = (n: number) => Array.from({ length: n }, (_, i) => `palabra${i}`).join(' ');

describe('readTime', () => {
  it('counts words across paragraphs, ignoring subheading markers and lone punctuation', () => {
    expect(countWords('## Qué necesitas\n\nTres frascos — y una   mesada.\n\n¿Listo?')).toBe(8);
    expect(countWords('')).toBe(0);
    expect(countWords('$4.000 para gastar')).toBe(3);
  });

  it('rounds up to whole minutes at 200 words a minute', () => {
    expect(readTimeMinutes(words(200))).toBe(1);
    expect(readTimeMinutes(words(201))).toBe(2);
    expect(readTimeMinutes(words(799))).toBe(4);
    expect(readTimeMinutes(words(1000))).toBe(5);
  });

  it('never answers less than one minute', () => {
    expect(readTimeMinutes('')).toBe(1);
    expect(readTimeMinutes('Hola')).toBe(1);
  });

  it('takes another reading speed', () => {
    expect(readTimeMinutes(words(300), 100)).toBe(3);
  });
});
