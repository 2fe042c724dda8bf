import { narrationSentences } from '@universo/contracts';
import { boundaryAfter, lineVoiceRuns, NARRATOR, OTHER_SPEAKER, pauseAfterMs, SPEAKER_VOICES, speakerOf } from './narrationVoices';

const voiceOf = (name: string) => SPEAKER_VOICES.find((s) => s.name === name)!.settings;

describe('speakerOf', () => {
  it('is the character the narrator names in the dialogue tag', () => {
    expect(speakerOf('—¡Ya! —dijo Francesca, que tampoco era muy paciente—. Quiero hacer algo rico.')).toBe(voiceOf('Francesca'));
    expect(speakerOf('—¿Qué ves? —susurró Chispas.')).toBe(voiceOf('Chispas'));
    expect(speakerOf('—Buenos días —sonrió Don Ramón, con un delantal lleno de harina.')).toBe(voiceOf('Don Ramón'));
    expect(speakerOf('—Tranquila —dijo la abuela.')).toBe(voiceOf('la abuela'));
  });

  it('is the first name of the tag, never a name said inside the speech', () => {
    expect(speakerOf('—Francesca, mira —dijo Leo a Francesca.')).toBe(voiceOf('Leo'));
  });

  it('is another voice when the tag names nobody known, and the narrator outside dialogue', () => {
    expect(speakerOf('—¡Qué calor tan bravo! —decía uno—. Daría lo que fuera.')).toBe(OTHER_SPEAKER);
    expect(speakerOf('—¿Tú… hablas?')).toBe(OTHER_SPEAKER);
    expect(speakerOf('Francesca se sentó de un salto.')).toBe(NARRATOR);
  });
});

describe('lineVoiceRuns', () => {
  it('gives the speech to the speaker and the tag to the narrator, without dashes', () => {
    expect(lineVoiceRuns('—¡Ya! —dijo Francesca, que tampoco era muy paciente—. Quiero hacer algo rico.')).toEqual([
      {
        sentence: '—¡Ya! —dijo Francesca, que tampoco era muy paciente—.',
        runs: [
          { text: '¡Ya!', voice: voiceOf('Francesca') },
          { text: 'dijo Francesca, que tampoco era muy paciente', voice: NARRATOR },
        ],
      },
      { sentence: 'Quiero hacer algo rico.', runs: [{ text: 'Quiero hacer algo rico.', voice: voiceOf('Francesca') }] },
    ]);
  });

  it('reads a narrative line in one run of the narrator per sentence', () => {
    expect(lineVoiceRuns('Chispas dio tres vueltas. «Qué lámpara», pensó.')).toEqual([
      { sentence: 'Chispas dio tres vueltas.', runs: [{ text: 'Chispas dio tres vueltas.', voice: NARRATOR }] },
      { sentence: '«Qué lámpara», pensó.', runs: [{ text: 'Qué lámpara , pensó.', voice: NARRATOR }] },
    ]);
  });

  it('keeps the sentences of the shared splitting rules', () => {
    const line = '—¡Hablo, vuelo! Me llamo Chispas. ¡Y tú escribiste una! —Su luz parpadeó de emoción—. ¿Y ahora qué hacemos?';
    const runs = lineVoiceRuns(line);
    expect(runs.map((r) => r.sentence)).toEqual([
      '—¡Hablo, vuelo!',
      'Me llamo Chispas.',
      '¡Y tú escribiste una!',
      '—Su luz parpadeó de emoción—.',
      '¿Y ahora qué hacemos?',
    ]);
    // The tag is a sentence of its own here: the narrator says it between two lines of speech.
    expect(runs.slice(2).map((r) => r.runs)).toEqual([
      [{ text: '¡Y tú escribiste una!', voice: OTHER_SPEAKER }],
      [{ text: 'Su luz parpadeó de emoción', voice: NARRATOR }],
      [{ text: '¿Y ahora qué hacemos?', voice: OTHER_SPEAKER }],
    ]);
  });
});

describe('pauses', () => {
  it('pauses longer after a question, an exclamation or suspension points than after a period', () => {
    expect(pauseAfterMs('Era temprano.', 'sentence')).toBe(480);
    expect(pauseAfterMs('¿Qué ves?', 'sentence')).toBe(600);
    expect(pauseAfterMs('—¡Ay, perdón!—', 'sentence')).toBe(600);
    expect(pauseAfterMs('no los conté…', 'sentence')).toBe(750);
    expect(pauseAfterMs('sin punto', 'sentence')).toBe(350);
  });

  it('pauses longer between paragraphs, and longest between sections', () => {
    expect(pauseAfterMs('Era temprano.', 'paragraph')).toBe(830);
    expect(pauseAfterMs('Era temprano.', 'section')).toBe(1300);
    const sentences = narrationSentences({ number: 1, title: 'T', story: 'Uno. Dos.\n\nTres.', lesson: 'Cuatro.' });
    expect(sentences.map((_, i) => boundaryAfter(sentences, i))).toEqual(['section', 'sentence', 'paragraph', 'section', 'section', 'section']);
  });
});
