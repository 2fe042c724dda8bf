import { CHARACTER_IDS } from '@universo/contracts';
import { COLOURS, colourHex, DEFAULT_SETTINGS, SIZES, sizePixels, STAMPS, TOOLS, toolUses } from './tools';

describe('drawing tools', () => {
  it('offers a brush, an eraser, three shapes, the paint bucket and stamps', () => {
    expect(TOOLS.map((t) => t.id)).toEqual(['brush', 'eraser', 'line', 'rect', 'circle', 'fill', 'stamp']);
  });

  it('has one stamp for each of the six characters, named as in the stories', () => {
    expect(STAMPS.map((s) => s.id)).toEqual([...CHARACTER_IDS]);
    expect(STAMPS.map((s) => s.label)).toEqual(['Francesca', 'Chispas', 'Sombra', 'Leo', 'Don Ramón', 'Don Ernesto']);
  });

  it('has several colours and sizes, each with a unique Spanish name', () => {
    expect(COLOURS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(COLOURS.map((c) => c.label)).size).toBe(COLOURS.length);
    expect(COLOURS.every((c) => /^#[0-9a-f]{6}$/.test(c.hex))).toBe(true);
    expect(SIZES.map((s) => s.pixels)).toEqual([...SIZES.map((s) => s.pixels)].sort((a, b) => a - b));
    expect(colourHex('azul')).toBe('#1d70d6');
    expect(sizePixels('fino')).toBe(4);
  });

  it('shows only the choices each tool uses', () => {
    expect(toolUses('brush')).toEqual({ colour: true, size: true, stamp: false });
    expect(toolUses('eraser')).toEqual({ colour: false, size: true, stamp: false });
    expect(toolUses('fill')).toEqual({ colour: true, size: false, stamp: false });
    expect(toolUses('stamp')).toEqual({ colour: false, size: false, stamp: true });
    expect(toolUses('circle')).toEqual({ colour: true, size: true, stamp: false });
  });

  it('starts with the brush', () => {
    expect(DEFAULT_SETTINGS.tool).toBe('brush');
  });
});
