import { articleBlocks } from './articleText';

describe('articleBlocks', () => {
  it('reads paragraphs separated by blank lines, joining soft line breaks', () => {
    expect(articleBlocks('Uno.\n\n  Dos,\ny sigue.\n \nTres.')).toEqual([
      { kind: 'paragraph', text: 'Uno.' },
      { kind: 'paragraph', text: 'Dos, y sigue.' },
      { kind: 'paragraph', text: 'Tres.' },
    ]);
  });

  it('reads "## " lines as subheadings, with or without a blank line after them', () => {
    expect(articleBlocks('Intro.\n\n## Qué necesitas\n\nTres frascos.\n## Paso 1\nDecidan.')).toEqual([
      { kind: 'paragraph', text: 'Intro.' },
      { kind: 'subheading', text: 'Qué necesitas' },
      { kind: 'paragraph', text: 'Tres frascos.' },
      { kind: 'subheading', text: 'Paso 1' },
      { kind: 'paragraph', text: 'Decidan.' },
    ]);
  });

  it('groups "- " lines into a list', () => {
    expect(articleBlocks('Necesitas:\n- frascos\n- cinta\n\nListo.')).toEqual([
      { kind: 'paragraph', text: 'Necesitas:' },
      { kind: 'list', items: ['frascos', 'cinta'] },
      { kind: 'paragraph', text: 'Listo.' },
    ]);
  });

  it('keeps markup as literal text and tolerates Windows line ends and empty input', () => {
    expect(articleBlocks('<img src=x onerror=alert(1)>\r\n\r\n## <b>Hola</b>')).toEqual([
      { kind: 'paragraph', text: '<img src=x onerror=alert(1)>' },
      { kind: 'subheading', text: '<b>Hola</b>' },
    ]);
    expect(articleBlocks('')).toEqual([]);
    expect(articleBlocks(undefined)).toEqual([]);
    expect(articleBlocks('##   \n\n#no es subtítulo')).toEqual([{ kind: 'paragraph', text: '#no es subtítulo' }]);
  });
});
