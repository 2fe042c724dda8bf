import { normalizeSpeechText, SPEECH_MESSAGES, SPEECH_TEXT_MAX, speechHash, speechTextProblem } from './speechText';

describe('the texts the service reads aloud', () => {
  it('collapses spaces and composes accents, so one text has one recording', () => {
    expect(normalizeSpeechText('  Ganaste\n 45\tmonedas. ')).toBe('Ganaste 45 monedas.');
    expect(normalizeSpeechText('Mamá')).toBe(normalizeSpeechText('Mama\u0301'));
    expect(speechHash(normalizeSpeechText('Mama\u0301') as string)).toBe(speechHash('Mamá'));
    expect(normalizeSpeechText(42)).toBe(42);
  });

  it('gives each text its own hash, of a fixed length', () => {
    expect(speechHash('Ganaste 45 monedas.')).toMatch(/^[0-9a-f]{32}$/);
    expect(speechHash('Ganaste 45 monedas.')).not.toBe(speechHash('Ganaste 46 monedas.'));
  });

  it('reads a short Spanish sentence with numbers and names', () => {
    expect(speechTextProblem('¡La Limonada de Sofía ganó 12 monedas hoy!')).toBeNull();
    expect(speechTextProblem('7')).toBeNull();
    expect(speechTextProblem('a'.repeat(SPEECH_TEXT_MAX))).toBeNull();
  });

  it('refuses a missing, empty, long, wordless or unreadable text with a Spanish message', () => {
    expect(speechTextProblem(undefined)).toBe(SPEECH_MESSAGES.missing);
    expect(speechTextProblem(['a', 'b'])).toBe(SPEECH_MESSAGES.missing);
    expect(speechTextProblem('')).toBe(SPEECH_MESSAGES.missing);
    expect(speechTextProblem('a'.repeat(SPEECH_TEXT_MAX + 1))).toBe(SPEECH_MESSAGES.tooLong);
    expect(speechTextProblem('¿¡...!?')).toBe(SPEECH_MESSAGES.noWords);
    expect(speechTextProblem('hola\u0000adiós')).toBe(SPEECH_MESSAGES.control);
    expect(speechTextProblem('hola\u202Eadiós')).toBe(SPEECH_MESSAGES.control);
  });

  it('counts letters, not UTF-16 units: 300 accented letters or emoji are still 300', () => {
    expect(speechTextProblem('é'.repeat(SPEECH_TEXT_MAX))).toBeNull();
    expect(speechTextProblem('🍋'.repeat(SPEECH_TEXT_MAX))).toBe(SPEECH_MESSAGES.noWords);
  });
});
