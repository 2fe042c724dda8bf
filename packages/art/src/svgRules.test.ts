import { artProblems, parseSvg } from './svgRules';

const GOOD =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10"><title>Un punto</title><circle cx="5" cy="5" r="4" fill="#FACC15"/></svg>';

describe('parseSvg', () => {
  it('reads elements, attributes and title text', () => {
    const elements = parseSvg(GOOD);
    expect(elements.map((element) => element.name)).toEqual(['svg', 'title', 'circle']);
    expect(elements[1]?.text).toBe('Un punto');
    expect(elements[2]?.attributes.fill).toBe('#FACC15');
  });

  it.each([
    ['an unclosed element', '<svg><g></svg>'],
    ['a missing end', '<svg><title>x</title>'],
    ['an unquoted value', '<svg width=10></svg>'],
    ['a repeated attribute', '<svg width="1" width="2"></svg>'],
    ['two roots', '<svg></svg><svg></svg>'],
    ['an unknown entity', '<svg><title>a &nbsp; b</title></svg>'],
    ['text outside the root', 'hola<svg></svg>'],
  ])('refuses %s', (_case, source) => {
    expect(() => parseSvg(source)).toThrow();
  });
});

describe('artProblems', () => {
  it('accepts a drawing that keeps the conventions', () => {
    expect(artProblems(parseSvg(GOOD))).toEqual([]);
  });

  it('names colours off the palette, forbidden elements and attributes, and a missing title', () => {
    const bad = '<svg viewBox="0 0 1 1" width="1" height="1"><image href="x.png"/><rect fill="#123456" style="x" stroke-width="40"/></svg>';
    expect(artProblems(parseSvg(bad))).toEqual([
      'Falta <title> con el texto alternativo',
      'Elemento no permitido: <image>',
      'Atributo no permitido: href en <image>',
      'Color fuera de la paleta: #123456',
      'Atributo no permitido: style en <rect>',
      'Trazo de grosor 40',
    ]);
  });
});
