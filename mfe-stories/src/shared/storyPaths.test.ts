import { bookPath, chapterPath, parseRouteNumber } from './storyPaths';

describe('story paths', () => {
  it('builds the real URLs of a book and a chapter', () => {
    expect(bookPath(1)).toBe('/historia/1');
    expect(chapterPath(1, 10)).toBe('/historia/1/capitulo/10');
  });
});

describe('parseRouteNumber', () => {
  it('reads plain positive integers', () => {
    expect(parseRouteNumber('1')).toBe(1);
    expect(parseRouteNumber('10')).toBe(10);
    expect(parseRouteNumber('2147483648')).toBe(2147483648);
  });

  it('refuses anything else', () => {
    for (const param of [undefined, '', '0', '01', '-1', '+1', '1.5', '1e3', '0x1', ' 1', 'abc', '12345678901']) {
      expect(parseRouteNumber(param)).toBeNull();
    }
  });
});
