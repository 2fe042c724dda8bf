import { gzipSync } from 'node:zlib';
import { ART_MAX_GZIP_BYTES } from '../palette';
import { artProblems, parseSvg } from '../svgRules';
import { BACKGROUNDS, CAST, composeScene, EXPRESSIONS, PROPS, type Scene, sceneProblems } from './index';

const SCENE: Scene = {
  background: 'mercado',
  characters: [
    { id: 'francesca', pose: 'sosteniendo', expression: 'sorpresa', x: 180 },
    { id: 'don_ramon', pose: 'saludando', expression: 'alegre', x: 420, flip: true },
  ],
  props: [
    { id: 'frutas', x: 540 },
    { id: 'monedas', x: 180, y: 270, front: true },
  ],
  alt: 'En el mercado, Don Ramón saluda desde su puesto de frutas y Francesca mira sorprendida las monedas que tiene en las manos.',
};

const everyPart = (): [string, Scene][] => {
  const cases: [string, Scene][] = [];
  for (const [id, member] of Object.entries(CAST)) {
    for (const pose of member.poses) {
      for (const expression of EXPRESSIONS) {
        cases.push([
          `${id} ${pose} ${expression}`,
          {
            background: 'calle',
            characters: [{ id: id as Scene['characters'][number]['id'], pose, expression, x: 320 }],
            alt: `Una escena de prueba en la que aparece ${member.name} en la calle.`,
          },
        ]);
      }
    }
  }
  for (const background of Object.keys(BACKGROUNDS)) {
    cases.push([
      `fondo ${background}`,
      {
        background: background as Scene['background'],
        characters: [{ id: 'sombra', pose: 'sentado', expression: 'alegre', x: 100 }],
        props: Object.keys(PROPS)
          .slice(0, 8)
          .map((id, i) => ({ id: id as keyof typeof PROPS, x: 60 + i * 70 })),
        alt: 'Sombra está sentado delante de muchas cosas de los libros.',
      },
    ]);
  }
  const props = Object.keys(PROPS);
  for (let i = 0; i < props.length; i += 8) {
    cases.push([
      `objetos ${i}`,
      {
        background: 'cuarto',
        characters: [{ id: 'chispas', pose: 'volando', expression: 'alegre', x: 320 }],
        props: props.slice(i, i + 8).map((id, k) => ({ id: id as keyof typeof PROPS, x: 40 + k * 80 })),
        alt: 'Chispas vuela sobre una sala llena de objetos de las historias.',
      },
    ]);
  }
  return cases;
};

describe('composeScene', () => {
  it('draws a 640x400 SVG titled with the alt text, on the palette, within the size limit', () => {
    const svg = composeScene(SCENE);
    const elements = parseSvg(svg);
    expect(artProblems(elements)).toEqual([]);
    expect(elements[0]!.attributes).toMatchObject({ width: '640', height: '400', viewBox: '0 0 640 400', role: 'img' });
    expect(elements.find((element) => element.name === 'title')?.text).toBe(SCENE.alt);
    expect(gzipSync(svg, { level: 9 }).length).toBeLessThan(ART_MAX_GZIP_BYTES);
  });

  it('is pure: the same scene gives the same file, another scene another', () => {
    expect(composeScene(SCENE)).toBe(composeScene(structuredClone(SCENE)));
    expect(composeScene({ ...SCENE, background: 'calle' })).not.toBe(composeScene(SCENE));
  });

  it('puts characters where the scene says, mirrored when flipped, and props held in the hands in front', () => {
    const svg = composeScene(SCENE);
    expect(svg).toContain('<g transform="translate(180 344)">');
    // Don Ramón is drawn larger than a child and facing left.
    expect(svg).toContain('<g transform="translate(420 344) scale(-1.22 1.22)">');
    const groups = svg.split('\n').filter((row) => row.startsWith('<g '));
    expect(groups.map((row) => /translate\(([^)]+)\)/.exec(row)?.[1])).toEqual(['540 344', '180 344', '420 344', '180 270']);
  });

  it('escapes the alt text in the <title>', () => {
    const svg = composeScene({ ...SCENE, alt: `${SCENE.alt.slice(0, -1)} <y> "mucho" & más.` });
    expect(svg).toContain('&lt;y&gt; &quot;mucho&quot; &amp; más.</title>');
    expect(() => parseSvg(svg)).not.toThrow();
  });

  it.each(everyPart())('draws every part cleanly: %s', (_name, scene) => {
    const svg = composeScene(scene);
    expect(artProblems(parseSvg(svg))).toEqual([]);
    expect(gzipSync(svg, { level: 9 }).length).toBeLessThan(ART_MAX_GZIP_BYTES);
  });

  it('refuses to draw a scene with problems', () => {
    expect(() => composeScene({ ...SCENE, background: 'luna' as Scene['background'] })).toThrow(/fondo desconocido «luna»/);
  });
});

describe('sceneProblems', () => {
  it('accepts a good scene', () => {
    expect(sceneProblems(SCENE)).toEqual([]);
  });

  it('names an unknown part and the parts there are', () => {
    const problems = sceneProblems({
      ...SCENE,
      background: 'playa',
      characters: [
        { id: 'pirata', pose: 'de-pie', expression: 'alegre', x: 10 },
        { id: 'sombra', pose: 'saludando', expression: 'furioso', x: 20 },
      ],
      props: [{ id: 'barco', x: 30 }],
    });
    expect(problems).toEqual([
      expect.stringMatching(/^background: fondo desconocido «playa» \(hay: atico, calle, /),
      expect.stringMatching(/^characters\.0\.id: personaje desconocido «pirata» \(hay: francesca, chispas, /),
      'characters.1.pose: postura desconocida «saludando» para Sombra (hay: sentado, caminando)',
      'characters.1.expression: expresión desconocida «furioso» (hay: alegre, sorpresa, pensando, triste)',
      expect.stringMatching(/^props\.0\.id: objeto desconocido «barco» \(hay: cofre, /),
      'alt: no nombra a Sombra, que está en la escena',
    ]);
  });

  it('refuses positions off the canvas, unknown fields, a character twice and an empty cast', () => {
    expect(sceneProblems({ ...SCENE, characters: [{ ...SCENE.characters[0], x: 700, scale: 5, hat: true }, SCENE.characters[0]] })).toEqual([
      'characters.0.hat: campo desconocido',
      'characters.0.x: debe ser un número entre 0 y 640',
      'characters.0.scale: debe ser un número entre 0.5 y 2',
      'characters.1.id: Francesca ya está en la escena',
    ]);
    expect(sceneProblems({ ...SCENE, characters: [] })).toEqual(['characters: debe ser una lista de 1 a 5 personajes']);
    expect(sceneProblems({ ...SCENE, colour: 'red' })).toEqual(['colour: campo desconocido']);
    expect(sceneProblems('escena')).toEqual(['debe ser un objeto {background, characters, props, alt}']);
  });

  it('wants an alt text that describes the scene and names everyone in it', () => {
    expect(sceneProblems({ ...SCENE, alt: 'Mercado.' })).toEqual(['alt: debe describir la escena en español, entre 40 y 320 caracteres']);
    expect(sceneProblems({ ...SCENE, alt: 'En el mercado, Don Ramón saluda desde su puesto lleno de frutas frescas.' })).toEqual([
      'alt: no nombra a Francesca, que está en la escena',
    ]);
    expect(sceneProblems({ ...SCENE, alt: `${SCENE.alt.slice(0, -1)} y sonríe` })).toEqual(['alt: debe terminar en punto']);
  });
});
