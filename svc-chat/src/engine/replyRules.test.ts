import { asksForPersonalData, replyProblem, withinReadingLimits } from './replyRules';

describe('asksForPersonalData', () => {
  it.each([
    '¿Dónde vives?',
    'Cuéntame, ¿dónde vives ahora?',
    '¿Cuál es tu teléfono?',
    '¿Me das tu número de celular?',
    'Dime tu dirección y te visito.',
    'Escríbeme tu correo.',
    '¿Cómo te llamas?',
    '¿Cuántos años tienes?',
    '¿En qué colegio estudias?',
    '¿Cómo se llama tu escuela?',
    'Mándame una foto tuya… mándame tus fotos.',
    '¿Cuál es tu contraseña?',
    'Ven a mi casa mañana.',
  ])('catches %p', (reply) => {
    expect(asksForPersonalData(reply)).toBe(true);
  });

  it.each([
    'Teléfonos, direcciones y correos son secretos de familia.',
    'Vivo en el cuaderno mágico de Francesca.',
    '¿Qué te gustaría vender?',
    'En el mercado nadie va diciendo su dirección ni su teléfono.',
  ])('lets %p through', (reply) => {
    expect(asksForPersonalData(reply)).toBe(false);
  });
});

describe('replyProblem', () => {
  it('accepts a short, kind Spanish reply', () => {
    expect(replyProblem('¡Qué buena idea! ¿Quién compraría tus pulseras?')).toBeNull();
  });

  it.each([
    ['', 'vacía'],
    ['Una. Dos. Tres. Cuatro.', 'demasiado larga'],
    [`${'palabra '.repeat(61)}.`, 'demasiado larga'],
    ['¿Cuál es tu teléfono?', 'pide datos personales'],
    ['Llama al 300 123 4567.', 'contiene datos personales'],
    ['Eres un idiota.', 'lenguaje no apto'],
    ['Mira www.ejemplo.com para saber más.', 'contiene un enlace'],
    ['Hello! What is your idea?', 'no está en español'],
    ['**Ahorrar** es bueno.', 'tiene formato'],
  ])('refuses %p (%s)', (reply, problem) => {
    expect(replyProblem(reply)).toBe(problem);
  });

  it('measures reading limits', () => {
    expect(withinReadingLimits('¡Hola! ¿Qué tal? Bien.')).toBe(true);
    expect(withinReadingLimits('¡Hola! ¿Qué tal? Bien. Adiós.')).toBe(false);
  });
});
