import { describeStrength, loadStrengthChecker, strengthSentence } from './strength';

describe('password strength hint', () => {
  it('words the score and the first piece of advice', () => {
    const strength = describeStrength({ score: 1, feedback: { warning: null, suggestions: ['Añade más palabras.', 'otra'] } });
    expect(strength).toEqual({ score: 1, label: 'débil', advice: 'Añade más palabras.' });
    expect(strengthSentence(strength)).toBe('Seguridad de la contraseña: débil. Añade más palabras.');
    expect(strengthSentence(describeStrength({ score: 4, feedback: { warning: '', suggestions: [] } }))).toBe('Seguridad de la contraseña: muy buena.');
  });

  it('rates with zxcvbn-ts and its Spanish dictionary, with advice in Spanish', async () => {
    const check = await loadStrengthChecker();
    const weak = check('123456', []);
    expect(weak.score).toBe(0);
    expect(weak.advice).toMatch(/[áéíóúñ]|contraseña|palabra/i);
    // A Spanish word alone is weak: the Spanish dictionary knows it.
    expect(check('mariposa', []).score).toBeLessThanOrEqual(1);
    // A name typed elsewhere in the form does not make a strong password.
    expect(check('francesca2019', ['francesca']).score).toBeLessThanOrEqual(2);
    expect(check('tortuga-violeta-salta-79', []).score).toBeGreaterThanOrEqual(3);
  });
});
