import { CHARACTER_IDS, type CharacterId } from '@universo/contracts';
import type { PlanKind } from './conversation';
import { type Persona, PERSONAS } from './persona';
import { REDACTED } from '@universo/personal-data';
import { type ChatTurn, type EngineReply, respond } from './reply';
import { replyProblem } from './replyRules';
import { MASK } from './unsafeLanguage';

/** A conversation that stores what the service would store, so memory works as in production. */
function conversation(character: CharacterId, seed = 'sesion-de-prueba') {
  const history: ChatTurn[] = [];
  return {
    history,
    say(message: string): EngineReply {
      const answer = respond({ character, message, history, seed });
      history.push({ message: answer.storedMessage, isUser: true }, { message: answer.reply, isUser: false });
      return answer;
    },
  };
}

function linesOf(persona: Persona, kind: PlanKind): string[] {
  if (kind.startsWith('business.')) return persona.business[kind.slice(9) as keyof Persona['business']];
  return persona.replies[kind as keyof Persona['replies']];
}

/** Whether the reply contains one of the lines (a slot matches any text). */
function usesALine(reply: string, lines: readonly string[]): boolean {
  return lines.some((line) => {
    const pattern = line.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+?');
    return new RegExp(pattern).test(reply);
  });
}

const KINDS_BY_MESSAGE: [string, PlanKind][] = [
  ['hola', 'greeting'],
  ['¿cómo estás?', 'howAreYou'],
  ['¿quién eres?', 'aboutMe'],
  ['¿eres real?', 'realOrNot'],
  ['¿cómo puedo ahorrar?', 'saving'],
  ['quiero comprar un juguete', 'spending'],
  ['¿cuál es la diferencia entre necesitar y querer?', 'needsWants'],
  ['¿por qué las cosas cuestan dinero?', 'money'],
  ['quiero compartir con mi hermano', 'sharing'],
  ['tengo una idea', 'ideas'],
  ['quiero hacer un negocio', 'business.start'],
  ['mi sueño es ser astronauta', 'goals'],
  ['cuéntame un cuento', 'stories'],
  ['¿jugamos?', 'games'],
  ['estoy triste porque me salió mal', 'sad'],
  ['¡estoy muy feliz!', 'happy'],
  ['gracias', 'thanks'],
  ['adiós', 'goodbye'],
  ['no sé qué decir', 'help'],
  ['¿cuál es la capital de Francia?', 'unknownQuestion'],
  ['el cielo es azul', 'fallback'],
];

