import { type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { dataPreloads, dataPreloadsForRequestUri, EVERY_PAGE, loadRouteTable } from '@universo/route-table';
import { dataPreloadLink } from './dataPreloads';
import { CACHE_IMMUTABLE, CACHE_MEDIA, CACHE_PREMIUM_MEDIA, MESSAGES, SECURITY_HEADERS } from './nginxConf';
import { freePort, startTestGateway, stopGateway, writeReadableFile as writeFile } from './testing';

const table = loadRouteTable();
const authService = table.services.find((s) => s.api.includes('/api/auth'));
const contentService = table.services.find((s) => s.api.includes('/api/books'));
const firstRemote = table.remotes[0];
/** The Link header the gateway sends with a page: its remote's entry, every page's reads, the page's own. */
function expectedLink(path: string, remote: string | undefined): string | null {
  const every = dataPreloads(table).filter((p) => p.page === EVERY_PAGE);
  const own = dataPreloadsForRequestUri(
    dataPreloads(table).filter((p) => p.page !== EVERY_PAGE),
    path,
  );
  const parts = [
    remote ? `</remotes/${remote}/remoteEntry.js>; rel=preload; as=script` : '',
    dataPreloadLink(every.map((p) => p.api)),
    dataPreloadLink(own),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

let dir: string;
let gateway: ChildProcess | undefined;
let upstream: Server;
let base: string;
let upstreamPort: number;
const seen: IncomingMessage[] = [];

function expectSecurityHeaders(response: Response): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name)).toBe(value);
}

