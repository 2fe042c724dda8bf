import { contrastRatio, DARK_TEXT, isHexColor, LIGHT_TEXT, MIN_TEXT_CONTRAST, readableButtonColors, readableTextOn, safeColor } from './chapterColors';

describe('chapter colours', () => {
  it('recognises hex colours only', () => {
    for (const colour of ['#EC4899', '#fff']) expect(isHexColor(colour)).toBe(true);
    for (const value of ['red', '#12345', 'url(x)', undefined]) expect(isHexColor(value)).toBe(false);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });

  it('writes white on strong colours and dark text on pale or bright ones', () => {
    expect(readableTextOn('#6366F1')).toBe(LIGHT_TEXT);
    expect(readableTextOn('#F59E0B')).toBe(DARK_TEXT);
    expect(readableTextOn('#FCE7F3')).toBe(DARK_TEXT);
    expect(readableTextOn('not-a-colour')).toBe(DARK_TEXT);
  });

  it('keeps a button in its colour when its text can be read (AA)', () => {
    expect(readableButtonColors('#F59E0B')).toEqual({ background: '#F59E0B', color: DARK_TEXT });
    expect(readableButtonColors('#5b21b6')).toEqual({ background: '#5b21b6', color: LIGHT_TEXT });
  });

  it('darkens a mid-tone button just enough for white text', () => {
    const { background, color } = readableButtonColors('#8B5CF6');
    expect(color).toBe(LIGHT_TEXT);
    expect(background).not.toBe('#8B5CF6');
    expect(contrastRatio(background, color)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('every button colour of the books ends up readable', () => {
    for (const colour of ['#EC4899', '#F59E0B', '#F43F5E', '#22C55E', '#6366F1', '#3B82F6', '#0EA5E9', '#EAB308', '#F97316', '#8B5CF6', '#14B8A6']) {
      const button = readableButtonColors(colour);
      expect(contrastRatio(button.background, button.color)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('lets only hex colours reach a style', () => {
    expect(safeColor(' #22C55E ', '#fff')).toBe('#22C55E');
    expect(safeColor('red;background:url(x)', '#fff')).toBe('#fff');
  });
});
