import { DEFAULT_LOGO, designKey, LOGO_COLORS, LOGO_ICONS, LOGO_SHAPES, logoOfProject, logoText, textIsInvisible, updateLogo } from './logoDesign';
import { escapeXml, layoutLogoText, logoFileBase, logoFontSize, logoScene, logoSvg, polygonPath } from './logoScene';

describe('logo design', () => {
  it('offers shapes, colours and icons with unique ids', () => {
    for (const list of [LOGO_SHAPES, LOGO_COLORS, LOGO_ICONS]) {
      expect(new Set(list.map((item) => item.id)).size).toBe(list.length);
    }
    expect(LOGO_SHAPES.length).toBeGreaterThanOrEqual(4);
    expect(LOGO_ICONS.length).toBeGreaterThanOrEqual(6);
  });

  it('changes one choice at a time and refuses values outside the lists', () => {
    expect(updateLogo(DEFAULT_LOGO, 'shape', 'escudo').shape).toBe('escudo');
    expect(updateLogo(DEFAULT_LOGO, 'shape', 'triangulo' as never)).toBe(DEFAULT_LOGO);
    expect(updateLogo(DEFAULT_LOGO, 'iconColor', 'verde').iconColor).toBe('verde');
  });

  it('keeps the whole name, with its spaces folded', () => {
    expect(logoText('Galletas\nde   la abuela Rosa y más')).toBe('Galletas de la abuela Rosa y más');
    expect(updateLogo(DEFAULT_LOGO, 'text', 'Hola').text).toBe('Hola');
  });

  it('warns when the name is the colour of the shape', () => {
    expect(textIsInvisible({ ...DEFAULT_LOGO, textColor: 'morado' })).toBe(true);
    expect(textIsInvisible({ ...DEFAULT_LOGO, textColor: 'morado', text: ' ' })).toBe(false);
    expect(textIsInvisible(DEFAULT_LOGO)).toBe(false);
  });

  it('tells designs apart', () => {
    expect(designKey(DEFAULT_LOGO)).toBe(designKey({ ...DEFAULT_LOGO }));
    expect(designKey(DEFAULT_LOGO)).not.toBe(designKey({ ...DEFAULT_LOGO, icon: 'rayo' }));
  });
});