beforeAll(async () => {
  if (!authService || !contentService || !firstRemote) throw new Error('route table without auth, content or remotes');
  dir = mkdtempSync(join(tmpdir(), 'universo-gateway-test-'));
  chmodSync(dir, 0o755);
  const shellDist = join(dir, 'shell');
  const remoteDist = join(dir, 'remote');
  // The directives the shell's page carries (packages/federation/src/pageIncludes.mjs), and a `.gz`
  // beside it with other text: the gateway must fill in the page from the plain file.
  const page =
    '<!doctype html><title>Universo</title><!--# if expr="$universo_remote" --><!--# include virtual="/remotes/$universo_remote/preload.html" --><!--# endif --><!--# if expr="$universo_page_code" --><!--# block name="no_page_code" --><!--# endblock --><!--# include virtual="$universo_page_code" stub="no_page_code" --><!--# endif --><!--# if expr="$universo_preview" --><!--# include virtual="$universo_preview" --><!--# endif --><div id="root"></div><script type="application/json" id="universo-remotes"><!--# include virtual="/remotes.json" --></script>';
  writeFile(join(shellDist, 'index.html'), page);
  writeFile(join(shellDist, 'index.html.gz'), gzipSync('<!doctype html><title>precomprimida</title>'));
  writeFile(join(shellDist, 'main.0123abcd.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  // What the build writes: a `.gz` beside the file. Different text, so a test sees which one was sent.
  writeFile(join(shellDist, 'vendor.4567cdef.js'), `console.log(${JSON.stringify('plain'.repeat(800))});`);
  writeFile(join(shellDist, 'vendor.4567cdef.js.gz'), gzipSync(`console.log(${JSON.stringify('pre'.repeat(800))});`));
  writeFile(join(shellDist, 'sonido.mp3'), Buffer.alloc(4096, 7));
  writeFile(join(remoteDist, 'mf-manifest.json'), '{"id":"remote"}');
  writeFile(join(remoteDist, 'remoteEntry.js'), 'var remote = {};');
  writeFile(join(remoteDist, 'remoteEntry.js.gz'), gzipSync('var remote = {};'));
  writeFile(join(remoteDist, '__federation_expose_App.89abcdef01.js'), 'export default 1;');
  writeFile(join(remoteDist, 'preload.html'), '<link rel="preload" as="script" href="/remotes/x/__federation_expose_App.89abcdef01.js" />');
  // A page's own code as the stories remote's build writes it (RemoteAssetsPlugin, the route table's `pages`).
  writeFile(join(remoteDist, 'pages', 'chapter.html'), '<link rel="preload" as="script" href="/remotes/stories/page-chapter.0123abcd.js" />');
  // A book's link preview as the stories remote's build writes it (packages/federation/src/linkPreviews.mjs).
  writeFile(
    join(remoteDist, 'previews', 'historia-1.html'),
    '<meta property="og:image" content="<!--# echo var="universo_origin" -->/remotes/stories/previews/historia-1.0123abcd.png" />\n',
  );
  writeFile(join(remoteDist, 'previews', 'historia-1.html.gz'), gzipSync('<meta name="precomprimida" />'));
  writeFile(
    join(remoteDist, 'previews', 'historia-1.0123abcd.png'),
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2040, 1)]),
  );
  const mediaDir = join(dir, 'media');
  writeFile(join(mediaDir, 'audio', 'book-1', 'chapter-01.ogg'), Buffer.concat([Buffer.from('OggS'), Buffer.alloc(8188, 3)]));
  writeFile(join(mediaDir, 'audio', 'book-1', 'chapter-02.ogg'), Buffer.concat([Buffer.from('OggS'), Buffer.alloc(4092, 5)]));
  writeFile(join(mediaDir, 'audio', 'book-1', 'chapter-01.mp3'), Buffer.concat([Buffer.from('ID3'), Buffer.alloc(6141, 4)]));
  writeFile(join(mediaDir, 'audio', 'book-1', 'chapter-01.timings.json'), '[{"start":0.3,"end":1,"text":"Uno."}]');
  writeFile(join(mediaDir, 'audio', 'book-1', 'chapter-02.mp3'), Buffer.concat([Buffer.from('ID3'), Buffer.alloc(3069, 6)]));
  writeFile(join(mediaDir, 'audio', 'book-1', 'chapter-02.timings.json'), '[{"start":0.3,"end":1,"text":"Premium."}]');
  writeFile(join(mediaDir, 'audio', 'manifest.json'), '{"chapters":{}}');
  writeFile(join(mediaDir, 'audio', 'zona-magica', '0123456789abcd.ogg'), Buffer.concat([Buffer.from('OggS'), Buffer.alloc(1020, 7)]));
  writeFile(
    join(mediaDir, 'illustrations', '0123456789abcd.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400" role="img"><title>Una escena</title>${'<rect width="1" height="1" fill="#FFFFFF"/>'.repeat(60)}</svg>`,
  );
  writeFile(join(mediaDir, 'illustrations', 'manifest.json'), '{"chapters":{}}');
  writeFile(join(dir, 'secret.ogg'), 'not served');

  upstream = createServer((req, res) => {
    seen.push(req);
    // Billing's item check, as svc-billing answers it: 204 for a premium family, 403 JSON otherwise.
    if (req.url?.startsWith('/api/billing/entitlement/')) {
      const premium = /(?:^|;\s*)uf_session=premium-family(?:;|$)/.test(req.headers.cookie ?? '');
      res.writeHead(premium ? 204 : 403, premium ? {} : { 'content-type': 'application/json' });
      res.end(premium ? undefined : JSON.stringify({ statusCode: 403, error: 'Forbidden', message: 'no' }));
      return;
    }
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      // A service echoes its request id (service-kit); the gateway answers with its own copy only.
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'x-request-id': `echo-${String(req.headers['x-request-id'])}` });
      res.end(JSON.stringify({ path: req.url, method: req.method, bytes: body.length }));
    });
  });
  upstreamPort = await new Promise<number>((resolve) =>
    upstream.listen(0, '127.0.0.1', () => {
      const address = upstream.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    }),
  );
  const downPort = await freePort();
  const port = await freePort();
  const runDir = join(dir, 'run');
  const upstreams: Record<string, string[]> = {};
  for (const service of table.services) upstreams[service.name] = [`127.0.0.1:${service === contentService ? downPort : upstreamPort}`];
  ({ child: gateway, base } = await startTestGateway({
    table,
    port,
    runDir,
    upstreams,
    staticDirs: { shell: shellDist, remotes: Object.fromEntries(table.remotes.map((r) => [r.name, remoteDist])) },
    mediaDirs: { '/media/': mediaDir },
    workerProcesses: 1,
    rateLimits: { auth: { rate: '1r/m', burst: 2 } },
  }));
});

