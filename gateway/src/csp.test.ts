import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadRouteTable } from '@universo/route-table';
import { CONTENT_SECURITY_POLICY, renderGatewayFiles, SECURITY_HEADERS } from './nginxConf';

// The one Content-Security-Policy of every page (set by the gateway on every answer, see
// nginx.integration.test.ts), and what the built pages must be for it to hold.

const table = loadRouteTable();

function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    if (map.has(name)) throw new Error(`directiva repetida: ${name}`);
    map.set(name, sources);
  }
  return map;
}

describe('Content-Security-Policy', () => {
  const policy = directives(CONTENT_SECURITY_POLICY);

  it('lets scripts come only from our origin, as files: no inline code, no eval, no other host', () => {
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    // Directives that would widen script-src again.
    for (const name of ['script-src-elem', 'worker-src', 'child-src']) expect(policy.has(name)).toBe(false);
    for (const sources of policy.values()) {
      expect(sources).not.toContain("'unsafe-eval'");
      expect(sources).not.toContain("'strict-dynamic'");
    }
    const inline = [...policy].filter(([, sources]) => sources.includes("'unsafe-inline'")).map(([name]) => name);
    expect(inline).toEqual(['style-src']);
  });

  it('closes plugins, base URLs, framing and forms to other sites', () => {
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it('is the header every answer of the gateway carries', () => {
    expect(SECURITY_HEADERS['Content-Security-Policy']).toBe(CONTENT_SECURITY_POLICY);
    const files = renderGatewayFiles({ target: 'local', table, port: 18080, runDir: '/tmp/universo-csp' });
    expect(files['security-headers.conf']).toContain(`add_header Content-Security-Policy "${CONTENT_SECURITY_POLICY}" always;`);
  });
});

interface BuiltConfig {
  name: string;
  devtool: unknown;
  html: string[];
}

/** The production webpack config of every front end (ESM: loaded by a child node). */
function productionConfigs(): BuiltConfig[] {
  const apps = [table.shell.dir, ...table.remotes.map((r) => r.dir)];
  const script = `
    const apps = ${JSON.stringify(apps.map((dir) => join(table.root, dir, 'webpack.config.mjs')))};
    const out = [];
    for (const file of apps) {
      const factory = (await import(file)).default;
      const config = factory({}, { mode: 'production' });
      const html = (config.plugins ?? []).filter((p) => p?.constructor?.name === 'HtmlWebpackPlugin')
        .map((p) => String(p.userOptions?.templateContent ?? p.options?.templateContent ?? ''));
      out.push({ name: file, devtool: config.devtool, html });
    }
    process.stdout.write(JSON.stringify(out));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: table.root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as BuiltConfig[];
}

describe('pages that hold under that policy', () => {
  const configs = productionConfigs();

  it('builds every front end for production without eval (no eval devtool) and without source maps', () => {
    expect(configs).toHaveLength(1 + table.remotes.length);
    for (const config of configs) expect([config.name, config.devtool]).toEqual([config.name, false]);
  });

  it('has no inline script or inline event handler in any page template (JSON data blocks are not scripts)', () => {
    for (const config of configs) {
      expect(config.html.length).toBeGreaterThan(0);
      for (const html of config.html) {
        // The shell's remote map: data the browser never runs (the gateway fills it in).
        const withoutData = html.replace(/<script type="application\/json" id="[a-z-]+">(?:(?!<\/?script)[\s\S])*<\/script>/g, '');
        expect(withoutData).not.toMatch(/<script\b/i);
        expect(html).not.toMatch(/\son[a-z]+\s*=/i);
        expect(html).not.toMatch(/javascript:/i);
      }
    }
  });

  it('ships no script in the downloadable HTML guides', () => {
    const folder = join(table.root, 'mfe-community', 'src', 'features', 'blog', 'downloads');
    const guides = readdirSync(folder).filter((name) => name.endsWith('.html'));
    expect(guides.length).toBeGreaterThan(0);
    for (const name of guides) {
      const html = readFileSync(join(folder, name), 'utf8');
      expect([name, /<script\b|\son[a-z]+\s*=|javascript:/i.test(html)]).toEqual([name, false]);
    }
  });
});
