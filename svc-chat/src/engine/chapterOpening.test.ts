import { chapterOpening } from './chapterOpening';
import { replyProblem } from './replyRules';

const MARKET = {
  title: 'El Mercado de Don Ramón',
  description: 'Entre frutas y verduras, Francesca aprende por qué las cosas tienen un precio.',
};

describe('chapterOpening', () => {
  it('names the chapter and tells what happens in it, from the chapter data, then asks about it', () => {
    const reply = chapterOpening(MARKET, 'greeting', '¡Hola!', 'seed-1');
    expect(reply).toContain('«El Mercado de Don Ramón»');
    expect(reply).toContain(MARKET.description);
    expect(reply).toMatch(/\?$/);
    expect(replyProblem(reply)).toBeNull();
  });

  it('uses whatever chapter it is given: no text is written per chapter', () => {
    const reply = chapterOpening({ title: 'Un capítulo nuevo', description: 'Alguien aprende algo nuevo.' }, 'fallback', 'x', 'seed-2');
    expect(reply).toContain('«Un capítulo nuevo»');
    expect(reply).toContain('Alguien aprende algo nuevo.');
  });

  it('answers a question about something else and names the chapter before, when it fits', () => {
    const answer = 'Para ahorrar, guarda un poquito cada semana.';
    const reply = chapterOpening(MARKET, 'saving', answer, 'seed-3');
    expect(reply).toContain('«El Mercado de Don Ramón»');
    expect(reply.endsWith(answer)).toBe(true);
  });

  it('leaves the description out when it would make the reply too long to read', () => {
    const long = { title: 'Largo', description: `${'Una frase muy larga con muchas palabras '.repeat(8)}.` };
    const reply = chapterOpening(long, 'greeting', '¡Hola!', 'seed-4');
    expect(reply).toContain('«Largo»');
    expect(reply).not.toContain('muchas palabras');
    expect(replyProblem(reply)).toBeNull();
  });

  it('varies with the conversation and is the same on every replica for one conversation', () => {
    const replies = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => chapterOpening(MARKET, 'greeting', '', seed)));
    expect(replies.size).toBeGreaterThan(1);
    expect(chapterOpening(MARKET, 'greeting', '', 'a')).toBe(chapterOpening(MARKET, 'greeting', '', 'a'));
  });
});
