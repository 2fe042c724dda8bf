import { deflateSync } from 'node:zlib';
import { hasPngSignature, keepPictureChunks, PNG_SIGNATURE, pngChunkTypes, readPngHeader } from './pngFile';

/** A tiny PNG written by hand: the bytes a file would have, with any chunks after IHDR. */
function png(width: number, height: number, extra: { type: string; data: Buffer }[] = []): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    // The CRC is not checked by these rules (the decoder checks it): four zero bytes.
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  const pixels = deflateSync(Buffer.alloc((width * 4 + 1) * height));
  return Buffer.concat([
    Buffer.from(PNG_SIGNATURE),
    chunk('IHDR', ihdr),
    ...extra.map((c) => chunk(c.type, c.data)),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('PNG signature', () => {
  it('recognises the eight bytes a PNG starts with', () => {
    expect(hasPngSignature(png(2, 2))).toBe(true);
    expect(hasPngSignature(Buffer.from(PNG_SIGNATURE))).toBe(true);
  });

  it.each([
    ['nothing', Buffer.alloc(0)],
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46])],
    ['a GIF', Buffer.from('GIF89a....', 'latin1')],
    ['text that says PNG', Buffer.from('PNG image, honest', 'utf8')],
    ['seven of the eight bytes', Buffer.from(PNG_SIGNATURE.slice(0, 7))],
    ['a signature mangled by a text transfer (CRLF to LF)', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0a, 0x1a, 0x0a, 0x00])],
  ])('refuses %s', (_name, bytes) => {
    expect(hasPngSignature(bytes)).toBe(false);
  });
});

describe('PNG header', () => {
  it('reads the declared width and height without decoding', () => {
    expect(readPngHeader(png(640, 480))).toEqual({ width: 640, height: 480 });
    expect(readPngHeader(png(1, 3000))).toEqual({ width: 1, height: 3000 });
  });

  it('is null without a signature or when the first chunk is not a 13-byte IHDR', () => {
    expect(readPngHeader(Buffer.from('hola'))).toBeNull();
    expect(readPngHeader(Buffer.from(PNG_SIGNATURE))).toBeNull();
    const wrongFirst = png(2, 2);
    wrongFirst.write('IDAT', 12, 'latin1');
    expect(readPngHeader(wrongFirst)).toBeNull();
    const wrongLength = png(2, 2);
    wrongLength.writeUInt32BE(12, 8);
    expect(readPngHeader(wrongLength)).toBeNull();
  });
});

describe('PNG chunks', () => {
  it('lists the chunk types in file order', () => {
    const withText = png(2, 2, [{ type: 'tEXt', data: Buffer.from('Author\0Ana', 'latin1') }]);
    expect(pngChunkTypes(withText)).toEqual(['IHDR', 'tEXt', 'IDAT', 'IEND']);
    expect(pngChunkTypes(png(2, 2))).toEqual(['IHDR', 'IDAT', 'IEND']);
  });

  it('is null for a truncated file, bytes after IEND or a file without IEND', () => {
    const whole = png(2, 2);
    expect(pngChunkTypes(whole.subarray(0, whole.length - 3))).toBeNull();
    expect(pngChunkTypes(Buffer.concat([whole, Buffer.from('extra')]))).toBeNull();
    expect(pngChunkTypes(whole.subarray(0, whole.length - 12))).toBeNull();
    expect(pngChunkTypes(Buffer.from('no soy un png'))).toBeNull();
  });
});

describe('keeping only the picture', () => {
  it('drops text, EXIF, colour profile, time and physical size chunks, and keeps the rest byte for byte', () => {
    const plain = png(3, 2);
    const tagged = png(3, 2, [
      { type: 'tEXt', data: Buffer.from('Author\0Ana Pérez', 'latin1') },
      { type: 'iTXt', data: Buffer.from('Comment\0\0\0\0\0mi casa', 'utf8') },
      { type: 'eXIf', data: Buffer.from('MM\0*GPS', 'latin1') },
      { type: 'tIME', data: Buffer.alloc(7) },
      { type: 'pHYs', data: Buffer.alloc(9) },
    ]);
    const stripped = keepPictureChunks(tagged);
    expect(stripped && pngChunkTypes(stripped)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(Buffer.from(stripped!).equals(plain)).toBe(true);
  });

  it('keeps a palette and its transparency', () => {
    const paletted = png(2, 2, [
      { type: 'PLTE', data: Buffer.alloc(6) },
      { type: 'tRNS', data: Buffer.alloc(2) },
      { type: 'zTXt', data: Buffer.from('a\0\0x', 'latin1') },
    ]);
    expect(pngChunkTypes(keepPictureChunks(paletted)!)).toEqual(['IHDR', 'PLTE', 'tRNS', 'IDAT', 'IEND']);
  });

  it('is null for bytes that are not a whole PNG', () => {
    expect(keepPictureChunks(Buffer.from('hola'))).toBeNull();
    expect(keepPictureChunks(png(2, 2).subarray(0, 30))).toBeNull();
  });
});
