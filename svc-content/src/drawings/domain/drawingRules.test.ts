import { DRAWING_LIMITS } from '@universo/contracts';
import { mayAddDrawing, uploadProblem } from './drawingRules';
import { PNG_SIGNATURE } from './pngFile';

const LIMITS = { maxBytes: DRAWING_LIMITS.maxBytes, maxInputSide: DRAWING_LIMITS.maxInputSide };

/** Just a signature and an IHDR declaring `width` x `height`: what the rules look at. */
function header(width: number, height: number, size = 33): Buffer {
  const bytes = Buffer.alloc(Math.max(size, 33));
  Buffer.from(PNG_SIGNATURE).copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

describe('upload rules', () => {
  it('lets a PNG of any size up to the limits through to the decoder', () => {
    expect(uploadProblem(header(1200, 900), LIMITS)).toBeNull();
    expect(uploadProblem(header(1, 1), LIMITS)).toBeNull();
    expect(uploadProblem(header(4096, 4096), LIMITS)).toBeNull();
    expect(uploadProblem(header(800, 600, DRAWING_LIMITS.maxBytes), LIMITS)).toBeNull();
  });

  it('refuses more than 2 MB, even one byte more, before looking at the bytes', () => {
    expect(uploadProblem(header(800, 600, DRAWING_LIMITS.maxBytes + 1), LIMITS)).toBe('too-large');
    expect(uploadProblem(Buffer.alloc(DRAWING_LIMITS.maxBytes + 1), LIMITS)).toBe('too-large');
  });

  it('refuses what does not start like a PNG', () => {
    expect(uploadProblem(Buffer.alloc(0), LIMITS)).toBe('not-png');
    expect(uploadProblem(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), LIMITS)).toBe('not-png');
    expect(uploadProblem(Buffer.from(PNG_SIGNATURE), LIMITS)).toBe('not-png');
  });

  it('refuses a declared size of zero or beyond the largest side, so it is never decoded', () => {
    expect(uploadProblem(header(0, 10), LIMITS)).toBe('bad-dimensions');
    expect(uploadProblem(header(10, 0), LIMITS)).toBe('bad-dimensions');
    expect(uploadProblem(header(4097, 10), LIMITS)).toBe('bad-dimensions');
    expect(uploadProblem(header(10, 100_000), LIMITS)).toBe('bad-dimensions');
    expect(uploadProblem(header(0xffffffff, 0xffffffff), LIMITS)).toBe('bad-dimensions');
  });
});

describe('drawings per child', () => {
  it('allows saving while the gallery is below the limit, never at or above it', () => {
    expect(mayAddDrawing(0, 200)).toBe(true);
    expect(mayAddDrawing(199, 200)).toBe(true);
    expect(mayAddDrawing(200, 200)).toBe(false);
    expect(mayAddDrawing(250, 200)).toBe(false);
    expect(mayAddDrawing(2, 3)).toBe(true);
    expect(mayAddDrawing(3, 3)).toBe(false);
  });
});
