import { fitInside, mediaTypeOf } from './imageRules';

describe('stored size', () => {
  it('keeps a picture that fits', () => {
    expect(fitInside(1200, 900, 2048)).toEqual({ width: 1200, height: 900 });
    expect(fitInside(2048, 2048, 2048)).toEqual({ width: 2048, height: 2048 });
  });

  it('scales a bigger one down on its longer side, keeping its proportions', () => {
    expect(fitInside(4096, 3072, 2048)).toEqual({ width: 2048, height: 1536 });
    expect(fitInside(3000, 4000, 2048)).toEqual({ width: 1536, height: 2048 });
    expect(fitInside(4096, 4096, 2048)).toEqual({ width: 2048, height: 2048 });
    expect(fitInside(4032, 3024, 1600)).toEqual({ width: 1600, height: 1200 });
  });

  it('never scales a thin picture to nothing', () => {
    expect(fitInside(4096, 1, 2048)).toEqual({ width: 2048, height: 1 });
    expect(fitInside(1, 4000, 2048)).toEqual({ width: 1, height: 2048 });
  });
});

describe('media type of a request', () => {
  it.each([
    ['image/png', 'image/png'],
    ['IMAGE/JPEG', 'image/jpeg'],
    ['image/png; charset=binary', 'image/png'],
    [' image/webp ', 'image/webp'],
    ['multipart/form-data; boundary=x', 'multipart/form-data'],
    [undefined, ''],
    ['', ''],
  ])('reads %p as %p', (header, type) => {
    expect(mediaTypeOf(header)).toBe(type);
  });
});
