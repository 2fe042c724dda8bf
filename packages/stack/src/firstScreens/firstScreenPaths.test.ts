import { firstScreenPaths, SHELL_VISITOR_PAGES } from './firstScreenPaths';

describe('firstScreenPaths', () => {
  const books = [
    { id: 1, chapters: [{ number: 1 }, { number: 2 }] },
    { id: 7, chapters: [{ number: 1 }] },
  ];

  it('lists the shell, every plain page, and each book and chapter of the catalogue', () => {
    expect(firstScreenPaths(['/historia', '/historia/{book}', '/historia/{book}/capitulo/{chapter}', '/tienda'], books)).toEqual([
      ...SHELL_VISITOR_PAGES,
      '/historia',
      '/historia/1',
      '/historia/7',
      '/historia/1/capitulo/1',
      '/historia/1/capitulo/2',
      '/historia/7/capitulo/1',
      '/tienda',
    ]);
  });

  it('leaves out a page whose parameter has no list, and repeats nothing', () => {
    expect(firstScreenPaths(['/blog/{slug}', '/login', '/login'], books)).toEqual([...SHELL_VISITOR_PAGES]);
  });

  it('keeps plain pages when the catalogue is empty', () => {
    expect(firstScreenPaths(['/historia/{book}', '/zona-magica'], [])).toEqual([...SHELL_VISITOR_PAGES, '/zona-magica']);
  });
});
