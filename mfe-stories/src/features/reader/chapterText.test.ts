import { activityText, conversationLines, illustrationAfterParagraph } from './chapterText';

describe('activityText', () => {
  it('splits the intro from the numbered steps', () => {
    expect(activityText('Crea tu cuaderno.\n1. Toma hojas.\n2. Dibuja tres semillas.\n3. Guárdalo.')).toEqual({
      intro: ['Crea tu cuaderno.'],
      steps: ['Toma hojas.', 'Dibuja tres semillas.', 'Guárdalo.'],
      firstStep: 1,
      outro: [],
    });
  });

  it('joins a loose line to the step above it and keeps a closing tip', () => {
    expect(activityText('Reto\n1) Uno\n   sigue uno\n2) Dos\n\n¡Diviértete!')).toEqual({
      intro: ['Reto'],
      steps: ['Uno sigue uno', 'Dos'],
      firstStep: 1,
      outro: ['¡Diviértete!'],
    });
  });

  it('keeps a text without steps as intro', () => {
    expect(activityText('Dibuja tu alcancía.\r\nCuéntale a tu familia.')).toEqual({
      intro: ['Dibuja tu alcancía.', 'Cuéntale a tu familia.'],
      steps: [],
      firstStep: 1,
      outro: [],
    });
    expect(activityText(undefined).steps).toEqual([]);
  });

  it('does not take a year or an amount for a step', () => {
    expect(activityText('En 2024 ahorramos.\n$5.000 en total.').steps).toEqual([]);
  });
});

describe('conversationLines', () => {
  it('uses the structured conversation when there is one', () => {
    const lines = [
      { speaker: 'Francesca', text: '¡Hola!' },
      { speaker: 'Tú', text: 'Hola' },
    ];
    expect(conversationLines({ character: 'ignored', conversation: { character: 'francesca', lines } })).toEqual(lines);
  });

  it('reads the spec text form "Speaker: text" otherwise', () => {
    expect(conversationLines({ character: 'Don Ramón: ¡Buenas, buenas!\nTú: ¿Cuánto cuesta?\nSe ríen.', conversation: null })).toEqual([
      { speaker: 'Don Ramón', text: '¡Buenas, buenas!' },
      { speaker: 'Tú', text: '¿Cuánto cuesta?' },
      { speaker: '', text: 'Se ríen.' },
    ]);
  });

  it('gives nothing when there is no conversation', () => {
    expect(conversationLines({ character: '', conversation: null })).toEqual([]);
  });
});

describe('illustrationAfterParagraph', () => {
  it('puts the picture after the opening: two paragraphs and about ten lines of a phone', () => {
    expect(illustrationAfterParagraph([700, 100, 300])).toBe(1);
    expect(illustrationAfterParagraph([200, 50, 300, 100, 400])).toBe(3);
    expect(illustrationAfterParagraph([120, 90])).toBe(1);
    expect(illustrationAfterParagraph([120])).toBe(0);
    expect(illustrationAfterParagraph([])).toBe(-1);
  });
});
