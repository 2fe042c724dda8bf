import { demoMessageProblem, demoNameProblem, normalizeDemoMessage, normalizeDemoName } from './demoInput';

describe('demo input', () => {
  it('normalises names and messages', () => {
    expect(normalizeDemoName('  Ana   Sofía ')).toBe('Ana Sofía');
    expect(normalizeDemoMessage('  Hola\nmundo  ')).toBe('Hola\nmundo');
  });

  it('accepts names of 1 to 40 characters without control characters', () => {
    expect(demoNameProblem('A')).toBeNull();
    expect(demoNameProblem('{name}')).toBeNull();
    expect(demoNameProblem('😀'.repeat(40))).toBeNull();
    for (const bad of ['', 'x'.repeat(41), 'Ana\u0000', 'Ana\u202e', 7]) expect(demoNameProblem(bad)).not.toBeNull();
  });

  it('accepts messages of 3 to 500 characters, line breaks included', () => {
    expect(demoMessageProblem('abc')).toBeNull();
    expect(demoMessageProblem('línea uno\nlínea dos')).toBeNull();
    expect(demoMessageProblem('x'.repeat(500))).toBeNull();
    for (const bad of ['ab', 'x'.repeat(501), 'hola\u0007', null]) expect(demoMessageProblem(bad)).not.toBeNull();
  });
});
