import { fold, tokenize } from './spanishText';

describe('Spanish text', () => {
  it('folds case, accents and tildes', () => {
    expect(fold('Aún ÑANDÚ Pingüino')).toBe('aun nandu pinguino');
    expect(fold('Jose\u0301')).toBe('jose');
  });

  it('splits words, numbers and the $ sign, joining thousands', () => {
    expect(tokenize('¡Vendo 2.000 galletas a $1,500!').map((t) => t.folded)).toEqual(['vendo', '2000', 'galletas', 'a', '$', '1500']);
    expect(tokenize('Tengo 2.5 horas').map((t) => t.folded)).toEqual(['tengo', '2', '5', 'horas']);
  });

  it('keeps the words as written for reasons', () => {
    expect(tokenize('Estoy FELIZ, ¡qué emoción!').map((t) => t.text)).toEqual(['estoy', 'feliz', 'qué', 'emoción']);
  });
});
