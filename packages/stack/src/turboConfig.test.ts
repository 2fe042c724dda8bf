import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadRouteTable } from '@universo/route-table';
import { turboBin, turboEnv } from './turbo';
import { READS_OUTSIDE, renderTurboConfig, TURBO_JSON, WHOLE_REPOSITORY_TESTS, workspaceNames } from './turboConfig';

const root = loadRouteTable().root;
const names = workspaceNames(root);
const short = (id: string): string => id.replace('@universo/', '');

interface DryTask {
  taskId: string;
  dependencies: string[];
  inputs: Record<string, string>;
}

/** The task graph turbo would run, without running it. */
function dryRun(tasks: string[]): Map<string, DryTask> {
  const bin = turboBin(root);
  if (!bin) throw new Error('turbo no está instalado');
  const out = execFileSync(bin, ['run', ...tasks, '--dry=json'], { cwd: root, env: turboEnv(), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const summary = JSON.parse(out) as { tasks: DryTask[] };
  return new Map(summary.tasks.map((task) => [short(task.taskId), task]));
}

/** Every task a task's key depends on, transitively. */
function closure(graph: Map<string, DryTask>, id: string): Set<string> {
  const seen = new Set<string>();
  const visit = (current: string): void => {
    for (const dep of graph.get(current)?.dependencies ?? []) {
      const key = short(dep);
      if (seen.has(key)) continue;
      seen.add(key);
      visit(key);
    }
  };
  visit(id);
  return seen;
}

describe('turbo.json', () => {
  it('is the one npm run turbo:config writes', () => {
    expect(readFileSync(join(root, TURBO_JSON), 'utf8')).toBe(renderTurboConfig(root));
  });

  it('lists every workspace whose tests read files of the repository outside their dependencies', () => {
    const files = execFileSync('git', ['ls-files', '*.test.ts', '*.test.tsx', '*.spec.ts'], { cwd: root, encoding: 'utf8' }).split('\n');
    const dirs = Object.keys(names).sort((a, b) => b.length - a.length);
    const reading = new Set<string>();
    for (const file of files) {
      const dir = dirs.find((d) => file.startsWith(`${d}/`));
      // e2e's journeys run outside turbo, on every npm test.
      if (!dir || dir === 'e2e') continue;
      const depth = file.slice(dir.length + 1).split('/').length - 1;
      const source = readFileSync(join(root, file), 'utf8');
      // join(__dirname, '../../../svc-content/...') climbing out of the workspace, or the route table's root.
      const climbsOut = [...source.matchAll(/(?:__dirname|ROOT|root)\s*,\s*((?:'[^']*'\s*,?\s*)+)/g)].some(
        (match) => (match[1]?.match(/\.\./g) ?? []).length > depth,
      );
      const readsRoot = /loadRouteTable/.test(source) && /\.root\b/.test(source);
      if (climbsOut || readsRoot) reading.add(dir);
    }
    const listed = new Set([...Object.keys(WHOLE_REPOSITORY_TESTS), ...Object.keys(READS_OUTSIDE)]);
    expect([...reading].filter((dir) => !listed.has(dir))).toEqual([]);
  });

  describe('task graph (turbo run --dry=json)', () => {
    let graph: Map<string, DryTask>;
    beforeAll(() => {
      graph = dryRun(['build', 'typecheck', 'test']);
    }, 60_000);

    it('has a build, a type check and a test for each workspace that defines them', () => {
      for (const [dir, name] of Object.entries(names)) {
        const scripts = (JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {};
        for (const task of ['build', 'typecheck', 'test']) if (scripts[task]) expect(graph.has(`${short(name)}#${task}`)).toBe(true);
      }
    });

    it('keys a remote’s build on its dependencies (the platform, the contracts), not on the other remotes', () => {
      const deps = closure(graph, 'mfe-stories#build');
      expect([...deps]).toEqual(expect.arrayContaining(['platform#transit', 'contracts#build', 'contracts#transit', 'federation#transit']));
      for (const other of ['shell', 'mfe-magic-zone', 'mfe-commerce', 'mfe-community', 'svc-content']) {
        expect([...deps].filter((d) => d.startsWith(`${other}#`))).toEqual([]);
      }
    });

    it('retests only a remote itself and the whole-repository checks after a change to that remote', () => {
      const dependents = [...graph.keys()].filter((id) => id.endsWith('#test') && (id === 'mfe-stories#test' || closure(graph, id).has('mfe-stories#transit')));
      expect(dependents).toEqual(['mfe-stories#test']);
      const wholeRepository = graph.get(`${short(names['packages/deploy'] ?? '')}#test`);
      expect(Object.keys(wholeRepository?.inputs ?? {})).toEqual(expect.arrayContaining(['../../mfe-stories/src/App.tsx']));
      const unrelated = graph.get('svc-chat#test');
      expect(Object.keys(unrelated?.inputs ?? {}).filter((file) => file.includes('mfe-stories'))).toEqual([]);
    });

    it('retests a service and everything above a shared package after a change to the package', () => {
      const dependents = [...graph.keys()].filter((id) => id.endsWith('#test') && closure(graph, id).has('service-kit#transit'));
      expect(dependents).toEqual(expect.arrayContaining(['svc-auth#test', 'svc-content#test', 'svc-chat#test', 'svc-billing#test', 'mailer#test']));
      expect(dependents.filter((id) => id.startsWith('mfe-') || id.startsWith('shell#'))).toEqual([]);
    });

    it('reruns what reads the route table when any workspace’s package.json changes', () => {
      expect(Object.keys(graph.get('route-table#transit')?.inputs ?? {})).toEqual(
        expect.arrayContaining(['../../mfe-stories/package.json', '../../svc-auth/package.json']),
      );
      expect(closure(graph, 'gateway#test').has('route-table#transit')).toBe(true);
    });

    it('never takes what builds and runs write as inputs', () => {
      for (const task of graph.values()) {
        const generated = Object.keys(task.inputs).filter((file) => /(^|\/)(node_modules|dist|\.turbo|\.test-reports|\.git)(\/|$)/.test(file));
        expect({ task: task.taskId, generated }).toEqual({ task: task.taskId, generated: [] });
      }
    });
  });
});