describe('logo drawing', () => {
  it('draws the shape, then the icon, then the name', () => {
    const nodes = logoScene(DEFAULT_LOGO);
    expect(nodes.map((n) => n.kind)).toEqual(['path', 'path', 'text']);
    expect(nodes[0]).toMatchObject({ fill: '#6d28d9' });
    expect(nodes[1]).toMatchObject({ fill: '#facc15' });
    expect(nodes[2]).toMatchObject({ text: 'Mi Negocio', fill: '#ffffff', x: 100 });
  });

  it('centres what is there when the icon or the name is missing', () => {
    expect(logoScene({ ...DEFAULT_LOGO, icon: 'ninguno' }).map((n) => n.kind)).toEqual(['path', 'text']);
    expect(logoScene({ ...DEFAULT_LOGO, text: '  ' }).map((n) => n.kind)).toEqual(['path', 'path']);
  });

  it('fits longer names with smaller letters, up to 34', () => {
    expect(logoFontSize('Sol', 'circulo')).toBe(34);
    expect(logoFontSize('Limonada', 'circulo')).toBeLessThan(34);
    expect(logoFontSize('Limonada', 'estrella')).toBeLessThan(logoFontSize('Limonada', 'cuadrado'));
    expect(logoFontSize(['Galletas de ', 'la abuela'], 'circulo')).toBe(logoFontSize('Galletas de', 'circulo'));
  });

  it('never cuts a long name off: it takes two or three lines, each inside the shape', () => {
    expect(layoutLogoText('Limonada Feliz', 'circulo')).toEqual({ lines: ['Limonada Feliz'], fontSize: 17 });
    expect(layoutLogoText('Galletas de la abuela Rosa', 'circulo')).toEqual({ lines: ['Galletas de ', 'la abuela Rosa'], fontSize: 17 });
    const names = [
      'Mi Negocio',
      'Galletas de la abuela Rosa',
      'Limonadas Mágicas de la Abuela Sofía',
      'Pulseras de colores para mis amigas',
      'Supercalifragilisticoespialidoso',
      'A B C D E F G H I J K L M N O P Q R S T',
    ];
    const widths = { circulo: 150, cuadrado: 164, escudo: 140, estrella: 92, hexagono: 150 } as const;
    for (const name of names) {
      for (const shape of LOGO_SHAPES.map((s) => s.id)) {
        const { lines, fontSize } = layoutLogoText(name, shape);
        expect(lines.join('')).toBe(name);
        expect(lines.length).toBeLessThanOrEqual(3);
        expect(fontSize).toBeGreaterThanOrEqual(9);
        for (const line of lines) expect(Array.from(line.trimEnd()).length * 0.6 * fontSize).toBeLessThanOrEqual(widths[shape]);
      }
    }
  });

  it('keeps every line of a long name inside the circle, under a smaller icon', () => {
    for (const name of ['Limonadas Mágicas de la Abuela Sofía', 'Galletas de la abuela Rosa', 'Pulseras de colores para mis amigas']) {
      const nodes = logoScene({ ...DEFAULT_LOGO, shape: 'circulo', text: name });
      const text = nodes.find((node) => node.kind === 'text');
      if (text?.kind !== 'text') throw new Error('sin nombre');
      expect(text.lines.length).toBeGreaterThan(1);
      text.lines.forEach((line, i) => {
        const halfWidth = (Array.from(line.trimEnd()).length * 0.6 * text.fontSize) / 2;
        const baseline = text.y + i * text.lineHeight;
        // The letters' top (about 0.75 em above the baseline) and bottom both sit inside the circle of radius 92.
        for (const y of [baseline, baseline - 0.75 * text.fontSize]) expect(Math.hypot(halfWidth, y - 100)).toBeLessThanOrEqual(92);
      });
      expect(nodes[1]).toMatchObject({ kind: 'path', transform: expect.stringContaining('scale(1.83)') });
    }
  });

  it('keeps a 40-letter name whole, and draws it on lines in the SVG file', () => {
    const name = 'Limonadas Mágicas de la Abuela Sofía';
    expect(logoText(`${name}   y sus nietos`)).toBe('Limonadas Mágicas de la Abuela Sofía y s');
    const design = { ...DEFAULT_LOGO, text: name };
    const text = logoScene(design).find((node) => node.kind === 'text');
    expect(text).toMatchObject({ text: name, lines: ['Limonadas ', 'Mágicas de la ', 'Abuela Sofía'] });
    expect(logoSvg(design)).toContain('<tspan x="100">Limonadas</tspan><tspan x="100" dy="');
    expect(logoSvg({ ...DEFAULT_LOGO, text: 'Sol' })).toContain('text-anchor="middle">Sol</text>');
  });

  it('draws polygons through their corners', () => {
    expect(polygonPath(0, 0, 4, 10, undefined, 0)).toBe('M10 0 L0 10 L-10 0 L0 -10 Z');
    expect(polygonPath(0, 0, 5, 10, 5).split('L')).toHaveLength(10);
  });

  it('writes a standalone SVG file with the name escaped', () => {
    const svg = logoSvg({ ...DEFAULT_LOGO, text: 'Tom & <Jerry>' }, 256);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 200 200">')).toBe(true);
    expect(svg).toContain('Tom &amp; &lt;Jerry&gt;');
    expect(svg).not.toContain('<Jerry>');
    expect(escapeXml(`"'`)).toBe('&quot;&apos;');
  });

  it('names the files after the logo', () => {
    expect(logoFileBase({ ...DEFAULT_LOGO, text: 'Limonada Feliz' })).toBe('Logo-Limonada-Feliz');
    expect(logoFileBase({ ...DEFAULT_LOGO, text: '' })).toBe('Logo-Mi-Logo');
  });
});

describe("the logo of the child's business", () => {
  it('puts the business name on the default logo when there is no saved logo', () => {
    expect(logoOfProject({ businessName: 'Limonada Feliz', logo: null })).toEqual({ ...DEFAULT_LOGO, text: 'Limonada Feliz' });
  });

  it('brings back the saved logo, with unknown choices falling back to the default', () => {
    const saved = { shape: 'estrella', shapeColor: 'verde', icon: 'dragon', iconColor: 'rojo', text: 'Jugos Ricos', textColor: 'negro' };
    expect(logoOfProject({ businessName: 'Limonada Feliz', logo: saved })).toEqual({
      shape: 'estrella',
      shapeColor: 'verde',
      icon: DEFAULT_LOGO.icon,
      iconColor: 'rojo',
      text: 'Jugos Ricos',
      textColor: 'negro',
    });
  });
});
