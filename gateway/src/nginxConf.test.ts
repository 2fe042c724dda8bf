import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadRouteTable, mediaRoutes, remotesManifest, type RouteTable } from '@universo/route-table';
import {
  AUTH_RATE_LIMITED_PATHS,
  CACHE_MEDIA,
  CACHE_IMMUTABLE,
  HASHED_MEDIA_NAME,
  VERSIONED_MEDIA_QUERY,
  CACHE_PREMIUM_MEDIA,
  COMPOSE_MEDIA_ROOT,
  MICRO_CACHE_SECONDS,
  mayMicroCache,
  publicReadRegex,
  SECURITY_HEADERS,
  CONTENT_SECURITY_POLICY,
  buildNginxConf,
  clientRouteRegex,
  PAGE_REMOTE_VARIABLE,
  parseTrustedProxies,
  previewForRequestUri,
  previewRouteRegex,
  remoteEntryPreloadLink,
  remoteForRequestUri,
  remotesMapJson,
  copyMediaForImage,
  renderGatewayFiles,
  staticSiteConf,
  upstreamName,
  writeGatewayFiles,
} from './nginxConf';
import { API_BODY_LIMIT } from '../../packages/contracts/src/requestLimits';
import { nginxVersion, testNginxConf } from './nginxProcess';
import { FIRST_SCREENS_CONTAINER_DIR } from './firstScreens';

const table = loadRouteTable();
const dirs: string[] = [];
const tempDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'universo-nginxconf-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

type Item = ReturnType<typeof buildNginxConf>['nginx'];
const values = (item: Item | undefined, name: string): string[] => (item?.[name] ?? []).map((d) => String(d._value));
const child = (item: Item | undefined, name: string, value = ''): Item | undefined => item?.[name]?.find((d) => String(d._value) === value);

function serverOf(target: 'local' | 'compose', extra: Partial<Parameters<typeof buildNginxConf>[0]> = {}) {
  const runDir = '/tmp/universo-run';
  const conf = buildNginxConf({ target, table, ...(target === 'local' ? { port: 18080, runDir } : {}), ...extra });
  const http = child(conf.nginx, 'http');
  return { conf, http, server: child(http, 'server'), runDir };
}

