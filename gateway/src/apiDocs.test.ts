import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadRouteTable } from '@universo/route-table';
import { MERGED_DOCUMENT } from '../../packages/openapi/src/paths';
import { type ApiDocument, apiDocsPage } from './apiDocsPage';
import { API_DOCS_PATH, API_DOCUMENT_PATH, buildNginxConf, COMPOSE_API_DOCS_DIR, COMPOSE_CONF_DIR, renderGatewayFiles, writeGatewayFiles } from './nginxConf';

const table = loadRouteTable();
const committed = readFileSync(join(table.root, MERGED_DOCUMENT), 'utf8');
const document = JSON.parse(committed) as ApiDocument;

type Item = ReturnType<typeof buildNginxConf>['nginx'];
const child = (item: Item | undefined, name: string, value = ''): Item | undefined => item?.[name]?.find((d) => String(d._value) === value);
const values = (item: Item | undefined, name: string): string[] => (item?.[name] ?? []).map((d) => String(d._value));

function server(options: { apiDocs?: boolean } = {}) {
  const conf = buildNginxConf({ target: 'local', table, port: 18080, runDir: '/tmp/universo-run', ...options });
  return child(child(conf.nginx, 'http'), 'server');
}

describe('API reference at the gateway (/api/openapi.json, /api/docs)', () => {
  const saved = process.env.GATEWAY_API_DOCS;
  afterEach(() => {
    if (saved === undefined) delete process.env.GATEWAY_API_DOCS;
    else process.env.GATEWAY_API_DOCS = saved;
  });

  it('serves the committed merged document and the page from the config folder, with the security headers, by default', () => {
    delete process.env.GATEWAY_API_DOCS;
    const s = server();
    const json = child(s, 'location', `= ${API_DOCUMENT_PATH}`);
    const page = child(s, 'location', `= ${API_DOCS_PATH}`);
    expect(values(json, 'alias')).toEqual(['/tmp/universo-run/openapi.json']);
    expect(values(json, 'default_type')).toEqual(['application/json']);
    expect(values(page, 'alias')).toEqual(['/tmp/universo-run/api-docs.html']);
    expect(values(page, 'default_type')).toEqual(['text/html']);
    for (const location of [json, page]) expect(values(location, 'include')).toContain('/tmp/universo-run/security-headers.conf');
    const files = renderGatewayFiles({ target: 'local', table, runDir: '/tmp/universo-run' });
    expect(files['openapi.json']).toBe(committed);
    expect(files['api-docs.html']).toBe(apiDocsPage(document));
  });

  it('is switched off by configuration: no location (the JSON 404 of unknown API paths answers) and no file', () => {
    expect(child(server({ apiDocs: false }), 'location', `= ${API_DOCS_PATH}`)).toBeUndefined();
    process.env.GATEWAY_API_DOCS = 'false';
    const s = server();
    expect(child(s, 'location', `= ${API_DOCUMENT_PATH}`)).toBeUndefined();
    expect(child(s, 'location', `= ${API_DOCS_PATH}`)).toBeUndefined();
    const files = renderGatewayFiles({ target: 'local', table, runDir: '/tmp/universo-run' });
    expect(files['openapi.json']).toBeUndefined();
    expect(files['api-docs.html']).toBeUndefined();
  });

  it('in the gateway image, comes from its own folder outside the configuration the chart mounts over', () => {
    delete process.env.GATEWAY_API_DOCS;
    const compose = child(child(buildNginxConf({ target: 'compose', table }).nginx, 'http'), 'server');
    expect(values(child(compose, 'location', `= ${API_DOCUMENT_PATH}`), 'alias')).toEqual([`${COMPOSE_API_DOCS_DIR}/openapi.json`]);
    expect(values(child(compose, 'location', `= ${API_DOCS_PATH}`), 'alias')).toEqual([`${COMPOSE_API_DOCS_DIR}/api-docs.html`]);
    expect(COMPOSE_API_DOCS_DIR.startsWith(`${COMPOSE_CONF_DIR}/`)).toBe(false);
    const out = mkdtempSync(join(tmpdir(), 'universo-api-docs-'));
    try {
      writeGatewayFiles({ target: 'compose', table, outDir: join(out, 'conf'), apiDocsOutDir: join(out, 'api-docs') });
      expect(readdirSync(join(out, 'api-docs')).sort()).toEqual(['api-docs.html', 'openapi.json']);
      expect(readdirSync(join(out, 'conf'))).not.toContain('openapi.json');
      expect(readFileSync(join(out, 'api-docs', 'openapi.json'), 'utf8')).toBe(committed);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('the reference page', () => {
  const page = apiDocsPage(document);

  it('lists every operation of the merged document', () => {
    let operations = 0;
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of Object.keys(item)) {
        operations++;
        expect(page).toContain(`<span class="method ${method}">${method.toUpperCase()}</span> <code>${path}</code>`);
      }
    }
    expect(operations).toBeGreaterThan(50);
    expect(page).toContain(`${operations} operaciones`);
  });

  it("shows each body's fields and the Spanish messages its rules answer with", () => {
    const register = page.slice(page.indexOf('id="AuthController_register"'));
    expect(register).toContain('<code>username</code> <span class="req">obligatorio</span>');
    expect(register).toContain('«El nombre de usuario debe tener al menos 3 caracteres»');
    expect(page).toContain('«Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.»');
  });

  it('runs no script and loads nothing from another host', () => {
    expect(page).not.toMatch(/<script|<link|https?:\/\/|\son[a-z]+=/i);
  });

  it('escapes what the document says', () => {
    const odd: ApiDocument = {
      info: { title: '<b>x</b>', version: '1' },
      paths: { '/api/x': { get: { summary: '<script>alert(1)</script>', responses: { '200': { description: '"a" & \'b\'' } } } } },
    };
    const html = apiDocsPage(odd);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;a&quot; &amp; &#39;b&#39;');
  });
});
