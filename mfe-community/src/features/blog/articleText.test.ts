import { articleBlocks } from './articleText';

const paragraph = (text: string) => ({ kind: 'paragraph', text });
const subheading = (text: string) => ({ kind: 'subheading', text });
const list = (...items: string[]) => ({ kind: 'list', items });

describe('articleBlocks', () => {
  it.each([
    [
      'reads paragraphs separated by blank lines, joining soft line breaks',
      'Uno.\n\n  Dos,\ny sigue.\n \nTres.',
      [paragraph('Uno.'), paragraph('Dos, y sigue.'), paragraph('Tres.')],
    ],
    [
      'reads "## " lines as subheadings, with or without a blank line after them',
      'Intro.\n\n## Qué necesitas\n\nTres frascos.\n## Paso 1\nDecidan.',
      [paragraph('Intro.'), subheading('Qué necesitas'), paragraph('Tres frascos.'), subheading('Paso 1'), paragraph('Decidan.')],
    ],
    ['groups "- " lines into a list', 'Necesitas:\n- frascos\n- cinta\n\nListo.', [paragraph('Necesitas:'), list('frascos', 'cinta'), paragraph('Listo.')]],
    [
      'keeps markup as literal text',
      '<img src=x onerror=alert(1)>\r\n\r\n## <b>Hola</b>',
      [paragraph('<img src=x onerror=alert(1)>'), subheading('<b>Hola</b>')],
    ],
    ['reads an empty subheading as nothing and "#" without a space as text', '##   \n\n#no es subtítulo', [paragraph('#no es subtítulo')]],
    ['reads an empty text as no blocks', '', []],
    ['reads a missing text as no blocks', undefined, []],
  ])('%s', (_name, text, blocks) => {
    expect(articleBlocks(text)).toEqual(blocks);
  });
});
