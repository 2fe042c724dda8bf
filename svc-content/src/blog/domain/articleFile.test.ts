import { parseArticleFile, subheadingsOf } from './articleFile';

const FILE = [
  '---',
  'title: Ahorro: primeros pasos',
  'author: Equipo',
  '',
  'isPublished: true',
  '---',
  'Primer párrafo.  ',
  '',
  '',
  '',
  '## Un subtítulo',
  '',
  'Otro párrafo.',
  '',
].join('\r\n');

describe('parseArticleFile', () => {
  it('reads the slug from the file name, the header fields and the tidied text', () => {
    expect(parseArticleFile('ahorro-primeros-pasos.md', FILE)).toEqual({
      slug: 'ahorro-primeros-pasos',
      fields: { title: 'Ahorro: primeros pasos', author: 'Equipo', isPublished: 'true' },
      content: 'Primer párrafo.\n\n## Un subtítulo\n\nOtro párrafo.',
    });
  });

  it.each([
    ['Ahorro.md', FILE, /nombre del archivo/],
    ['ahorro.txt', FILE, /nombre del archivo/],
    ['ahorro.md', 'title: x\n---\ntexto', /empezar con una cabecera/],
    ['ahorro.md', '---\ntitle: x\ntexto', /cierra la cabecera/],
    ['ahorro.md', '---\nsin dos puntos\n---\ntexto', /no es "clave: valor"/],
    ['ahorro.md', '---\ntitle: a\ntitle: b\n---\ntexto', /aparece dos veces/],
  ])('refuses %p with a clear message', (name, text, message) => {
    expect(() => parseArticleFile(name, text)).toThrow(message);
  });

  it('lists the subheadings', () => {
    expect(subheadingsOf('Intro\n\n## Paso 1\n\nTexto\n\n## Qué evitar\n\nMás')).toEqual(['Paso 1', 'Qué evitar']);
  });
});
