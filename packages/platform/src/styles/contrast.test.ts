/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contrastRatio, meetsAa, minimumContrast, parseHexColor, relativeLuminance } from './contrast';
import { COLOR_PAIRS, readColorTokens } from './tokens';

describe('contrast (WCAG 2.2)', () => {
  it('reads #rgb and #rrggbb', () => {
    expect(parseHexColor('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHexColor('#6D28D9')).toEqual({ r: 109, g: 40, b: 217 });
    expect(() => parseHexColor('rgb(0 0 0)')).toThrow('no es un color hexadecimal');
  });

  it('gives black and white their luminance and 21:1 between them', () => {
    expect(relativeLuminance(parseHexColor('#000000'))).toBe(0);
    expect(relativeLuminance(parseHexColor('#ffffff'))).toBeCloseTo(1, 10);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#6d28d9', '#6d28d9')).toBe(1);
  });

  it('matches known ratios', () => {
    // #777 on white is the classic just-below-AA grey (4.48:1); #767676 just passes (4.54:1).
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(meetsAa('#777777', '#ffffff', 'text')).toBe(false);
    expect(meetsAa('#767676', '#ffffff', 'text')).toBe(true);
    expect(meetsAa('#777777', '#ffffff', 'large-text')).toBe(true);
    expect(minimumContrast('text')).toBe(4.5);
    expect(minimumContrast('large-text')).toBe(3);
    expect(minimumContrast('graphic')).toBe(3);
  });
});

describe('the design tokens (tokens.css)', () => {
  const tokens = readColorTokens(readFileSync(join(__dirname, 'tokens.css'), 'utf8'));

  it('reads the hex colour tokens and leaves translucent ones out', () => {
    expect(tokens.primary).toBe('#6d28d9');
    expect(tokens.scrim).toBeUndefined();
    expect(readColorTokens('--uf-color-a: #ABC; --uf-color-b: rgb(0 0 0 / 0.5);')).toEqual({ a: '#abc' });
  });

  it.each(COLOR_PAIRS.map((pair) => [`${pair.foreground} sobre ${pair.background} (${pair.where})`, pair] as const))(
    'keeps AA: %s',
    (_name, { foreground, background, use }) => {
      const fg = tokens[foreground];
      const bg = tokens[background];
      expect(fg).toBeDefined();
      expect(bg).toBeDefined();
      const ratio = contrastRatio(fg as string, bg as string);
      // The ratio in the message says by how much a pair misses.
      expect({ ratio: Math.round(ratio * 100) / 100, ok: ratio >= minimumContrast(use) }).toEqual({
        ratio: Math.round(ratio * 100) / 100,
        ok: true,
      });
    },
  );
});
