import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkPersona } from './persona';
import { canConverse, type ChatTurn, composeReply, words } from './reply';

const francesca = checkPersona(JSON.parse(readFileSync(join(__dirname, 'data', 'francesca.json'), 'utf8')), 'francesca.json');
const reply = (message: string, history: ChatTurn[] = []) => composeReply({ character: 'francesca', message, history });

describe('composeReply (Francesca)', () => {
  it.each(['hola', 'Hola!!', '¡HOLA Francesca!', 'buenos días', 'Buenas tardes, ¿qué tal?', 'holi'])(
    'greets back when the child greets: %p',
    (message) => {
      expect(francesca.greetings).toContain(reply(message));
    },
  );

  it('does not take a word that merely starts like a greeting for one', () => {
    expect(francesca.greetings).not.toContain(reply('Holanda es un país'));
  });

  it.each([
    ['quiero ahorrar para una bicicleta', 'ahorro'],
    ['¿Cómo hago un negocio de limonada?', 'negocio'],
    ['cuánto dinero necesito', 'dinero'],
    ['me quiero comprar un juguete', 'gastar'],
    ['quiero ayudar a mi abuela', 'compartir'],
    ['tengo una idea genial', 'ideas'],
    ['mi sueño es ser astronauta', 'metas'],
    ['me da miedo equivocarme', 'animo'],
  ])('answers %p with the %s topic', (message, topicId) => {
    const topic = francesca.topics.find((t) => t.id === topicId)!;
    expect(topic.replies).toContain(reply(message));
  });

  it('mentions the child’s topic in its answer', () => {
    expect(reply('quiero ahorrar')).toMatch(/ahorr/i);
    expect(reply('quiero vender pulseras')).toMatch(/negocio|emprende|vender/i);
  });

  it('says hello first when the child greets and asks at once', () => {
    const answer = reply('Hola Francesca, quiero ahorrar');
    expect(francesca.greetingOpeners.some((opener) => answer.startsWith(opener))).toBe(true);
    expect(answer).toMatch(/ahorr/i);
  });

  it('encourages when it does not recognise the topic', () => {
    expect(francesca.encouragements).toContain(reply('el cielo es azul'));
  });

  it('varies the answer along the conversation, deterministically', () => {
    const first = reply('quiero ahorrar');
    const history: ChatTurn[] = [
      { message: 'quiero ahorrar', isUser: true },
      { message: first, isUser: false },
    ];
    expect(reply('quiero ahorrar', history)).not.toBe(first);
    expect(reply('quiero ahorrar', history)).toBe(reply('quiero ahorrar', history));
  });

  it('answers in Spanish, warmly and briefly', () => {
    for (const message of ['hola', 'quiero ahorrar', 'xyz']) {
      const answer = reply(message);
      expect(answer.length).toBeLessThanOrEqual(300);
      expect(answer).toMatch(/[¡¿]/);
    }
  });

  it('knows only Francesca for now', () => {
    expect(canConverse('francesca')).toBe(true);
    expect(canConverse('chispas')).toBe(false);
    expect(() => composeReply({ character: 'chispas', message: 'hola', history: [] })).toThrow();
  });
});

describe('words', () => {
  it('lowers case and drops accents and punctuation', () => {
    expect(words('¡Mañana AHORRARÉ, sí!')).toEqual(['manana', 'ahorrare', 'si']);
  });
});

describe('checkPersona', () => {
  it('refuses a persona without answers', () => {
    expect(() => checkPersona({ ...francesca, greetings: [] }, 'x.json')).toThrow(/x\.json/);
  });
});
