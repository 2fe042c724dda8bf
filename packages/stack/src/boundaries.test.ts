import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

/**
 * The boundary rules of the lint (.dependency-cruiser.cjs, run by `npm run lint`) catch what they
 * are meant to: the fixture tree holds one import of each forbidden kind, and each is reported.
 */
const ROOT = resolve(__dirname, '..', '..', '..');
const FIXTURE = join(__dirname, '..', 'test-fixtures', 'boundaries');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

function cruise(outputType: 'json' | 'err') {
  return spawnSync(
    process.execPath,
    [
      join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs'),
      '--config',
      join(ROOT, '.dependency-cruiser.cjs'),
      '--output-type',
      outputType,
      'shell',
      'mfe-stories',
      'svc-chat',
      'packages',
    ],
    { cwd: FIXTURE, encoding: 'utf8' },
  );
}

it('reports an app importing another app, a feature reaching into another, a cycle and the home page loading the platform; the lint fails', () => {
  const run = cruise('json');
  const report = JSON.parse(run.stdout) as { summary: { violations: Violation[] } };
  const found = report.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
  expect(found).toEqual([
    'home-without-platform: shell/src/features/home/HomePage.ts -> packages/platform/src/index.ts',
    'no-app-to-app: mfe-stories/src/reader.ts -> svc-chat/src/reply.ts',
    'no-circular: packages/kit/src/a.ts -> packages/kit/src/b.ts',
    'no-feature-internals: shell/src/features/home/HomePage.ts -> shell/src/features/family/familyPlan.ts',
  ]);
  // What `npm run lint` runs: a non-zero exit, each violation named.
  const lint = cruise('err');
  expect(lint.status).not.toBe(0);
  expect(`${lint.stdout}${lint.stderr}`).toContain('4 dependency violations');
});