describe('local target', () => {
  it('passes nginx -t', () => {
    if (!nginxVersion()) throw new Error('nginx is not installed: apt-get install -y nginx');
    const runDir = tempDir();
    writeGatewayFiles({ target: 'local', table, port: 18080, runDir, upstreams: { chat: ['127.0.0.1:13003', '127.0.0.1:13103'] } });
    expect(testNginxConf(runDir)).toMatch(/test is successful/);
  });

  it('keeps pid, logs and every temp path inside the run folder', () => {
    const { conf, http, runDir } = serverOf('local');
    expect(values(conf.nginx, 'pid')).toEqual([join(runDir, 'nginx.pid')]);
    expect(values(conf.nginx, 'error_log')[0]).toMatch(new RegExp(`^${runDir}/`));
    expect(values(http, 'access_log')[0]).toMatch(new RegExp(`^${runDir}/`));
    for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      expect(values(http, `${kind}_temp_path`)[0]).toMatch(new RegExp(`^${runDir}/`));
    }
    expect(conf.toString()).not.toMatch(/\/var\/lib\/nginx|\/run\/nginx|daemon/);
  });

  it('listens on the given port on loopback', () => {
    const { server } = serverOf('local');
    expect(values(server, 'listen')).toEqual(['127.0.0.1:18080 default_server']);
  });

  it('has one keepalive upstream per service, with every replica', () => {
    const { http } = serverOf('local', { upstreams: { chat: ['127.0.0.1:3003', '127.0.0.1:3103', '127.0.0.1:3203'] } });
    for (const service of table.services) {
      const upstream = child(http, 'upstream', upstreamName(service));
      expect(upstream).toBeDefined();
      expect(values(upstream, 'keepalive')).toEqual(['32']);
      const servers = values(upstream, 'server').map((s) => s.split(' ')[0]);
      if (service.name === 'chat') expect(servers).toEqual(['127.0.0.1:3003', '127.0.0.1:3103', '127.0.0.1:3203']);
      else expect(servers).toEqual([`127.0.0.1:${service.port}`]);
    }
  });

  it('routes every API prefix exactly (the prefix itself and below it), to its own upstream', () => {
    const { server } = serverOf('local');
    const locations = values(server, 'location');
    for (const service of table.services) {
      for (const prefix of service.api) {
        for (const match of [`= ${prefix}`, `^~ ${prefix}/`]) {
          expect(locations).toContain(match);
          expect(values(child(server, 'location', match), 'proxy_pass')).toEqual([`http://${upstreamName(service)}`]);
        }
      }
    }
    expect(locations).toContain('^~ /api/');
    expect(values(child(server, 'location', '^~ /api/'), 'return')[0]).toMatch(/^404 '\{"statusCode":404,"error":"Not Found"/);
  });

  it('proxies with HTTP/1.1, no Connection header and forwarded headers', () => {
    const { server } = serverOf('local');
    expect(values(server, 'proxy_http_version')).toEqual(['1.1']);
    const headers = values(server, 'proxy_set_header');
    expect(headers).toContain('Connection ""');
    for (const name of ['X-Forwarded-For', 'X-Forwarded-Proto', 'X-Forwarded-Host', 'Host']) {
      expect(headers.some((h) => h.startsWith(`${name} `))).toBe(true);
    }
  });

  it('trusts no proxy by default: a client-supplied X-Forwarded-For is never believed', () => {
    const saved = process.env.GATEWAY_TRUSTED_PROXIES;
    delete process.env.GATEWAY_TRUSTED_PROXIES;
    try {
      const { http } = serverOf('local');
      expect(values(http, 'set_real_ip_from')).toEqual([]);
      expect(values(http, 'real_ip_header')).toEqual([]);
    } finally {
      if (saved !== undefined) process.env.GATEWAY_TRUSTED_PROXIES = saved;
    }
  });

  it('believes X-Forwarded-For only from the trusted proxies named by the operator', () => {
    const saved = process.env.GATEWAY_TRUSTED_PROXIES;
    process.env.GATEWAY_TRUSTED_PROXIES = '10.0.0.0/8, 192.168.1.7 2001:db8::/32';
    try {
      for (const target of ['local', 'compose'] as const) {
        const { http, server } = serverOf(target);
        expect(values(http, 'set_real_ip_from')).toEqual(['10.0.0.0/8', '192.168.1.7', '2001:db8::/32']);
        expect(values(http, 'real_ip_header')).toEqual(['X-Forwarded-For']);
        expect(values(http, 'real_ip_recursive')).toEqual(['on']);
        // What goes on to the services is the real client address, never the header as received.
        expect(values(server, 'proxy_set_header')).toContain('X-Forwarded-For $remote_addr');
      }
      // An explicit option wins over the environment.
      expect(values(serverOf('local', { trustedProxies: ['172.16.0.0/12'] }).http, 'set_real_ip_from')).toEqual(['172.16.0.0/12']);
      const dir = tempDir();
      writeGatewayFiles({ target: 'local', table, port: 18081, runDir: dir, staticDirs: { shell: dir } });
      expect(readFileSync(join(dir, 'nginx.conf'), 'utf8')).toMatch(/set_real_ip_from 10\.0\.0\.0\/8;[\s\S]*real_ip_header X-Forwarded-For;/);
      testNginxConf(dir);
    } finally {
      if (saved === undefined) delete process.env.GATEWAY_TRUSTED_PROXIES;
      else process.env.GATEWAY_TRUSTED_PROXIES = saved;
    }
  });

  it('refuses a trusted proxy that is not an address or a CIDR range', () => {
    expect(parseTrustedProxies(undefined)).toEqual([]);
    expect(parseTrustedProxies(' ')).toEqual([]);
    expect(parseTrustedProxies('::1,127.0.0.1/32')).toEqual(['::1', '127.0.0.1/32']);
    for (const bad of ['0.0.0.0/33', 'balanceador.local', '10.0.0.0/8/1', '10.0.0.1/x', 'all', '2001:db8::/129']) {
      expect(() => parseTrustedProxies(bad)).toThrow(/GATEWAY_TRUSTED_PROXIES/);
    }
  });

  it('adds the security headers to every location that sets its own headers', () => {
    const files = renderGatewayFiles({ target: 'local', table, runDir: '/tmp/universo-run' });
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(files['security-headers.conf']).toContain(`add_header ${name} "${value}" always;`);
    }
    const { server } = serverOf('local');
    expect(values(server, 'include')).toEqual(['/tmp/universo-run/security-headers.conf']);
    for (const location of server?.location ?? []) {
      const includes = values(location, 'include');
      const ownHeaders = (location.add_header ?? []).length > 0 || includes.some((i) => i.endsWith('static-headers.conf'));
      if (!ownHeaders) continue;
      expect(includes.some((i) => /(security|static)-headers\.conf$/.test(i))).toBe(true);
    }
    expect(files['static-headers.conf']).toContain('include /tmp/universo-run/security-headers.conf;');
  });

  it('answers JSON errors from named locations with the Spanish messages', () => {
    const { server } = serverOf('local');
    expect(values(server, 'error_page')).toContain('502 503 504 =503 @service_unavailable');
    const unavailable = child(server, 'location', '@service_unavailable');
    expect(values(unavailable, 'default_type')).toEqual(['application/json']);
    expect(values(unavailable, 'return')[0]).toContain('"message":"El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos."');
    const limited = child(server, 'location', '@auth_rate_limited');
    expect(values(limited, 'return')[0]).toMatch(/^429 '\{"statusCode":429,.*"message":"Demasiados intentos\. Espera un momento y vuelve a intentarlo\."\}'$/);
  });

  it('rate-limits login and register strictly and other writes loosely', () => {
    const { http, server } = serverOf('local');
    const zones = values(http, 'limit_req_zone');
    expect(zones).toEqual([
      expect.stringMatching(/^\$universo_auth_key zone=universo_auth:/),
      expect.stringMatching(/^\$universo_write_key zone=universo_writes:/),
    ]);
    for (const path of AUTH_RATE_LIMITED_PATHS) {
      const location = child(server, 'location', `= ${path}`);
      expect(values(location, 'limit_req')[0]).toMatch(/^zone=universo_auth /);
      expect(values(location, 'error_page')).toContain('429 =429 @auth_rate_limited');
    }
    const files = renderGatewayFiles({ target: 'local', table, runDir: '/tmp/universo-run' });
    expect(files['api-proxy.conf']).toMatch(/limit_req zone=universo_writes burst=\d+ nodelay;/);
    // Sent once: by the gateway (security-headers.conf), not again from a service's own answer.
    expect(files['api-proxy.conf']).toMatch(/proxy_hide_header X-Content-Type-Options;/);
    // The services' own default (service-kit reads the same constant): neither fence is looser.
    expect(values(http, 'client_max_body_size')).toEqual([API_BODY_LIMIT]);
    expect(API_BODY_LIMIT).toBe('64k');
  });

  it('lets only the exact paths of the table take bigger bodies (drawing uploads: 3m, gallery photos: 6m)', () => {
    const { server } = serverOf('local');
    const content = table.services.find((s) => s.api.includes('/api/axxon'))!;
    expect(content.bodyLimits).toEqual({ '/api/axxon/drawings': '3m', '/api/community/images': '6m' });
    for (const [path, size] of Object.entries(content.bodyLimits!)) {
      const upload = child(server, 'location', `= ${path}`);
      expect(values(upload, 'client_max_body_size')).toEqual([size]);
      expect(values(upload, 'proxy_pass')).toEqual([`http://${upstreamName(content)}`]);
      expect(values(upload, 'include')).toEqual(['/tmp/universo-run/api-proxy.conf']);
      expect(values(upload, 'error_page')).toContain('429 =429 @rate_limited');
    }
    // Everything else keeps the default: the prefixes, and the paths below the upload paths.
    for (const location of server?.location ?? []) {
      if (!['= /api/axxon/drawings', '= /api/community/images'].includes(String(location._value))) {
        expect(values(location, 'client_max_body_size')).toEqual([]);
      }
    }
  });

  it('lets pages load images from our origin (and data: URLs) only: no other site learns who looked', () => {
    const imgSrc = CONTENT_SECURITY_POLICY.split('; ').find((directive) => directive.startsWith('img-src '));
    expect(imgSrc).toBe("img-src 'self' data:");
  });

  it('serves the shell with an SPA fallback and each remote from its dist', () => {
    const { server } = serverOf('local');
    expect(values(server, 'root')).toEqual([join(table.root, table.shell.dir, 'dist')]);
    expect(values(child(server, 'location', '/'), 'try_files')).toEqual(['$uri /index.html']);
    for (const remote of table.remotes) {
      const location = child(server, 'location', `^~ /remotes/${remote.name}/`);
      expect(values(location, 'alias')).toEqual([`${join(table.root, remote.dir, 'dist')}/`]);
    }
    const manifest = child(server, 'location', '= /remotes.json');
    expect(values(manifest, 'add_header')).toContain('Cache-Control "no-store" always');
  });

  it('chooses the cache policy by file name and gzips text types', () => {
    const { http } = serverOf('local');
    const text = http?.toString() ?? '';
    expect(text).toMatch(/"~\/mf-manifest\\\.json\$" "no-store";/);
    expect(text).toMatch(/"~\/remoteEntry\\\.js\$" "no-store";/);
    expect(text).toMatch(/"~\*\\\.html\?\$" "no-cache";/);
    expect(text).toContain('"public, max-age=31536000, immutable"');
    expect(values(http, 'gzip')).toEqual(['on']);
    for (const type of ['application/javascript', 'text/css', 'application/json', 'image/svg+xml']) {
      expect(values(http, 'gzip_types')[0]).toContain(type);
    }
  });

  it('serves each service media prefix from its workspace folder: media types only, cached a day', () => {
    const { http, server } = serverOf('local');
    const routes = mediaRoutes(table);
    expect(routes.map((r) => r.prefix)).toContain('/media/');
    for (const route of routes) {
      const location = child(server, 'location', `^~ ${route.prefix}`);
      expect(values(location, 'return')).toEqual(['404']);
      // Premium files come first (the first matching regex wins); the public rule is the last.
      const [premium, file] = [location?.location?.[0], location?.location?.at(-1)];
      expect(String(premium?._value)).toContain('(?<premium_file>audio/book-[0-9]+/chapter-(?:0[2-9]|[1-9][0-9])');
      expect(values(premium, 'auth_request')).toEqual(['/_premium/story-narration']);
      expect(values(premium, 'add_header')).toContain(`Cache-Control "${CACHE_PREMIUM_MEDIA}" always`);
      expect(String(file?._value)).toMatch(new RegExp(`^~\\* \\^${route.prefix}\\(\\.\\+.*ogg\\|opus`));
      expect(values(file, 'alias')).toEqual([`${join(table.root, route.dir)}/$1`]);
      expect(values(file, 'add_header')).toEqual(['Cache-Control $universo_media_cache']);
      // The narration's timings are served beside its audio, behind the same premium rule.
      expect(String(premium?._value)).toContain('|timings\\.json))$');
      expect(values(file, 'include')).toEqual(['/tmp/universo-run/security-headers.conf']);
      // Files named by the hash of what they hold (the Magic Zone's clips): a year, immutable.
      const hashed = location?.location?.at(-2);
      expect(String(hashed?._value)).toContain(`((?:[a-z0-9_-]+/)*${HASHED_MEDIA_NAME}\\.(?:`);
      expect(values(hashed, 'add_header')).toEqual([`Cache-Control "${CACHE_IMMUTABLE}"`]);
      expect(values(hashed, 'alias')).toEqual([`${join(table.root, route.dir)}/$1`]);
    }
    expect(http?.toString()).toMatch(/audio\/ogg ogg opus;/);
    expect(http?.toString()).toMatch(/audio\/mpeg mp3;/);
    const mediaCache = child(http, 'map', '$args $universo_media_cache');
    expect(values(mediaCache, 'default')).toEqual([`"${CACHE_MEDIA}"`]);
    expect(values(mediaCache, `"~${VERSIONED_MEDIA_QUERY}"`)).toEqual([`"${CACHE_IMMUTABLE}"`]);
  });

  it('writes remotes.json from the route table', () => {
    const files = renderGatewayFiles({ target: 'local', table, runDir: '/tmp/universo-run' });
    expect(JSON.parse(files['remotes.json'])).toEqual(remotesManifest(table));
  });
});

