import { pageWindow, toPage } from './pagination';

describe('pagination', () => {
  it('turns a page number into rows to skip and take', () => {
    expect(pageWindow(1)).toEqual({ offset: 0, limit: 20 });
    expect(pageWindow(3, 10)).toEqual({ offset: 20, limit: 10 });
  });

  it('counts pages, with one (empty) page for an empty list', () => {
    expect(toPage([], 0, 1)).toEqual({ items: [], page: 1, pageSize: 20, total: 0, totalPages: 1 });
    expect(toPage(['a'], 41, 3)).toMatchObject({ totalPages: 3 });
    expect(toPage(['a'], 40, 2)).toMatchObject({ totalPages: 2 });
  });
});
