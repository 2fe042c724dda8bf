import { bookPath, chapterPath, parseRouteNumber } from './storyPaths';

describe('story paths', () => {
  it('builds the real URLs of a book and a chapter', () => {
    expect(bookPath(1)).toBe('/historia/1');
    expect(chapterPath(1, 10)).toBe('/historia/1/capitulo/10');
  });
});

describe('parseRouteNumber', () => {
  it.each([
    ['1', 1],
    ['10', 10],
    ['2147483648', 2147483648],
  ])('reads the plain positive integer %p', (param, expected) => {
    expect(parseRouteNumber(param)).toBe(expected);
  });

  it.each([undefined, '', '0', '01', '-1', '+1', '1.5', '1e3', '0x1', ' 1', 'abc', '12345678901'])('refuses %p', (param) => {
    expect(parseRouteNumber(param)).toBeNull();
  });
});