describe("the shell's page: remote map and preload hints filled in by the gateway (no waterfall)", () => {
  const fakeTable = {
    ...table,
    remotes: [
      { kind: 'remote' as const, name: 'stories', dir: 'mfe-stories', devPort: 4101, routes: ['/historia', '/personajes'] },
      { kind: 'remote' as const, name: 'commerce', dir: 'mfe-commerce', devPort: 4102, routes: ['/tienda', '/account/subscription/'] },
    ],
  };

  it('finds the remote that owns a page, its routes and everything below them, in any case, with a query', () => {
    expect(remoteForRequestUri(fakeTable, '/historia')).toBe('stories');
    expect(remoteForRequestUri(fakeTable, '/historia/1/capitulo/2')).toBe('stories');
    expect(remoteForRequestUri(fakeTable, '/Historia?x=1')).toBe('stories');
    expect(remoteForRequestUri(fakeTable, '/account/subscription')).toBe('commerce');
    expect(remoteForRequestUri(fakeTable, '/account/subscription/')).toBe('commerce');
  });

  it('gives no remote to the shell pages nor to a path that only starts like a route', () => {
    for (const uri of ['/', '/login', '/historias', '/historia-falsa', '/account', '/tiendas?x=1']) {
      expect(remoteForRequestUri(fakeTable, uri)).toBeUndefined();
    }
  });

  it('escapes route text so it is matched literally', () => {
    expect(clientRouteRegex('/a.b')).toBe('^/a\\.b(?:[/?]|$)');
    expect(new RegExp(clientRouteRegex('/a.b'), 'i').test('/axb')).toBe(false);
  });

  it('writes the same decision into nginx as a map from the request line, and the Link header from it', () => {
    const { http } = serverOf('local', { table: fakeTable });
    const map = child(http, 'map', `$request_uri $${PAGE_REMOTE_VARIABLE}`);
    expect(values(map, 'default')).toEqual(['""']);
    expect(values(map, '"~*^/historia(?:[/?]|$)"')).toEqual(['"stories"']);
    expect(values(map, '"~*^/account/subscription(?:[/?]|$)"')).toEqual(['"commerce"']);
    const link = child(http, 'map', `$${PAGE_REMOTE_VARIABLE} $universo_remote_link`);
    expect(values(link, 'default')).toEqual([`"</remotes/$${PAGE_REMOTE_VARIABLE}/remoteEntry.js>; rel=preload; as=script"`]);
    // No remote, no header at all (nginx leaves out an empty add_header).
    expect(values(link, '""')).toEqual(['""']);
    expect(remoteEntryPreloadLink('stories')).toBe('</remotes/stories/remoteEntry.js>; rel=preload; as=script');
  });

  it('sends no Link preload on a page that comes with its first screen (its code starts late), and only the local stack has one', () => {
    const { http } = serverOf('local', { table: fakeTable });
    for (const variable of ['$universo_remote_link', '$universo_every_page_data_link', '$universo_data_link']) {
      const sent = child(http, 'map', `$universo_late_start ${variable}_sent`);
      expect(values(sent, 'default')).toEqual(['""']);
      expect(values(sent, '""')).toEqual([variable]);
    }
    const local = serverOf('local', { table: fakeTable }).server;
    expect(values(local, 'set')).toContain('$universo_late_start ""');
    expect(values(child(local, 'if', '(-f $universo_first_screen_on_disk)'), 'set')).toEqual(['$universo_late_start 1']);
    const compose = serverOf('compose', { table: fakeTable }).server;
    expect(values(compose, 'set')).toContain('$universo_late_start ""');
    expect(compose?.if).toBeUndefined();
  });

  it('gives a compose gateway first screens only from the folder it is told (GATEWAY_FIRST_SCREENS_DIR), as the local one has them', () => {
    const saved = process.env.GATEWAY_FIRST_SCREENS_DIR;
    delete process.env.GATEWAY_FIRST_SCREENS_DIR;
    try {
      // Off: the page's first screen is always empty, no location reads the disk, no late start.
      const off = serverOf('compose', { table: fakeTable });
      expect(values(child(off.http, 'map', '$request_uri $universo_first_screen_file'), 'default')).toEqual(['""']);
      expect(Object.keys(child(off.http, 'map', '$request_uri $universo_first_screen_file') ?? {}).filter((k) => k.startsWith('"~'))).toEqual([]);
      expect(child(off.http, 'map', '$universo_first_screen $universo_first_screen_on_disk')).toBeUndefined();
      expect(child(off.server, 'location', '^~ /_first-screen/')).toBeUndefined();
      expect(off.server?.if).toBeUndefined();

      // On, by option or by environment: the same maps, location and late start as the local target, from that folder.
      const dir = FIRST_SCREENS_CONTAINER_DIR;
      const local = serverOf('local', { table: fakeTable });
      const byOption = serverOf('compose', { table: fakeTable, firstScreensDir: `${dir}/` });
      process.env.GATEWAY_FIRST_SCREENS_DIR = dir;
      const byEnv = serverOf('compose', { table: fakeTable });
      for (const on of [byOption, byEnv]) {
        expect(values(child(on.http, 'map', '$universo_first_screen $universo_first_screen_on_disk'), '"~^/_first-screen/(.+)$"')).toEqual([`"${dir}/$1"`]);
        const location = child(on.server, 'location', '^~ /_first-screen/');
        expect(values(location, 'alias')).toEqual([`${dir}/`]);
        expect(values(location, 'internal')).toEqual(['']);
        expect(values(child(on.server, 'if', '(-f $universo_first_screen_on_disk)'), 'set')).toEqual(['$universo_late_start 1']);
        for (const map of ['$request_uri $universo_first_screen_file', '$cookie_uf_session$http_x_universo_first_screen $universo_first_screen']) {
          expect(child(on.http, 'map', map)?.toString()).toBe(child(local.http, 'map', map)?.toString());
        }
      }
      // Only an absolute folder: nginx would read a relative one from its prefix.
      expect(() => serverOf('compose', { table: fakeTable, firstScreensDir: 'first-screens' })).toThrow(/ruta absoluta/);
    } finally {
      if (saved === undefined) delete process.env.GATEWAY_FIRST_SCREENS_DIR;
      else process.env.GATEWAY_FIRST_SCREENS_DIR = saved;
    }
  });

  it('fills in the page with SSI from text, never from the build .gz, in both targets', () => {
    for (const target of ['local', 'compose'] as const) {
      const page = child(serverOf(target).server, 'location', '/');
      expect(values(page, 'ssi')).toEqual(['on']);
      expect(values(page, 'ssi_silent_errors')).toEqual(['on']);
      expect(values(page, 'gzip_static')).toEqual(['off']);
      expect(values(page, 'add_header')).toContain('Link $universo_remote_link_sent');
    }
    // The static container sends the page uncompressed for the gateway to fill in.
    expect(staticSiteConf().toString()).toMatch(/location \/ \{\s*gzip_static off;/);
  });

  it('never turns on SSI for assets, remotes or the API', () => {
    const { server } = serverOf('local');
    const withSsi = (server?.location ?? []).filter((location) => values(location, 'ssi').includes('on')).map((l) => String(l._value));
    expect(withSsi).toEqual(['/']);
  });

  it('writes a remote map that cannot close the <script> element it is inlined in', () => {
    const hostile = { ...fakeTable, remotes: [{ ...fakeTable.remotes[0]!, routes: ['/a</script><script>alert(1)</script>&'] }] };
    const text = remotesMapJson(hostile);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(remotesManifest(hostile));
  });
});

describe('compose target', () => {
  it('reaches services and static containers by compose service name, re-resolving replicas', () => {
    const { http, server } = serverOf('compose');
    expect(values(http, 'resolver')[0]).toMatch(/^127\.0\.0\.11 /);
    for (const service of table.services) {
      const upstream = child(http, 'upstream', upstreamName(service));
      expect(values(upstream, 'server')[0]).toMatch(new RegExp(`^${service.dir}:${service.port} resolve`));
      expect(values(upstream, 'zone')).toHaveLength(1);
    }
    expect(values(child(server, 'location', '/'), 'proxy_pass')[0]).toMatch(/^http:\/\/static_shell$/);
    for (const remote of table.remotes) {
      expect(values(child(server, 'location', `^~ /remotes/${remote.name}/`), 'proxy_pass')[0]).toMatch(/^http:\/\/static_mfe_.*\/$/);
    }
    expect(values(server, 'listen')).toEqual(['8080 default_server']);
    expect(values(child(server, 'location', '= /remotes.json'), 'alias')).toEqual(['/etc/nginx/universo/remotes.json']);
  });

  it('takes another resolver and complete names where no Docker DNS answers (Kubernetes)', () => {
    const { http } = serverOf('compose', { resolver: 'kube-dns.kube-system.svc.cluster.local', hostSuffix: '.universo.svc.cluster.local' });
    expect(values(http, 'resolver')).toEqual(['kube-dns.kube-system.svc.cluster.local valid=10s ipv6=off']);
    for (const service of table.services) {
      expect(values(child(http, 'upstream', upstreamName(service)), 'server')[0]).toMatch(
        new RegExp(`^${service.dir}\\.universo\\.svc\\.cluster\\.local:${service.port} resolve`),
      );
    }
    expect(values(child(http, 'upstream', 'static_shell'), 'server')).toEqual(['shell.universo.svc.cluster.local:8080 resolve']);
  });

  it('serves media from the copy inside the gateway image', () => {
    const { server } = serverOf('compose');
    for (const route of mediaRoutes(table)) {
      const [premium, file] = [
        child(server, 'location', `^~ ${route.prefix}`)?.location?.[0],
        child(server, 'location', `^~ ${route.prefix}`)?.location?.at(-1),
      ];
      expect(values(premium, 'alias')).toEqual([`${COMPOSE_MEDIA_ROOT}/${route.dir}/$premium_file`]);
      expect(values(file, 'alias')).toEqual([`${COMPOSE_MEDIA_ROOT}/${route.dir}/$1`]);
    }
  });

  it('copies only the media files of each service for the image', () => {
    const root = tempDir();
    const media = join(root, 'svc-x', 'media');
    mkdirSync(join(media, 'audio', 'book-1'), { recursive: true });
    mkdirSync(join(media, '.cache'), { recursive: true });
    writeFileSync(join(media, 'audio', 'book-1', 'chapter-01.ogg'), 'OggS');
    writeFileSync(join(media, 'audio', 'manifest.json'), '{}');
    writeFileSync(join(media, '.cache', 'x.ogg'), 'hidden');
    const fake: RouteTable = { ...table, root, services: [{ ...table.services[0]!, dir: 'svc-x', media: { '/media/': 'media' } }] };
    const out = join(tempDir(), 'out');
    expect(copyMediaForImage(fake, out)).toEqual(['svc-x/media']);
    expect(readFileSync(join(out, 'svc-x', 'media', 'audio', 'book-1', 'chapter-01.ogg'), 'utf8')).toBe('OggS');
    expect(existsSync(join(out, 'svc-x', 'media', 'audio', 'manifest.json'))).toBe(false);
    expect(existsSync(join(out, 'svc-x', 'media', '.cache'))).toBe(false);
  });

  it.each([false, true])('passes nginx -t once container names and the 1.27 `resolve` flag are mapped to this machine (first screens: %s)', (firstScreens) => {
    if (!nginxVersion()) throw new Error('nginx is not installed: apt-get install -y nginx');
    const dir = tempDir();
    const files = renderGatewayFiles({ target: 'compose', table, confDir: dir, firstScreensDir: firstScreens ? join(dir, 'first-screens') : undefined });
    expect(files['nginx.conf'].includes('/_first-screen/')).toBe(firstScreens);
    const hosts = [...table.services.map((s) => s.dir), table.shell.dir, ...table.remotes.map((r) => r.dir)];
    let conf = files['nginx.conf']
      .replace(/^user .*$/m, '')
      .replace(/ resolve\b/g, '')
      .replaceAll('/var/cache/nginx', dir)
      .replace('/tmp/nginx.pid', join(dir, 'nginx.pid'))
      .replace('/dev/stderr', join(dir, 'error.log'))
      .replace('/dev/stdout', join(dir, 'access.log'));
    for (const host of hosts) conf = conf.replaceAll(`server ${host}:`, 'server 127.0.0.1:');
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), name === 'nginx.conf' ? conf : text);
    expect(readFileSync(join(dir, 'nginx.conf'), 'utf8')).not.toMatch(/resolve;/);
    expect(testNginxConf(dir)).toMatch(/test is successful/);
  });
});

