import { loadRouteTable, mediaRoutes, type RouteTable, type ServiceEntry, validateRouteTable } from './index';

const service = (over: Partial<ServiceEntry>): ServiceEntry => ({
  kind: 'service',
  name: 'x',
  dir: 'svc-x',
  port: 4000,
  database: 'x_db',
  api: ['/api/x'],
  scalable: false,
  ...over,
});

const tableWith = (...services: ServiceEntry[]): RouteTable => ({
  root: '/repo',
  shell: { kind: 'shell', dir: 'shell', devPort: 5000 },
  services,
  remotes: [],
});

describe('route table', () => {
  it('reads the repository’s table, with svc-content’s media folder', () => {
    const table = loadRouteTable();
    const content = table.services.find((s) => s.api.includes('/api/books'));
    expect(content?.media).toEqual({ '/media/': 'media' });
    expect(mediaRoutes(table)).toEqual([{ prefix: '/media/', dir: 'svc-content/media', service: content }]);
  });

  it('accepts services without media', () => {
    expect(mediaRoutes(tableWith(service({})))).toEqual([]);
    expect(() => validateRouteTable(tableWith(service({})))).not.toThrow();
  });

  it.each([
    ['no trailing slash', { '/media': 'media' }, /prefijo de medios/],
    ['an API path', { '/api/media/': 'media' }, /prefijo de medios/],
    ['the remotes path', { '/remotes/audio/': 'media' }, /prefijo de medios/],
    ['capital letters', { '/Media/': 'media' }, /prefijo de medios/],
    ['a folder outside the workspace', { '/media/': '../secrets' }, /carpeta de medios/],
    ['an absolute folder', { '/media/': '/etc' }, /carpeta de medios/],
  ])('refuses a media prefix with %s', (_name, media, message) => {
    expect(() => validateRouteTable(tableWith(service({ media })))).toThrow(message);
  });

  it('refuses the same or overlapping media prefixes', () => {
    const a = service({ media: { '/media/': 'media' } });
    const b = service({ name: 'y', dir: 'svc-y', port: 4001, database: 'y_db', api: ['/api/y'], media: { '/media/': 'files' } });
    expect(() => validateRouteTable(tableWith(a, b))).toThrow(/medios \/media\/ está declarado por svc-x y por svc-y/);
    const c = service({ name: 'y', dir: 'svc-y', port: 4001, database: 'y_db', api: ['/api/y'], media: { '/media/audio/': 'audio' } });
    expect(() => validateRouteTable(tableWith(a, c))).toThrow(/se solapan/);
  });
});
