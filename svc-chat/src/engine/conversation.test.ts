import { INITIAL_STATE, planTurn, replay, screenStored } from './conversation';

const plan = (messages: string[], character: 'francesca' | 'leo' = 'leo') => {
  let state = INITIAL_STATE;
  return messages.map((text) => {
    const step = planTurn(screenStored(text), state, character);
    state = step.state;
    return step.plan.kind;
  });
};

describe('planTurn', () => {
  it('walks a business idea through product, customers, price and first step', () => {
    expect(plan(['quiero un negocio', 'pulseras', 'a mis vecinos', 'a 2000 pesos', 'hacer una lista', '¡listo!', 'gracias'])).toEqual([
      'business.start',
      'business.product',
      'business.customers',
      'business.price',
      'business.firstStep',
      'business.wrapUp',
      'thanks',
    ]);
  });

  it('starts at the product when the idea comes with the message, and jumps to a step asked about', () => {
    expect(plan(['quiero vender galletas', '¿cuánto cobro?'])).toEqual(['business.product', 'business.price']);
  });

  it('pauses the business talk for another topic and picks it up again', () => {
    expect(plan(['quiero vender galletas', 'estoy triste', 'ya estoy mejor, sigamos con mi negocio'])).toEqual([
      'business.product',
      'sad',
      'business.customers',
    ]);
  });

  it('takes a new idea when the child has another one', () => {
    let state = INITIAL_STATE;
    for (const text of ['quiero vender galletas', 'a mis vecinos', 'tengo otra idea']) state = planTurn(screenStored(text), state, 'chispas').state;
    const next = planTurn(screenStored('cometas de papel'), state, 'chispas');
    expect(next.plan.kind).toBe('business.product');
    expect(next.state.memory.idea).toBe('cometas de papel');
  });

  it('offers the menu after asking twice for an idea without an answer', () => {
    expect(plan(['quiero un negocio', 'no sé', 'no sé'])).toEqual(['business.start', 'business.start', 'help']);
  });

  it('follows up once on a topic, then stops guessing', () => {
    expect(plan(['¿cómo ahorro?', 'para una bici', 'bueno', 'el cielo es azul'])).toEqual(['saving', 'saving', 'fallback', 'fallback']);
  });

  it('answers safety first, whatever the topic', () => {
    expect(plan(['me llamo Ana y mi teléfono es [dato personal oculto]', 'mi negocio es una *** ', 'me quiero morir', '¿eres real?'])).toEqual([
      'personalData',
      'unsafe',
      'worry',
      'realOrNot',
    ]);
  });

  it('greets back, introduces, and says honestly what it does not know', () => {
    expect(plan(['hola', 'me llamo Sofía', '¿cuál es la capital de Francia?', 'mmm'], 'francesca')).toEqual([
      'greeting',
      'introduction',
      'unknownQuestion',
      'help',
    ]);
  });
});

describe('replay', () => {
  it('rebuilds the memory from the stored messages alone', () => {
    const state = replay(['hola', 'me llamo Sofía', 'quiero ahorrar para una bicicleta', 'mi idea es vender pulseras'], 'chispas');
    expect(state.memory).toEqual({ name: 'Sofía', idea: 'vender pulseras', goal: 'una bicicleta' });
    expect(replay([], 'chispas').memory).toEqual({ name: null, idea: null, goal: null });
  });
});
