import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * turbo.json, generated (npm run turbo:config) so its repeated lists stay the same everywhere.
 *
 * A task's cache key is the workspace's own files, the keys of the workspaces it depends on
 * (package.json dependencies, `transit`: a task no workspace defines, so its key is just the
 * files) and the root files every build reads. A test that reads files of workspaces it does not
 * depend on must say so here, or its cached result would outlive a change to them:
 * turboConfig.test.ts finds such tests and fails until they are listed.
 */

/** Root files every build, type check and test reads. */
export const GLOBAL_INPUTS = ['package-lock.json', 'tsconfig.base.json', 'tsconfig.service.json', 'tsconfig.web.json', '.swcrc.service.json'];

/** Root files every Jest run reads. */
const JEST_INPUTS = ['jest.config.cjs', 'jest.global-setup.mjs', 'jest.global-teardown.mjs'];

/** What the builds, runs and tools write (.gitignore): never an input, even of a whole-repository test. */
export const NEVER_INPUTS = [
  '.git',
  '.git/**',
  '**/node_modules/**',
  '**/dist/**',
  '**/dist-canary/**',
  '**/coverage/**',
  '**/.turbo/**',
  '**/.test-reports/**',
  '**/.data/**',
  '**/.bench/**',
  '**/.mf/**',
  '**/test-results/**',
  '**/playwright-report/**',
  'e2e/.stack/**',
  '**/*.log',
  '**/*.tsbuildinfo',
  'packages/openapi/test/tmp-fixture-*/**',
];

/**
 * Workspaces whose tests check the repository as a whole (every Dockerfile, manifest, document,
 * style sheet or workspace): any tracked file is an input of their tests.
 */
export const WHOLE_REPOSITORY_TESTS: Record<string, string> = {
  gateway: 'the nginx configuration against every workspace, the merged API document and the remotes’ webpack configs',
  'packages/deploy': 'images, chart, dashboards and each workspace’s declared imports',
  'packages/openapi': 'every service’s committed API document',
  'packages/platform': 'the colours in every workspace’s style sheets',
  'packages/stack': 'compose files, dependency boundaries and the whole stack',
};

/** Tests that read a few files of a workspace they do not depend on: those files (from the root). */
export const READS_OUTSIDE: Record<string, string[]> = {
  // The listen texts have a recorded clip each.
  'mfe-magic-zone': ['svc-content/media/audio/zona-magica/**'],
  // Each book's cover art exists.
  'packages/art': ['svc-content/src/books/data/**'],
  // No premium text ships in the remote's bundle.
  'svc-content': ['mfe-magic-zone/src/**'],
};

const fromRoot = (glob: string): string => `$TURBO_ROOT$/${glob}`;
const not = (glob: string): string => `!${fromRoot(glob)}`;

interface Task {
  dependsOn?: string[];
  inputs?: string[];
  outputs?: string[];
}

/** Pure: turbo.json for these workspaces (dir → package name). */
export function turboConfig(names: Record<string, string>): Record<string, unknown> {
  const testInputs = ['$TURBO_DEFAULT$', ...JEST_INPUTS.map(fromRoot)];
  const test: Task = { dependsOn: ['transit'], inputs: testInputs, outputs: ['.test-reports/**'] };
  const tasks: Record<string, Task> = {
    // Ordering-free link to the dependencies: a change to one changes the keys of its dependents.
    transit: { dependsOn: ['^transit'] },
    // The route table is read from every workspace's package.json: those are its inputs too.
    [`${names['packages/route-table']}#transit`]: {
      dependsOn: ['^transit'],
      inputs: ['$TURBO_DEFAULT$', fromRoot('package.json'), fromRoot('*/package.json'), fromRoot('packages/*/package.json')],
    },
    build: {
      dependsOn: ['^build', 'transit'],
      inputs: ['$TURBO_DEFAULT$', '!**/*.test.ts', '!**/*.test.tsx', '!test/**', '!jest.config.cjs', '!**/*.md'],
      outputs: ['dist/**'],
    },
    typecheck: { dependsOn: ['transit'], outputs: [] },
    test,
  };
  for (const dir of Object.keys(WHOLE_REPOSITORY_TESTS).sort()) {
    tasks[`${names[dir]}#test`] = { ...test, inputs: [...testInputs, fromRoot('**'), ...NEVER_INPUTS.map(not)] };
  }
  for (const [dir, globs] of Object.entries(READS_OUTSIDE).sort(([a], [b]) => a.localeCompare(b))) {
    tasks[`${names[dir]}#test`] = { ...test, inputs: [...testInputs, ...globs.map(fromRoot)] };
  }
  for (const [id, task] of Object.entries(tasks))
    if (id.startsWith('undefined#')) throw new Error(`turbo.json: workspace desconocido en ${JSON.stringify(task)}`);
  return {
    $schema: './node_modules/turbo/schema.json',
    // Beside the checkout, not shared with other worktrees of the repository.
    cacheDir: '.turbo/cache',
    ui: 'stream',
    // Tasks see the whole environment (the test database's address, CI); none of it is a cache key.
    envMode: 'loose',
    globalDependencies: GLOBAL_INPUTS,
    tasks,
  };
}

/** dir → package name of every workspace in the root package.json. */
export function workspaceNames(root: string): Record<string, string> {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  return Object.fromEntries(workspaces.map((dir) => [dir, (JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as { name: string }).name]));
}

export const TURBO_JSON = 'turbo.json';

export function renderTurboConfig(root: string): string {
  return `${JSON.stringify(turboConfig(workspaceNames(root)), null, 2)}\n`;
}