describe.each(CHARACTER_IDS)('%s', (character) => {
  const persona = PERSONAS[character];

  it.each(KINDS_BY_MESSAGE)('answers %p with its own %s line', (message, kind) => {
    const answer = respond({ character, message, history: [] });
    expect(answer.plan.kind).toBe(kind);
    expect(usesALine(answer.reply, linesOf(persona, kind))).toBe(true);
  });

  it('says hello first when the child greets and asks at once', () => {
    const answer = respond({ character, message: 'Hola, ¿cómo puedo ahorrar?', history: [] });
    expect(answer.plan.kind).toBe('saving');
    const opener = persona.openers.greeting.find((o) => !o.includes('{') && answer.reply.startsWith(o));
    expect(opener).toBeDefined();
    expect(usesALine(answer.reply, persona.replies.saving)).toBe(true);
  });

  it('helps think a business idea through and keeps referring to the idea', () => {
    const chat = conversation(character);
    const steps = ['quiero vender pulseras', 'a mis vecinos', 'a 2000 pesos', 'hacer una lista', 'listo'].map((m) => chat.say(m));
    expect(steps.map((s) => s.plan.kind)).toEqual(['business.product', 'business.customers', 'business.price', 'business.firstStep', 'business.wrapUp']);
    for (const step of steps) expect(step.memory.idea).toBe('vender pulseras');
    expect(steps.filter((s) => s.reply.includes('vender pulseras')).length).toBeGreaterThanOrEqual(4);
  });

  it('asks what the idea is, then takes the answer as the idea', () => {
    const chat = conversation(character);
    expect(chat.say('quiero tener un negocio').plan.kind).toBe('business.start');
    const next = chat.say('galletas de avena');
    expect(next.plan.kind).toBe('business.product');
    expect(next.memory.idea).toBe('galletas de avena');
  });

  it('remembers the child’s first name and uses it again', () => {
    const chat = conversation(character);
    const intro = chat.say('hola, me llamo Sofía');
    expect(intro.plan.kind).toBe('introduction');
    expect(intro.reply).toContain('Sofía');
    const later = ['¿cómo puedo ahorrar?', 'quiero comprar un juguete', '¿por qué las cosas cuestan?'].map((m) => chat.say(m).reply);
    expect(later.some((reply) => reply.includes('Sofía'))).toBe(true);
    expect(chat.say('hola otra vez').reply).toContain('Sofía');
  });

  it('hides personal data, explains it kindly and never repeats it', () => {
    const chat = conversation(character);
    for (const message of ['mi número es 300 123 4567', 'mi correo es sofi@gmail.com', 'vivo en la calle 45 # 12-30']) {
      const answer = chat.say(message);
      expect(answer.plan.kind).toBe('personalData');
      expect(answer.storedMessage).toContain(REDACTED);
      expect(answer.reply).toMatch(/dato|secreto|internet|en l[ií]nea/i);
      expect(answer.reply).not.toMatch(/300|sofi@|45/);
    }
  });

  it('uses the first name but hides the school and the surname', () => {
    const answer = respond({ character, message: 'estudio en el colegio San José y me llamo Ana María Pérez', history: [] });
    expect(answer.storedMessage).not.toMatch(/San José|Pérez/);
    expect(answer.plan.kind).toBe('personalData');
    expect(answer.memory.name).toBe('Ana');
    expect(answer.reply).not.toMatch(/San José|Pérez/);
  });

  it('answers rude words calmly without repeating them', () => {
    const answer = respond({ character, message: 'eres una estúpida', history: [] });
    expect(answer.plan.kind).toBe('unsafe');
    expect(answer.storedMessage).toBe(`eres una ${MASK}`);
    expect(answer.reply).not.toMatch(/estúpid/i);
    expect(usesALine(answer.reply, persona.replies.unsafe)).toBe(true);
  });

  it('encourages a child who calls themself names, and sends worries to a trusted adult', () => {
    expect(respond({ character, message: 'soy tonto, todo me sale mal', history: [] }).plan.kind).toBe('sad');
    const worry = respond({ character, message: 'en el colegio me pegan', history: [] });
    expect(worry.plan.kind).toBe('worry');
    expect(worry.reply).toMatch(/adulto de confianza/);
  });

  it('talks about each of the other characters', () => {
    for (const other of CHARACTER_IDS.filter((c) => c !== character)) {
      const name = { francesca: 'Francesca', chispas: 'Chispas', sombra: 'Sombra', leo: 'Leo', don_ramon: 'Don Ramón', don_ernesto: 'Don Ernesto' }[other];
      const answer = respond({ character, message: `¿quién es ${name}?`, history: [] });
      expect(answer.plan).toMatchObject({ kind: 'friends', mentioned: other });
      expect(persona.friends[other]).toContain(answer.reply);
    }
  });
});

