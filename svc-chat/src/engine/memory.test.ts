import { extractGoal, extractIdea, extractName, ideaFromAnswer } from './memory';

describe('extractName', () => {
  it.each([
    ['me llamo Sofía', 'Sofía'],
    ['hola, me llamo sofía y tengo 7 años', 'Sofía'],
    ['Mi nombre es MATEO', 'Mateo'],
    ['hola soy Valentina', 'Valentina'],
    ['llámame Sofi', 'Sofi'],
    ['me llamo Ana María [dato personal oculto]', 'Ana'],
    ['me llamo Ana, bueno, me llamo Anita', 'Anita'],
  ])('finds the first name in %p', (message, name) => {
    expect(extractName(message)).toBe(name);
  });

  it.each(['soy feliz', 'soy muy bueno', 'hola soy Feliz', 'no me llamo Pedro', 'me llamo ***', 'me llamo [dato personal oculto]', 'soy un niño'])(
    'finds no name in %p',
    (message) => {
      expect(extractName(message)).toBeNull();
    },
  );
});

describe('extractIdea', () => {
  it.each([
    ['mi idea es hacer galletas de avena', 'hacer galletas de avena'],
    ['tengo una idea: un robot que ordena juguetes', 'un robot que ordena juguetes'],
    ['quiero vender pulseras de colores', 'vender pulseras de colores'],
    ['quiero un puesto de limonada en el parque', 'un puesto de limonada en el parque'],
    ['quiero montar una tienda de dibujos, pero no sé cómo', 'una tienda de dibujos'],
    ['Vendo Galletas', 'vender galletas'],
  ])('finds the idea in %p', (message, idea) => {
    expect(extractIdea(message, { aboutBusiness: true })).toBe(idea);
  });

  it('takes "quiero hacer..." as an idea only when talking business', () => {
    expect(extractIdea('quiero hacer la tarea', { aboutBusiness: false })).toBeNull();
    expect(extractIdea('quiero hacer galletas', { aboutBusiness: true })).toBe('hacer galletas');
  });

  it('keeps only "mi idea es..." when asked for explicit ideas', () => {
    expect(extractIdea('vendería pulseras a mis vecinos', { aboutBusiness: true, explicitOnly: true })).toBeNull();
    expect(extractIdea('mi idea es vender cometas', { aboutBusiness: true, explicitOnly: true })).toBe('vender cometas');
  });

  it('never keeps hidden data, rude words or empty ideas', () => {
    expect(extractIdea('quiero vender [dato personal oculto]', { aboutBusiness: true })).toBeNull();
    expect(extractIdea('quiero vender ***', { aboutBusiness: true })).toBeNull();
    expect(extractIdea('quiero vender algo', { aboutBusiness: true })).toBeNull();
  });
});

describe('ideaFromAnswer and extractGoal', () => {
  it('takes a short answer as the idea', () => {
    expect(ideaFromAnswer('pulseras')).toBe('pulseras');
    expect(ideaFromAnswer('pues galletas de chocolate')).toBe('galletas de chocolate');
    expect(ideaFromAnswer('no sé')).toBeNull();
    expect(ideaFromAnswer('¿qué me recomiendas?')).toBeNull();
  });

  it('finds what the child saves for', () => {
    expect(extractGoal('quiero ahorrar para una bicicleta roja', false)).toBe('una bicicleta roja');
    expect(extractGoal('estoy juntando', false)).toBeNull();
    expect(extractGoal('para un balón', true)).toBe('un balón');
    expect(extractGoal('para un balón', false)).toBeNull();
  });
});
