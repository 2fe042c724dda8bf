/** RGBA pixels, row by row, as a canvas's ImageData holds them. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Red, green, blue and alpha, each 0 to 255. */
export type Rgba = readonly [number, number, number, number];

/** Colour difference still counted as "the same area": the soft edge a brush leaves is filled too. */
export const FILL_TOLERANCE = 48;

/** `#rrggbb` as an opaque RGBA colour. */
export function hexToRgba(hex: string): Rgba {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Color no válido: ${hex}`);
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16), 255];
}

/**
 * Paint bucket: fills the area around (x, y) whose colour is within `tolerance` (on every
 * channel) of the colour at (x, y), with `colour`, in place. Four-way connected, row by row
 * (a scanline fill: no recursion, so a whole sheet fills without overflowing the stack).
 * Returns how many pixels changed.
 */
export function floodFill(pixels: Pixels, x: number, y: number, colour: Rgba, tolerance = FILL_TOLERANCE): number {
  const { data, width, height } = pixels;
  const startX = Math.floor(x);
  const startY = Math.floor(y);
  if (startX < 0 || startY < 0 || startX >= width || startY >= height) return 0;
  const start = (startY * width + startX) * 4;
  const target = [data[start]!, data[start + 1]!, data[start + 2]!, data[start + 3]!];
  if (target.every((value, i) => value === colour[i])) return 0;

  const seen = new Uint8Array(width * height);
  const matches = (pixel: number): boolean => {
    if (seen[pixel]) return false;
    const at = pixel * 4;
    return (
      Math.abs(data[at]! - target[0]!) <= tolerance &&
      Math.abs(data[at + 1]! - target[1]!) <= tolerance &&
      Math.abs(data[at + 2]! - target[2]!) <= tolerance &&
      Math.abs(data[at + 3]! - target[3]!) <= tolerance
    );
  };
  const paint = (pixel: number): void => {
    seen[pixel] = 1;
    const at = pixel * 4;
    data[at] = colour[0];
    data[at + 1] = colour[1];
    data[at + 2] = colour[2];
    data[at + 3] = colour[3];
  };

  let filled = 0;
  const stack: number[] = [startX, startY];
  while (stack.length > 0) {
    const rowY = stack.pop()!;
    const seedX = stack.pop()!;
    const row = rowY * width;
    if (!matches(row + seedX)) continue;
    let left = seedX;
    while (left > 0 && matches(row + left - 1)) left--;
    let right = seedX;
    while (right < width - 1 && matches(row + right + 1)) right++;
    for (let px = left; px <= right; px++) {
      paint(row + px);
      filled++;
    }
    // One seed per run of matching pixels in the rows above and below.
    for (const nextY of [rowY - 1, rowY + 1]) {
      if (nextY < 0 || nextY >= height) continue;
      const nextRow = nextY * width;
      let inRun = false;
      for (let px = left; px <= right; px++) {
        const open = matches(nextRow + px);
        if (open && !inRun) stack.push(px, nextY);
        inRun = open;
      }
    }
  }
  return filled;
}