describe('static front-end container', () => {
  it('serves its folder with an index fallback and passes nginx -t inside an http block', () => {
    const dir = tempDir();
    const site = staticSiteConf().toString();
    expect(site).toContain('try_files $uri /index.html;');
    writeFileSync(join(dir, 'site.conf'), site);
    const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `${k}_temp_path ${join(dir, k)};`).join('\n');
    writeFileSync(
      join(dir, 'nginx.conf'),
      `pid ${join(dir, 'nginx.pid')};\nerror_log ${join(dir, 'error.log')};\nevents {}\nhttp {\n${temps}\naccess_log off;\ninclude ${join(dir, 'site.conf')};\n}\n`,
    );
    expect(testNginxConf(dir)).toMatch(/test is successful/);
  });
});

describe('micro-cache rules (what the gateway may keep for everybody)', () => {
  it('may cache the public reads: products, the book list, one book, the article list', () => {
    for (const path of ['/api/products', '/api/books', '/api/books/1', '/api/books/42', '/api/blog']) {
      expect(mayMicroCache('GET', path)).toBe(true);
      expect(mayMicroCache('HEAD', path)).toBe(true);
    }
  });

  it.each([
    [
      'what depends on the session or the plan',
      [
        '/api/blog/como-ahorrar', // an exclusive article's text depends on the plan
        '/api/blog/exclusivo-para-familias',
        '/api/books/1/chapters/1',
        '/api/books/1/chapters/2', // chapters 2 and later are premium
        '/api/auth/user',
        '/api/auth/login',
        '/api/billing/subscription',
        '/api/billing/entitlement/story-chapters',
        '/api/chat',
        '/api/progress',
        '/api/family/children',
      ],
    ],
    [
      'a variant of a public path: query strings, odd spellings, longer or shorter paths',
      [
        '/api/products?x=1',
        '/api/books?page=2',
        '/api/books/',
        '/api/books/abc',
        '/api/books/1/',
        '/api/books/1234567890',
        '/api//products',
        '/api/%70roducts',
        '/API/products',
        '/api/productsX',
        '/api/blog/',
        '/api',
      ],
    ],
  ])('never caches %s', (_what, paths) => {
    for (const path of paths) expect(mayMicroCache('GET', path)).toBe(false);
  });

  it('never caches writes, even to a public path', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(mayMicroCache(method, '/api/products')).toBe(false);
      expect(mayMicroCache(method, '/api/books/1')).toBe(false);
    }
  });

  it('writes the same rule into nginx: every API location looks up and stores only those reads, for a few seconds', () => {
    const files = renderGatewayFiles({ target: 'local', table, runDir: '/tmp/universo-run' });
    const { http } = serverOf('local');
    const text = http?.toString() ?? '';
    expect(text).toContain('map $request_method:$request_uri $universo_no_cache');
    expect(text).toContain(`"~${publicReadRegex()}" "";`);
    expect(values(http, 'proxy_cache_path')[0]).toMatch(/^\/tmp\/universo-run\/cache\/api .*keys_zone=universo_api:/);
    const proxy = files['api-proxy.conf'];
    expect(proxy).toContain('proxy_cache universo_api;');
    expect(proxy).toContain('proxy_cache_bypass $universo_no_cache;');
    expect(proxy).toContain('proxy_no_cache $universo_no_cache;');
    expect(proxy).toContain(`proxy_cache_valid 200 ${MICRO_CACHE_SECONDS}s;`);
    expect(proxy).toContain('proxy_cache_lock on;');
    expect(proxy).toMatch(/proxy_cache_use_stale updating;/);
    // A service that is down answers its 503, never an old copy (the resilience journey relies on it).
    expect(proxy).not.toMatch(/proxy_cache_use_stale[^;]*error/);
    // An expired copy is never handed out while a refresh runs behind (it could outlive the service).
    expect(proxy).toContain('proxy_cache_background_update off;');
    // No cookie in the key: only answers identical for everybody are ever stored under it.
    expect(proxy).toContain('proxy_cache_key $request_method:$request_uri;');
    expect(proxy).not.toMatch(/proxy_ignore_headers/);
    expect(proxy).toContain('include /tmp/universo-run/security-headers.conf;');
    expect(proxy).toContain('add_header X-Cache-Status $upstream_cache_status always;');
  });

  it('serves pre-compressed files the build wrote (gzip_static), in the gateway and in static containers', () => {
    const { http } = serverOf('local');
    expect(values(http, 'gzip_static')).toEqual(['on']);
    expect(staticSiteConf().toString()).toContain('gzip_static on;');
  });
});

