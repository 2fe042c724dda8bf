import { foldAccents, stripAccents } from './plainText';

describe('stripAccents', () => {
  it('drops accents, diaereses and tildes', () => {
    expect(stripAccents('Aún Ñandú pingüino canción')).toBe('Aun Nandu pinguino cancion');
  });

  it('keeps ñ and Ñ when asked, and composes them back', () => {
    const kept = stripAccents('Año ÑANDÚ cañón', { keepEnye: true });
    expect(kept).toBe('Año ÑANDU cañon');
    expect(kept).toBe(kept.normalize('NFC'));
  });

  it('leaves plain text as it is', () => {
    expect(stripAccents('Hola, mundo 123!')).toBe('Hola, mundo 123!');
    expect(stripAccents('')).toBe('');
  });

  it('strips marks of text already decomposed', () => {
    expect(stripAccents('a\u0301rbol')).toBe('arbol');
    expect(stripAccents('n\u0303', { keepEnye: true })).toBe('ñ');
  });
});

describe('foldAccents', () => {
  it('lowers the case and drops every accent and tilde', () => {
    expect(foldAccents('Aún Ñandú')).toBe('aun nandu');
    expect(foldAccents('LIMONADA FELIZ')).toBe('limonada feliz');
  });
});
