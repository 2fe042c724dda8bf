import { childAgeProblem, childNameProblem, learningLevelProblem, normalizeChildAge, normalizeChildName, preferredCharacterProblem } from './childProfileRules';

describe('child profile rules', () => {
  it('normalises names: NFC, trimmed, one space between words', () => {
    expect(normalizeChildName('  Ana   María ')).toBe('Ana María');
    expect(normalizeChildName('Jose\u0301')).toBe('José');
    expect(normalizeChildName(7)).toBe(7);
  });

  it.each(['Ana', 'María José', "D'Angelo", 'D’Angelo', 'Jean-Luc', 'Ñandú', 'Zoë', 'A'.repeat(40)])('accepts the name %p', (name) => {
    expect(childNameProblem(name)).toBeNull();
  });

  it.each([
    ['', 'Escribe el nombre de tu hijo o hija'],
    [undefined, 'Escribe el nombre de tu hijo o hija'],
    [12, 'Escribe el nombre de tu hijo o hija'],
    ['A'.repeat(41), 'El nombre puede tener como máximo 40 caracteres'],
    ['Ana2', 'El nombre solo puede tener letras, espacios, apóstrofos y guiones'],
    ['-Ana', 'El nombre solo puede tener letras, espacios, apóstrofos y guiones'],
    ["Ana''", 'El nombre solo puede tener letras, espacios, apóstrofos y guiones'],
    ['Ana 😀', 'El nombre solo puede tener letras, espacios, apóstrofos y guiones'],
    ['<b>', 'El nombre solo puede tener letras, espacios, apóstrofos y guiones'],
  ])('refuses the name %p', (name, message) => {
    expect(childNameProblem(name)).toBe(message);
  });

  it('accepts ages 5 to 14 as integers, reading a string of digits as a number', () => {
    expect(normalizeChildAge('7')).toBe(7);
    expect(normalizeChildAge(' 12 ')).toBe(12);
    expect(normalizeChildAge('7.5')).toBe('7.5');
    for (const age of [5, 10, 14]) expect(childAgeProblem(age)).toBeNull();
    for (const age of [4, 15, 7.5, '7', null, NaN]) expect(childAgeProblem(age)).toBe('La edad debe ser un número entero entre 5 y 14 años');
  });

  it('accepts only the spec learning levels and characters', () => {
    expect(learningLevelProblem('intermedio')).toBeNull();
    expect(learningLevelProblem('Intermedio')).not.toBeNull();
    expect(preferredCharacterProblem('sombra')).toBeNull();
    expect(preferredCharacterProblem('don_ernesto')).not.toBeNull();
  });
});