describe('link previews (og:image for crawlers)', () => {
  const table = loadRouteTable();

  it('finds the fragment of a book page and of its chapters, nothing elsewhere', () => {
    expect(previewForRequestUri(table, '/historia/3')).toBe('/remotes/stories/previews/historia-3.html');
    expect(previewForRequestUri(table, '/historia/3/capitulo/2?x=1')).toBe('/remotes/stories/previews/historia-3.html');
    for (const uri of ['/historia', '/historia/', '/historia/0', '/historia/03', '/historia/3x', '/tienda/3', '/', '/historia/1234567890']) {
      expect([uri, previewForRequestUri(table, uri)]).toEqual([uri, undefined]);
    }
  });

  it.each(['local', 'compose'] as const)('maps the page to its fragment and runs SSI on the fragments only (%s)', (target) => {
    const conf = renderGatewayFiles({ target, runDir: '/tmp/universo-run', table })['nginx.conf'];
    expect(conf).toContain(`"~*${previewRouteRegex('/historia')}" "/remotes/stories/previews/historia-$1.html";`);
    expect(conf).toContain('map $universo_public_scheme $universo_origin');
    const location = /location \^~ \/remotes\/stories\/previews\/ \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    expect(location).toContain('ssi on;');
    expect(location).toContain('gzip_static off;');
    expect(location).toContain('error_page 404 = @no_preview_stories;');
    expect(location).toContain(target === 'compose' ? 'proxy_pass http://static_mfe_stories/previews/;' : 'alias ');
    expect(conf).not.toMatch(/location \^~ \/remotes\/(?!stories\/)[a-z_]+\/previews\//i);
  });
});