afterAll(async () => {
  await stopGateway(gateway);
  await new Promise((resolve) => upstream?.close(resolve));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('gateway (real nginx)', () => {
  it('serves the shell and falls back to index.html for client routes', async () => {
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(home);
    const html = await home.text();

    const story = await fetch(`${base}/historia`);
    expect(story.status).toBe(200);
    // The same page; a remote's route adds only its preload hints.
    expect((await story.text()).replace(/<link rel="preload"[^>]*>/g, '')).toBe(html);
    expect(story.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(story);

    const nested = await fetch(`${base}/tienda/producto/7`);
    expect(nested.status).toBe(200);
  });

  it('caches hashed assets forever and gzips scripts', async () => {
    const asset = await fetch(`${base}/main.0123abcd.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe(CACHE_IMMUTABLE);
    expect(asset.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expectSecurityHeaders(asset);
  });

  it('answers 404 for a missing asset, without long caching and with security headers', async () => {
    const missing = await fetch(`${base}/main.ffffffff.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
    expectSecurityHeaders(missing);
  });

  it('serves remotes: manifest and entry never cached, hashed chunks immutable', async () => {
    const manifest = await fetch(`${base}/remotes/${firstRemote?.name}/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-store');
    expectSecurityHeaders(manifest);
    const entry = await fetch(`${base}/remotes/${firstRemote?.name}/remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toBe('no-store');
    const chunk = await fetch(`${base}/remotes/${firstRemote?.name}/__federation_expose_App.89abcdef01.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe(CACHE_IMMUTABLE);
  });

  describe('link previews for crawlers that run no JavaScript', () => {
    const ogImage = (html: string) => /<meta property="og:image" content="([^"]*)" \/>/.exec(html)?.[1];

    it("puts the book's og:image, an absolute URL of a PNG, into the page of /historia/1 and its chapters", async () => {
      for (const path of ['/historia/1', '/historia/1/', '/historia/1/capitulo/3', '/historia/1?ref=whatsapp']) {
        const page = await fetch(`${base}${path}`, { headers: { 'user-agent': 'WhatsApp/2.23' } });
        expect([path, page.status]).toEqual([path, 200]);
        expect([path, ogImage(await page.text())]).toEqual([path, `${base}/remotes/stories/previews/historia-1.0123abcd.png`]);
      }
      const image = await fetch(`${base}/remotes/stories/previews/historia-1.0123abcd.png`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(image.headers.get('cache-control')).toBe(CACHE_IMMUTABLE);
      expect(Buffer.from(await image.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      expectSecurityHeaders(image);
    });

    it('writes the host the page was asked for (fetch cannot set Host: plain http)', async () => {
      const html = await new Promise<string>((resolve, reject) => {
        const request = httpRequest(`${base}/historia/1`, { headers: { host: 'universo.example' } }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve(body));
        });
        request.on('error', reject);
        request.end();
      });
      expect(ogImage(html)).toBe('http://universo.example/remotes/stories/previews/historia-1.0123abcd.png');
    });

    it('adds nothing to the page of a book without a preview, of the library or of another remote', async () => {
      const home = await (await fetch(`${base}/`)).text();
      for (const path of ['/historia/99', '/historia', '/tienda/1', '/historia/0', '/historia/abc']) {
        const page = await fetch(`${base}${path}`);
        expect([path, page.status]).toEqual([path, 200]);
        const html = await page.text();
        expect([path, html.replace(/<link rel="preload"[^>]*>/g, '')]).toEqual([path, home]);
      }
    });
  });

  it('serves /remotes.json from the route table with no-store', async () => {
    const response = await fetch(`${base}/remotes.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expectSecurityHeaders(response);
    const body = (await response.json()) as { remotes: { name: string; entry: string }[] };
    expect(body.remotes.map((r) => r.name)).toEqual(table.remotes.map((r) => r.name));
    expect(body.remotes[0]?.entry).toBe(`/remotes/${firstRemote?.name}/remoteEntry.js`);
  });

  describe("the shell's page carries what the route needs (no waterfall)", () => {
    const inlinedMap = (html: string): unknown =>
      JSON.parse(/<script type="application\/json" id="universo-remotes">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null');

    it('inlines the remote map as JSON data, preloads the remote of a remote route and includes its chunk hints', async () => {
      const route = firstRemote?.routes[0] ?? '/';
      for (const path of [route, `${route}/1?x=1`]) {
        const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' } });
        expect(response.status).toBe(200);
        const html = await response.text();
        expect(inlinedMap(html)).toEqual(JSON.parse(readFileSync(join(dir, 'run', 'remotes.json'), 'utf8')));
        expect(html).toContain('href="/remotes/x/__federation_expose_App.89abcdef01.js"');
        expect(html).not.toContain('<!--#');
        expect(response.headers.get('link')).toBe(expectedLink(path, firstRemote?.name));
        expect(response.headers.get('link')).toContain(`</remotes/${firstRemote?.name}/remoteEntry.js>; rel=preload; as=script`);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expectSecurityHeaders(response);
      }
    });

    it('inlines the map but preloads no remote on a page of the shell itself', async () => {
      for (const path of ['/', '/login']) {
        const response = await fetch(`${base}${path}`);
        const html = await response.text();
        expect(inlinedMap(html)).toMatchObject({ remotes: expect.any(Array) });
        expect(html).not.toContain('rel="preload"');
        expect(response.headers.get('link')).toBe(expectedLink(path, undefined));
        expect(response.headers.get('link')).not.toContain('remoteEntry');
      }
    });
  });

  it("preloads the first API reads the page's app declared, with cookies, and nothing on other pages", async () => {
    const session = '</api/auth/session>; rel=preload; as=fetch; crossorigin=use-credentials';
    const chapter = await fetch(`${base}/historia/3/capitulo/12?desde=inicio`);
    expect(chapter.headers.get('link')).toBe(
      `</remotes/stories/remoteEntry.js>; rel=preload; as=script, ${session}, </api/books/3/chapters/12>; rel=preload; as=fetch; crossorigin=use-credentials`,
    );
    expect((await fetch(`${base}/historia/3/`)).headers.get('link')).toContain('</api/books/3>; rel=preload');
    expect((await fetch(`${base}/tienda`)).headers.get('link')).toContain('</api/products>; rel=preload');
    // Not a declared page (an id the services refuse, a page below it): no data preload.
    for (const path of ['/historia/0', '/historia/3/capitulo/abc', '/historia/3/capitulo/2/extra', '/checkout']) {
      expect([path, (await fetch(`${base}${path}`)).headers.get('link')]).toEqual([path, expect.not.stringContaining('/api/books/')]);
    }
    expect((await fetch(`${base}/`)).headers.get('link')).toBe(session);
    // Files and API answers carry no page hints.
    expect((await fetch(`${base}/remotes.json`)).headers.get('link')).toBeNull();
  });

  it("includes the hints of the page's own code on that page only", async () => {
    const hint = 'href="/remotes/stories/page-chapter.0123abcd.js"';
    for (const path of ['/historia/1/capitulo/2', '/historia/1/capitulo/2/?x=1'])
      expect([path, await (await fetch(`${base}${path}`)).text()]).toEqual([path, expect.stringContaining(hint)]);
    for (const path of ['/historia/1', '/historia/1/capitulo/2/mas', '/historia/1/capitulo/0', '/']) {
      expect([path, await (await fetch(`${base}${path}`)).text()]).toEqual([path, expect.not.stringContaining('page-chapter')]);
    }
  });

  it('answers a Range request on a static file with 206', async () => {
    const response = await fetch(`${base}/sonido.mp3`, { headers: { range: 'bytes=0-9' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 0-9/4096');
    expect((await response.arrayBuffer()).byteLength).toBe(10);
    expectSecurityHeaders(response);
  });

  describe('service media (chapter narration)', () => {
    const audio = '/media/audio/book-1/chapter-01.ogg';

    it('serves an audio file as audio/ogg, cached for a day, announcing range support', async () => {
      const response = await fetch(`${base}${audio}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('audio/ogg');
      expect(response.headers.get('accept-ranges')).toBe('bytes');
      expect(response.headers.get('cache-control')).toBe(CACHE_MEDIA);
      expect(response.headers.get('content-encoding')).toBeNull();
      expectSecurityHeaders(response);
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.length).toBe(8192);
      expect(body.subarray(0, 4).toString()).toBe('OggS');
    });

    it('serves a chapter illustration (an SVG named by its hash) as image/svg+xml, cached for a year, gzipped', async () => {
      const svg = await fetch(`${base}/media/illustrations/0123456789abcd.svg`, { headers: { 'accept-encoding': 'gzip' } });
      expect(svg.status).toBe(200);
      expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(svg.headers.get('cache-control')).toBe(CACHE_IMMUTABLE);
      expect(svg.headers.get('content-encoding')).toBe('gzip');
      expectSecurityHeaders(svg);
      expect((await fetch(`${base}/media/illustrations/manifest.json`)).status).toBe(404);
    });

    it('caches a file named by the hash of what it holds for a year (the Magic Zone clips), ranges included', async () => {
      const clip = '/media/audio/zona-magica/0123456789abcd.ogg';
      const whole = await fetch(`${base}${clip}`);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toBe('audio/ogg');
      expect(whole.headers.get('cache-control')).toBe(CACHE_IMMUTABLE);
      expectSecurityHeaders(whole);
      expect((await whole.arrayBuffer()).byteLength).toBe(1024);
      const part = await fetch(`${base}${clip}`, { headers: { range: 'bytes=0-3' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('cache-control')).toBe(CACHE_IMMUTABLE);
      expect(Buffer.from(await part.arrayBuffer()).toString()).toBe('OggS');
      // A missing hashed name is a plain 404, never kept for a year.
      const missing = await fetch(`${base}/media/audio/zona-magica/ffffffffffffff.ogg`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('cache-control')).toBeNull();
    });

    it('answers a Range request with 206 and Content-Range, also open-ended and suffix ranges', async () => {
      const first = await fetch(`${base}${audio}`, { headers: { range: 'bytes=0-3' } });
      expect(first.status).toBe(206);
      expect(first.headers.get('content-range')).toBe('bytes 0-3/8192');
      expect(first.headers.get('content-type')).toBe('audio/ogg');
      expect(first.headers.get('cache-control')).toBe(CACHE_MEDIA);
      expectSecurityHeaders(first);
      expect(Buffer.from(await first.arrayBuffer()).toString()).toBe('OggS');
      const rest = await fetch(`${base}${audio}`, { headers: { range: 'bytes=8000-' } });
      expect(rest.status).toBe(206);
      expect(rest.headers.get('content-range')).toBe('bytes 8000-8191/8192');
      expect((await rest.arrayBuffer()).byteLength).toBe(192);
      const tail = await fetch(`${base}${audio}`, { headers: { range: 'bytes=-100' } });
      expect(tail.headers.get('content-range')).toBe('bytes 8092-8191/8192');
      await tail.arrayBuffer();
    });

    it('serves the MP3 beside the Ogg file, with ranges, and a versioned URL for a year', async () => {
      const mp3 = '/media/audio/book-1/chapter-01.mp3';
      const versioned = await fetch(`${base}${mp3}?v=0123456789ab`);
      expect(versioned.status).toBe(200);
      expect(versioned.headers.get('content-type')).toBe('audio/mpeg');
      expect(versioned.headers.get('cache-control')).toBe(CACHE_IMMUTABLE);
      expect((await versioned.arrayBuffer()).byteLength).toBe(6144);
      const part = await fetch(`${base}${mp3}?v=0123456789ab`, { headers: { range: 'bytes=0-2' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe('bytes 0-2/6144');
      expect(part.headers.get('cache-control')).toBe(CACHE_IMMUTABLE);
      expect(Buffer.from(await part.arrayBuffer()).toString()).toBe('ID3');
      // Anything but exactly one version keeps the day: the year is only for a URL that changes with the file.
      for (const query of ['', '?v=0123', '?v=0123456789ab&x=1', '?w=0123456789ab']) {
        const other = await fetch(`${base}${mp3}${query}`);
        expect([query, other.headers.get('cache-control')]).toEqual([query, CACHE_MEDIA]);
        await other.arrayBuffer();
      }
    });

    it("serves a chapter's sentence timings as JSON beside its audio, never the manifest", async () => {
      const response = await fetch(`${base}/media/audio/book-1/chapter-01.timings.json?v=0123456789ab`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('cache-control')).toBe(CACHE_IMMUTABLE);
      expect(await response.json()).toEqual([{ start: 0.3, end: 1, text: 'Uno.' }]);
      const manifest = await fetch(`${base}/media/audio/manifest.json`);
      expect(manifest.status).toBe(404);
      await manifest.arrayBuffer();
    });

    it('answers 416 for a range beyond the end', async () => {
      const response = await fetch(`${base}${audio}`, { headers: { range: 'bytes=9000-9100' } });
      expect(response.status).toBe(416);
      expect(response.headers.get('content-range')).toBe('bytes */8192');
      await response.arrayBuffer();
    });

    it('answers HEAD with the length and no body', async () => {
      const response = await fetch(`${base}${audio}`, { method: 'HEAD' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-length')).toBe('8192');
      expect(response.headers.get('content-type')).toBe('audio/ogg');
      expect(response.headers.get('accept-ranges')).toBe('bytes');
      expect((await response.arrayBuffer()).byteLength).toBe(0);
      const partial = await fetch(`${base}${audio}`, { method: 'HEAD', headers: { range: 'bytes=0-99' } });
      expect(partial.status).toBe(206);
      expect(partial.headers.get('content-range')).toBe('bytes 0-99/8192');
    });

    it.each([
      ['a missing file', '/media/audio/book-9/chapter-01.ogg'],
      ['a file type that is not media (the manifest)', '/media/audio/manifest.json'],
      ['the folder itself', '/media/audio/'],
      ['a path that climbs out of the folder', '/media/audio/..%2F..%2Fsecret.ogg'],
      ['an encoded climb', '/media/%2e%2e/secret.ogg'],
    ])('answers 404 for %s, never the shell page', async (_name, path) => {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBeNull();
      expectSecurityHeaders(response);
      expect(await response.text()).not.toContain('<div id="root">');
    });
  });

  describe('premium narration (chapter 2 and later)', () => {
    const premiumAudio = '/media/audio/book-1/chapter-02.ogg';
    const asPremium = { cookie: 'otra=1; uf_session=premium-family' };

    it('asks billing with the family cookie, then serves the file privately, with ranges', async () => {
      const before = seen.length;
      const response = await fetch(`${base}${premiumAudio}`, { headers: asPremium });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('audio/ogg');
      expect(response.headers.get('cache-control')).toBe(CACHE_PREMIUM_MEDIA);
      expectSecurityHeaders(response);
      expect((await response.arrayBuffer()).byteLength).toBe(4096);
      const check = seen.slice(before).find((r) => r.url === '/api/billing/entitlement/story-narration');
      expect(check?.method).toBe('GET');
      expect(check?.headers.cookie).toBe(asPremium.cookie);
      const range = await fetch(`${base}${premiumAudio}`, { headers: { ...asPremium, range: 'bytes=0-3' } });
      expect(range.status).toBe(206);
      expect(Buffer.from(await range.arrayBuffer()).toString()).toBe('OggS');
    });

    it.each([
      ['a visitor', {}],
      ['a family without the plan', { cookie: 'uf_session=free-family' }],
      ['a forged premium claim', { cookie: 'uf_session=free-family; premium=true', 'x-premium': 'true' }],
    ])('answers %s with the premium 403 JSON and no audio', async (_who, headers) => {
      const response = await fetch(`${base}${premiumAudio}?premium=true`, { headers });
      expect(response.status).toBe(403);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expectSecurityHeaders(response);
      expect(await response.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'La narración de este capítulo es parte del Plan Emprendedor Mágico.',
        premiumItem: 'story-narration',
      });
    });

    it.each([
      ['the MP3', '/media/audio/book-1/chapter-02.mp3?v=0123456789ab', 'audio/mpeg', 'ID3'],
      ['the sentence timings (they hold the text)', '/media/audio/book-1/chapter-02.timings.json?v=0123456789ab', 'application/json', '[{"'],
    ])('guards %s of a premium chapter the same way: private for the family, 403 for others', async (_what, path, type, start) => {
      const allowed = await fetch(`${base}${path}`, { headers: { ...asPremium, range: 'bytes=0-2' } });
      expect(allowed.status).toBe(206);
      expect(allowed.headers.get('content-type')).toMatch(new RegExp(`^${type}`));
      expect(allowed.headers.get('cache-control')).toBe(CACHE_PREMIUM_MEDIA);
      expect(Buffer.from(await allowed.arrayBuffer()).toString()).toBe(start);
      const refused = await fetch(`${base}${path}`, { headers: { cookie: 'uf_session=free-family' } });
      expect(refused.status).toBe(403);
      expect(refused.headers.get('cache-control')).toBe('private, no-store');
      expect(((await refused.json()) as { premiumItem?: string }).premiumItem).toBe('story-narration');
    });

    it('keeps the first chapter public and never exposes the check location', async () => {
      const free = await fetch(`${base}/media/audio/book-1/chapter-01.ogg`);
      expect(free.status).toBe(200);
      expect(free.headers.get('cache-control')).toBe(CACHE_MEDIA);
      await free.arrayBuffer();
      const internal = await fetch(`${base}/_premium/story-narration`, { headers: asPremium });
      expect(internal.status).toBe(404);
      await internal.text();
    });
  });

  it('proxies an API prefix with forwarded headers and security headers', async () => {
    const response = await fetch(`${base}/api/auth/user?x=1`);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
    expect(await response.json()).toEqual({ path: '/api/auth/user?x=1', method: 'GET', bytes: 0 });
    const request = seen[seen.length - 1];
    expect(request?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(request?.headers['x-forwarded-proto']).toBe('http');
    // With no trusted proxy (the default), a client's own X-Forwarded-For is never believed.
    await (await fetch(`${base}/api/auth/user`, { headers: { 'x-forwarded-for': '203.0.113.9' } })).arrayBuffer();
    expect(seen[seen.length - 1]?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen[seen.length - 1]?.headers['x-real-ip']).toBe('127.0.0.1');
    expect(request?.headers['x-forwarded-host']).toBe(new URL(base).host);
    expect(request?.headers.host).toBe(new URL(base).host);
    expect(request?.httpVersion).toBe('1.1');
    // keepalive to the upstream: nginx must not ask it to close the connection
    expect(request?.headers.connection).toBeUndefined();
  });

  it('gives each request one id of its own, passed to the service and returned once to the client', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      // A client cannot choose the id the services log under.
      const response = await fetch(`${base}/api/auth/user`, { headers: { 'x-request-id': 'elegido-por-el-cliente' } });
      await response.arrayBuffer();
      const id = response.headers.get('x-request-id') ?? '';
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(seen[seen.length - 1]?.headers['x-request-id']).toBe(id);
      ids.push(id);
    }
    expect(ids[0]).not.toBe(ids[1]);
    // nginx's own answers (a JSON 404) carry one too.
    expect((await fetch(`${base}/api/desconocida`)).headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('matches prefixes exactly and answers a JSON 404 for unknown API paths', async () => {
    const exact = await fetch(`${base}/api/auth`);
    expect(exact.status).toBe(200);
    for (const path of ['/api/authX', '/api/nope', '/api/']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expectSecurityHeaders(response);
      expect(await response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: MESSAGES.notFound });
    }
  });

  it('serves the merged OpenAPI document and its reference page, with the security headers', async () => {
    const document = await fetch(`${base}/api/openapi.json`);
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(document.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(document);
    const text = await document.text();
    expect(text).toBe(readFileSync(join(table.root, 'packages/openapi/openapi.json'), 'utf8'));
    expect((JSON.parse(text) as { openapi: string }).openapi).toBe('3.1.0');
    const page = await fetch(`${base}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expectSecurityHeaders(page);
    expect(await page.text()).toContain('<code>/api/auth/register</code>');
  });

  it('answers /metrics with a JSON 404: the services serve it on an internal port only', async () => {
    const before = seen.length;
    for (const path of ['/metrics', '/metrics/', '/metrics?x=1', '/metrics/algo']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expectSecurityHeaders(response);
      expect(await response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: MESSAGES.notFound });
    }
    expect(seen.length).toBe(before);
  });

  it('answers a JSON 503 in Spanish when the upstream is down', async () => {
    const response = await fetch(`${base}/api/books/1`);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expectSecurityHeaders(response);
    expect(await response.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: MESSAGES.unavailable });
  });

  it('refuses bodies over the size limit with a JSON 413', async () => {
    const response = await fetch(`${base}/api/auth/profile`, { method: 'POST', body: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expectSecurityHeaders(response);
    expect(((await response.json()) as { statusCode: number }).statusCode).toBe(413);
  });

  it('lets through JSON bodies up to 64 KB, as the services do, and refuses 70 KB', async () => {
    const post = (bytes: number) =>
      fetch(`${base}/api/auth/profile`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ a: 'x'.repeat(bytes - 8) }),
      });
    const under = await post(63 * 1024);
    expect(under.status).toBe(200);
    expect(((await under.json()) as { bytes: number }).bytes).toBe(63 * 1024);
    const over = await post(70 * 1024);
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ statusCode: 413, error: 'Payload Too Large', message: MESSAGES.tooLarge });
  });

  it('lets a drawing upload (up to 3 MB) through on its exact path only', async () => {
    const post = (path: string, bytes: number) =>
      fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'image/png' }, body: Buffer.alloc(bytes, 1) });
    // svc-content is the upstream that is down in this suite: past the size check means a 503.
    expect((await post('/api/axxon/drawings', 2.5 * 1024 * 1024)).status).toBe(503);
    const tooBig = await post('/api/axxon/drawings', 3.5 * 1024 * 1024);
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { statusCode: number }).statusCode).toBe(413);
    for (const path of ['/api/axxon/drawings/1', '/api/axxon/profile', '/api/axxon']) expect((await post(path, 2.5 * 1024 * 1024)).status).toBe(413);
  });

  it('lets a gallery photo upload (up to 6 MB at the gateway; svc-content keeps 5 MB) through on its exact path only', async () => {
    const post = (path: string, bytes: number) =>
      fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'image/jpeg' }, body: Buffer.alloc(bytes, 1) });
    expect((await post('/api/community/images', 5.5 * 1024 * 1024)).status).toBe(503);
    expect((await post('/api/community/images', 6.5 * 1024 * 1024)).status).toBe(413);
    for (const path of ['/api/community', '/api/community/images/1']) expect((await post(path, 2 * 1024 * 1024)).status).toBe(413);
  });

  describe('micro-cache of public reads', () => {
    const upstreamCalls = (path: string): number => seen.filter((req) => req.url === path).length;

    it('serves a public read from its cache: the service is asked once, for everybody', async () => {
      const before = upstreamCalls('/api/products');
      const first = await fetch(`${base}/api/products`);
      expect(first.status).toBe(200);
      expect(first.headers.get('x-cache-status')).toBe('MISS');
      const body = await first.text();
      const family = await fetch(`${base}/api/products`, { headers: { cookie: 'uf_session=una-familia' } });
      expect(family.headers.get('x-cache-status')).toBe('HIT');
      expect(await family.text()).toBe(body);
      expectSecurityHeaders(family);
      expect(upstreamCalls('/api/products')).toBe(before + 1);
    });

    it('never serves a session-dependent path from the cache, nor stores it', async () => {
      const before = upstreamCalls('/api/auth/user');
      for (const cookie of ['uf_session=familia-a', 'uf_session=familia-b', 'uf_session=familia-a']) {
        const response = await fetch(`${base}/api/auth/user`, { headers: { cookie } });
        expect(response.status).toBe(200);
        expect(response.headers.get('x-cache-status')).toBe('BYPASS');
        await response.arrayBuffer();
      }
      expect(upstreamCalls('/api/auth/user')).toBe(before + 3);
    });

    it('never caches a write or a public path with a query string', async () => {
      const query = await fetch(`${base}/api/products?orden=precio`);
      expect(query.headers.get('x-cache-status')).toBe('BYPASS');
      await query.arrayBuffer();
      const before = seen.filter((req) => req.method === 'POST' && req.url === '/api/products').length;
      for (let i = 0; i < 2; i++) {
        const write = await fetch(`${base}/api/products`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
        // POST is not a cache method at all: nginx reports no cache status.
        expect(write.headers.get('x-cache-status')).toBeNull();
        await write.arrayBuffer();
      }
      expect(seen.filter((req) => req.method === 'POST' && req.url === '/api/products').length).toBe(before + 2);
    });
  });

  describe('pre-compressed static files', () => {
    it('sends the build’s .gz of a hashed file as is, cached forever', async () => {
      const response = await fetch(`${base}/vendor.4567cdef.js`, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('cache-control')).toBe(CACHE_IMMUTABLE);
      expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
      expect(await response.text()).toContain('prepre');
      expectSecurityHeaders(response);
    });

    it('sends the plain file to a client that does not take gzip', async () => {
      const response = await fetch(`${base}/vendor.4567cdef.js`, { headers: { 'accept-encoding': 'identity' } });
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(await response.text()).toContain('plainplain');
    });

    it('keeps the remote entry uncached even when its .gz is served', async () => {
      const response = await fetch(`${base}/remotes/${firstRemote?.name}/remoteEntry.js`, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('cache-control')).toBe('no-store');
    });
  });

  it('rate-limits login attempts with a JSON 429', async () => {
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${base}/api/auth/login`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
      statuses.push(response.status);
      if (response.status === 429) limited = response;
      else await response.arrayBuffer();
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(limited).toBeDefined();
    expectSecurityHeaders(limited as Response);
    expect(await (limited as Response).json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: MESSAGES.authRateLimited });
    // reads of the same service are not limited by the login rate
    expect((await fetch(`${base}/api/auth/user`)).status).toBe(200);
  });
});

describe('gateway behind a trusted proxy (real nginx, GATEWAY_TRUSTED_PROXIES=127.0.0.1)', () => {
  let proxied: ChildProcess | undefined;
  let proxiedBase: string;
  let proxiedDir: string;

  beforeAll(async () => {
    proxiedDir = mkdtempSync(join(tmpdir(), 'universo-gateway-proxied-'));
    chmodSync(proxiedDir, 0o755);
    const port = await freePort();
    const upstreams: Record<string, string[]> = {};
    for (const service of table.services) upstreams[service.name] = [`127.0.0.1:${upstreamPort}`];
    const saved = process.env.GATEWAY_TRUSTED_PROXIES;
    process.env.GATEWAY_TRUSTED_PROXIES = '127.0.0.1';
    try {
      ({ child: proxied, base: proxiedBase } = await startTestGateway({
        table,
        port,
        runDir: proxiedDir,
        upstreams,
        staticDirs: { shell: join(dir, 'shell'), remotes: Object.fromEntries(table.remotes.map((r) => [r.name, join(dir, 'remote')])) },
        workerProcesses: 1,
        rateLimits: { auth: { rate: '1r/m', burst: 1 } },
      }));
    } finally {
      if (saved === undefined) delete process.env.GATEWAY_TRUSTED_PROXIES;
      else process.env.GATEWAY_TRUSTED_PROXIES = saved;
    }
  });

  afterAll(async () => {
    await stopGateway(proxied);
    if (proxiedDir) rmSync(proxiedDir, { recursive: true, force: true });
  });

  const login = (forwardedFor: string) =>
    fetch(`${proxiedBase}/api/auth/login`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor } });

  it('passes on the client address the proxy reported, not the proxy’s', async () => {
    await (await fetch(`${proxiedBase}/api/auth/user`, { headers: { 'x-forwarded-for': '203.0.113.9' } })).arrayBuffer();
    expect(seen[seen.length - 1]?.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(seen[seen.length - 1]?.headers['x-real-ip']).toBe('203.0.113.9');
    // An address the client wrote itself, left of what the proxy saw, is not believed.
    await (await fetch(`${proxiedBase}/api/auth/user`, { headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' } })).arrayBuffer();
    expect(seen[seen.length - 1]?.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('limits each family behind the proxy on its own: one address’s failures do not lock out the others', async () => {
    const first = [];
    for (let i = 0; i < 3; i++) {
      const response = await login('203.0.113.20');
      first.push(response.status);
      await response.arrayBuffer();
    }
    expect(first.slice(0, 2)).toEqual([200, 200]);
    expect(first[2]).toBe(429);
    // Another family behind the same load balancer still gets through.
    const other = await login('203.0.113.21');
    expect(other.status).toBe(200);
    await other.arrayBuffer();
  });
});