describe('variation and determinism', () => {
  it('does not give the identical text when the same thing is asked again', () => {
    for (const character of CHARACTER_IDS) {
      for (const message of ['hola', '¿cómo puedo ahorrar?', '¿eres real?', 'el cielo es azul', 'estoy triste']) {
        const chat = conversation(character);
        const first = chat.say(message).reply;
        const second = chat.say(message).reply;
        expect({ character, message, same: first === second }).toEqual({ character, message, same: false });
      }
    }
  });

  it('cycles through its lines before repeating one', () => {
    const chat = conversation('don_ernesto');
    const replies = Array.from({ length: 3 }, () => chat.say('¿cómo ahorro?').reply);
    expect(new Set(replies).size).toBe(3);
  });

  it('gives the same answer to the same conversation, on any replica', () => {
    const history: ChatTurn[] = [
      { message: 'me llamo Sofía', isUser: true },
      { message: '¡Mucho gusto, Sofía!', isUser: false },
    ];
    const input = { character: 'leo' as const, message: 'quiero vender galletas', history, seed: 'abc' };
    expect(respond(input)).toEqual(respond(structuredClone(input)));
  });

  it('starts conversations with different lines, chosen from the session id', () => {
    const openings = new Set(Array.from({ length: 20 }, (_, i) => respond({ character: 'francesca', message: 'hola', history: [], seed: `s${i}` }).reply));
    expect(openings.size).toBeGreaterThan(1);
  });

  it('gives two clearly different answers to the same message from two characters', () => {
    for (const [message] of KINDS_BY_MESSAGE) {
      const replies = CHARACTER_IDS.map((character) => respond({ character, message, history: [], seed: 'x' }).reply);
      expect({ message, distinct: new Set(replies).size }).toEqual({ message, distinct: CHARACTER_IDS.length });
    }
  });

  it('takes its memory from the stored history only', () => {
    const withName: ChatTurn[] = [
      { message: 'me llamo Tomás', isUser: true },
      { message: 'Hola.', isUser: false },
    ];
    expect(respond({ character: 'sombra', message: 'hola', history: withName }).reply).toContain('Tomás');
    expect(respond({ character: 'sombra', message: 'hola', history: [] }).reply).not.toContain('Tomás');
  });
});

describe('every reply', () => {
  const messages = [
    ...KINDS_BY_MESSAGE.map(([m]) => m),
    'Hola, me llamo Valentina y quiero ahorrar para una bicicleta roja',
    'mi idea es vender pulseras de colores muy bonitas',
    'a mis amigas del parque',
    'no sé',
    'sí',
    'mi teléfono es 3001234567',
    'eres una tonta',
    'me quiero morir',
  ];

  it.each(CHARACTER_IDS)('%s: is short, kind, Spanish, never asks for or repeats personal data', (character) => {
    const chat = conversation(character);
    for (let round = 0; round < 3; round++) {
      for (const message of messages) {
        const { reply } = chat.say(message);
        expect({ message, reply, problem: replyProblem(reply) }).toEqual({ message, reply, problem: null });
        expect(reply).not.toContain(REDACTED);
        expect(reply).not.toContain(MASK);
      }
    }
  });
});

describe('the state stored with each reply', () => {
  const script = [
    'hola',
    'me llamo Sofía',
    'quiero vender pulseras',
    'a mis vecinos',
    'a 2000 pesos',
    'mañana',
    'quiero ahorrar para una bicicleta',
    'no sé',
    '¿eres real?',
    'gracias',
    'mi idea es hacer galletas',
    'sí',
  ];

  it('gives the same replies as replaying the stored messages, for every character', () => {
    for (const character of CHARACTER_IDS) {
      const replayed = conversation(character);
      const history: ChatTurn[] = [];
      let state: EngineReply['state'] | null = null;
      for (const message of script) {
        const fromState = respond({ character, message, history, seed: 'sesion-de-prueba', state });
        expect(fromState).toEqual(replayed.say(message));
        history.push({ message: fromState.storedMessage, isUser: true }, { message: fromState.reply, isUser: false });
        state = fromState.state;
      }
    }
  });

  it('is what the engine uses when given, rather than the messages', () => {
    const remembered = conversation('francesca').say('me llamo Sofía').state;
    // No stored messages at all: the name can only come from the state.
    const answer = respond({ character: 'francesca', message: '¿cómo me llamo?', history: [], seed: 's', state: remembered });
    expect(answer.memory.name).toBe('Sofía');
  });
});
