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

describe('body limits', () => {
  it('reads svc-content’s larger bodies for drawing and gallery photo uploads', () => {
    const content = loadRouteTable().services.find((s) => s.api.includes('/api/axxon'));
    expect(content?.bodyLimits).toEqual({ '/api/axxon/drawings': '3m', '/api/community/images': '6m' });
  });

  it('accepts an exact path below one of the service’s prefixes with an nginx size', () => {
    expect(() => validateRouteTable(tableWith(service({ bodyLimits: { '/api/x/uploads': '3m', '/api/x/a/b': '512k' } })))).not.toThrow();
  });

  it.each([
    ['the prefix itself', { '/api/x': '3m' }, /por debajo/],
    ['another service’s path', { '/api/y/uploads': '3m' }, /por debajo/],
    ['a trailing slash', { '/api/x/uploads/': '3m' }, /ruta exacta/],
    ['a pattern', { '/api/x/.*': '3m' }, /ruta exacta/],
    ['a size without unit', { '/api/x/uploads': '3000000' }, /tamaño de nginx/],
    ['a size with spaces', { '/api/x/uploads': '3m; deny all' }, /tamaño de nginx/],
  ])('refuses %s', (_name, bodyLimits, message) => {
    expect(() => validateRouteTable(tableWith(service({ bodyLimits })))).toThrow(message);
  });
});

describe('service-to-service calls', () => {
  const auth = service({ name: 'auth', dir: 'svc-auth', port: 4001, database: 'a_db', api: ['/api/auth'] });

  it('reads the calls the services make to each other, and who sends mail', () => {
    const table = loadRouteTable();
    const byName = new Map(table.services.map((s) => [s.name, s]));
    expect(byName.get('chat')?.calls).toEqual(expect.objectContaining({ billing: ['/api/billing/entitlement'], auth: ['/api/auth/session'] }));
    expect(byName.get('auth')?.calls).toEqual({ content: ['/internal/family-data'], chat: ['/internal/family-data'], billing: ['/internal/family-data'] });
    expect(
      table.services
        .filter((s) => s.sendsMail)
        .map((s) => s.name)
        .sort(),
    ).toEqual(['auth', 'content']);
  });

  it('takes Debian package names for a service’s image, and refuses anything else in that RUN line', () => {
    expect(() => validateRouteTable(tableWith(service({ debianPackages: ['espeak-ng', 'opus-tools', 'libc++1'] })))).not.toThrow();
    expect(() => validateRouteTable(tableWith(service({ debianPackages: ['espeak-ng && curl x'] })))).toThrow(/no es un nombre de paquete de Debian/);
  });

  it('accepts a call below the callee’s API or under /internal/', () => {
    expect(() => validateRouteTable(tableWith(auth, service({ calls: { auth: ['/api/auth/session', '/internal/family-data'] } })))).not.toThrow();
  });

  it.each([
    ['an unknown service', { nobody: ['/api/x'] }, /no está en la tabla de rutas/],
    ['itself', { x: ['/api/x'] }, /no está en la tabla de rutas/],
    ['a path the callee does not own', { auth: ['/api/books'] }, /no está bajo una ruta de API/],
  ])('refuses a call to %s', (_what, calls, message) => {
    expect(() => validateRouteTable(tableWith(auth, service({ calls })))).toThrow(message);
  });
});

describe('link previews', () => {
  it('reads the stories remote’s book pages as pages with previews', () => {
    expect(loadRouteTable().remotes.find((r) => r.name === 'stories')?.previews).toEqual(['/historia']);
  });

  it('refuses a preview route the remote does not own', () => {
    const table: RouteTable = {
      ...tableWith(),
      remotes: [{ kind: 'remote', name: 'stories', dir: 'mfe-stories', routes: ['/historia'], devPort: 4101, previews: ['/tienda'] }],
    };
    expect(() => validateRouteTable(table)).toThrow('mfe-stories: la vista previa /tienda debe ser una de sus rutas');
  });
});
