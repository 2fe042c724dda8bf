import { dataPreloadPageRegex, dataPreloadProblem, dataPreloadsForRequestUri, dataPreloadTarget, type DataPreload } from './dataPreloads';
import { dataPreloads, loadRouteTable, type RouteTable, validateRouteTable } from './index';

const chapter: DataPreload = { page: '/historia/{book}/capitulo/{chapter}', api: '/api/books/{book}/chapters/{chapter}', owner: 'mfe-stories' };
const apis = ['/api/books', '/api/auth'];

describe('page data preloads', () => {
  it('matches exactly the declared page, any query string, a final slash, ids as the services take them', () => {
    const preloads: DataPreload[] = [
      chapter,
      { page: '/historia', api: '/api/books', owner: 'mfe-stories' },
      { page: '*', api: '/api/auth/session', owner: 'shell' },
    ];
    expect(dataPreloadsForRequestUri(preloads, '/historia/3/capitulo/12')).toEqual(['/api/books/3/chapters/12', '/api/auth/session']);
    expect(dataPreloadsForRequestUri(preloads, '/historia/3/capitulo/12/?x=1')).toEqual(['/api/books/3/chapters/12', '/api/auth/session']);
    expect(dataPreloadsForRequestUri(preloads, '/historia?orden=1')).toEqual(['/api/books', '/api/auth/session']);
    for (const uri of [
      '/historia/0/capitulo/1',
      '/historia/3/capitulo/1234567890',
      '/historia/3/capitulo/x',
      '/historia/3/capitulo/1/mas',
      '/historias',
      '/',
    ]) {
      expect([uri, dataPreloadsForRequestUri(preloads, uri)]).toEqual([uri, ['/api/auth/session']]);
    }
  });

  it('puts the page’s captures where the API names them, in any order', () => {
    expect(dataPreloadTarget(chapter)).toBe('/api/books/$1/chapters/$2');
    expect(dataPreloadTarget({ page: '/a/{x}/b/{y}', api: '/api/y/{y}/x/{x}' })).toBe('/api/y/$2/x/$1');
    expect(dataPreloadPageRegex('/tienda')).toBe('^/tienda/?(?:\\?|$)');
  });

  it('refuses declarations the gateway could not honour, saying which', () => {
    const problem = (preload: Partial<DataPreload>, owned?: string[]) => dataPreloadProblem({ ...chapter, ...preload }, owned, apis);
    expect(problem({}, ['/historia'])).toBeNull();
    expect(problem({ page: '*', api: '/api/auth/session' })).toBeNull();
    expect(problem({}, ['/tienda'])).toMatch(/fuera de sus rutas/);
    expect(problem({ page: 'historia/{book}' })).toMatch(/necesita una página/);
    expect(problem({ page: '/historia/{book}/{book}' })).toMatch(/repite/);
    expect(problem({ api: '/api/books/{libro}' })).toMatch(/\{libro\}/);
    expect(problem({ api: '/api/books?x=1' })).toMatch(/ruta de API/);
    expect(problem({ api: '/api/products' })).toMatch(/no está bajo ninguna ruta/);
    expect(problem({ api: '/media/x' })).toMatch(/ruta de API/);
  });

  it('reads the declarations of the route table, and the table refuses a bad one', () => {
    const table = loadRouteTable();
    const all = dataPreloads(table);
    expect(all).toContainEqual({ page: '*', api: '/api/auth/session', owner: 'shell' });
    expect(all).toContainEqual(chapter);
    const broken: RouteTable = { ...table, remotes: table.remotes.map((r) => (r.name === 'commerce' ? { ...r, preloads: { '/historia': '/api/books' } } : r)) };
    expect(() => validateRouteTable(broken)).toThrow(/fuera de sus rutas/);
  });
});
