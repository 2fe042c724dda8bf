import { narrationFiles, narrationSentences, sentenceAt, splitSentences, timingsProblem, type SentenceTiming } from './narration';

describe('splitSentences', () => {
  it('ends a sentence at . ! ? and … before a capital', () => {
    expect(splitSentences('Francesca abrió un ojo. Era temprano. ¿Qué ves? ¡Todo! Mmm… Ya sé.')).toEqual([
      'Francesca abrió un ojo.',
      'Era temprano.',
      '¿Qué ves?',
      '¡Todo!',
      'Mmm…',
      'Ya sé.',
    ]);
  });

  it('keeps the narrator\'s dialogue tag in the sentence it follows ("—¡Ya! —dijo Francesca")', () => {
    expect(splitSentences('—¡Ya! —dijo Francesca, que tampoco era muy paciente—. Quiero hacer algo rico.')).toEqual([
      '—¡Ya! —dijo Francesca, que tampoco era muy paciente—.',
      'Quiero hacer algo rico.',
    ]);
    expect(splitSentences('—¿Qué ves? —susurró Chispas.')).toEqual(['—¿Qué ves? —susurró Chispas.']);
  });

  it('does not end a sentence before a lower-case word or inside a number', () => {
    expect(splitSentences('—¿Tú… hablas? Costaba 2.500 pesos.')).toEqual(['—¿Tú… hablas?', 'Costaba 2.500 pesos.']);
  });

  it('starts a sentence at an opening mark or a dialogue dash', () => {
    expect(splitSentences('Se rio. «¡Qué idea!», pensó. —Vamos. ¿Y tú?')).toEqual(['Se rio.', '«¡Qué idea!», pensó.', '—Vamos.', '¿Y tú?']);
  });

  it('keeps closing quotes and brackets with the sentence they close', () => {
    expect(splitSentences('Dijo: «¡Listo!» Luego se fue. (Era tarde.) Fin.')).toEqual(['Dijo: «¡Listo!»', 'Luego se fue.', '(Era tarde.)', 'Fin.']);
  });

  it('does not end a sentence after a title such as Sra. or Dr.', () => {
    expect(splitSentences('La Sra. Gómez llegó con el Dr. Ruiz. Todos aplaudieron.')).toEqual(['La Sra. Gómez llegó con el Dr. Ruiz.', 'Todos aplaudieron.']);
  });

  it('keeps every character: the sentences joined give the line back', () => {
    const line = '—¡Achís! ¡Achís! Perdón, perdón, es que ese cofre tenía polvo de cien años, o de doscientos, o de mil, bueno, no los conté…';
    expect(splitSentences(line).join(' ')).toBe(line);
    expect(splitSentences('   ')).toEqual([]);
    expect(splitSentences('sin punto final')).toEqual(['sin punto final']);
  });
});

describe('narrationSentences', () => {
  const chapter = {
    number: 2,
    title: 'Una pregunta brillante',
    story: 'Uno. Dos.\n\n—¿Tres?\nCuatro.',
    lesson: 'Toda idea empieza con una pregunta. Conversen.',
  };

  it('reads the title, the story by paragraph and line, the heading and the lesson', () => {
    expect(narrationSentences(chapter)).toEqual([
      { section: 'title', paragraph: 0, line: 0, text: 'Capítulo 2. Una pregunta brillante.' },
      { section: 'story', paragraph: 0, line: 0, text: 'Uno.' },
      { section: 'story', paragraph: 0, line: 0, text: 'Dos.' },
      { section: 'story', paragraph: 1, line: 0, text: '—¿Tres?' },
      { section: 'story', paragraph: 1, line: 1, text: 'Cuatro.' },
      { section: 'heading', paragraph: 0, line: 0, text: 'Pausa Mágica.' },
      { section: 'lesson', paragraph: 0, line: 0, text: 'Toda idea empieza con una pregunta.' },
      { section: 'lesson', paragraph: 0, line: 0, text: 'Conversen.' },
    ]);
  });

  it('accepts timings with one entry per sentence and the same texts, in order', () => {
    const sentences = narrationSentences(chapter);
    const timings: SentenceTiming[] = sentences.map((s, i) => ({ start: i * 2, end: i * 2 + 1.5, text: s.text }));
    expect(timingsProblem(timings, sentences)).toBeNull();
    expect(timingsProblem(timings.slice(1), sentences)).toMatch(/tiene 7 frases y el texto 8/);
    expect(
      timingsProblem(
        timings.map((t, i) => (i === 3 ? { ...t, text: '¿Tres?' } : t)),
        sentences,
      ),
    ).toMatch(/la frase 4 dice/);
    expect(
      timingsProblem(
        timings.map((t, i) => (i === 3 ? { ...t, start: 0 } : t)),
        sentences,
      ),
    ).toMatch(/tiempos imposibles/);
    expect(
      timingsProblem(
        timings.map((t, i) => (i === 2 ? { ...t, end: t.start } : t)),
        sentences,
      ),
    ).toMatch(/tiempos imposibles/);
    expect(timingsProblem({ sentences: timings }, sentences)).toBe('no es una lista');
    expect(timingsProblem([null, ...timings.slice(1)], sentences)).toMatch(/la frase 1 no tiene/);
  });
});

describe('sentenceAt', () => {
  const timings = [
    { start: 0.2, end: 1, text: 'a' },
    { start: 1.4, end: 3, text: 'b' },
    { start: 3.5, end: 4, text: 'c' },
  ];

  it('is the last sentence that started, also in the pause after it', () => {
    expect(sentenceAt(timings, 0)).toBe(-1);
    expect(sentenceAt(timings, 0.2)).toBe(0);
    expect(sentenceAt(timings, 1.2)).toBe(0);
    expect(sentenceAt(timings, 1.4)).toBe(1);
    expect(sentenceAt(timings, 3.49)).toBe(1);
    expect(sentenceAt(timings, 99)).toBe(2);
    expect(sentenceAt([], 1)).toBe(-1);
  });
});

describe('narrationFiles', () => {
  it('offers the Ogg/Opus file, then the MP3, and the timings, all with the version', () => {
    expect(narrationFiles('/media/audio/book-1/chapter-01.ogg?v=0123abcd4567')).toEqual({
      sources: [
        { src: '/media/audio/book-1/chapter-01.ogg?v=0123abcd4567', type: 'audio/ogg; codecs=opus' },
        { src: '/media/audio/book-1/chapter-01.mp3?v=0123abcd4567', type: 'audio/mpeg' },
      ],
      timings: '/media/audio/book-1/chapter-01.timings.json?v=0123abcd4567',
    });
    expect(narrationFiles('/media/audio/book-2/chapter-10.ogg')?.timings).toBe('/media/audio/book-2/chapter-10.timings.json');
  });

  it('is no narration for anything else', () => {
    for (const value of [
      null,
      undefined,
      '',
      'https://example.com/chapter-01.ogg',
      '//evil/chapter-01.ogg',
      '/media/audio/book-1/chapter-01.mp3',
      '/media/audio/book-1/chapter-01.ogg?v=x"><',
      'javascript:alert(1)',
    ]) {
      expect(narrationFiles(value)).toBeNull();
    }
  });
});
