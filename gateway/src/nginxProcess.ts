import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const NGINX_INSTALL_HINT = 'nginx no está instalado. Instálalo con: apt-get install -y nginx (Debian/Ubuntu; con sudo si no eres root).';

/** The nginx binary: env NGINX_BIN, else `nginx` on the PATH. */
export function nginxBinary(): string {
  return process.env.NGINX_BIN || 'nginx';
}

/** The installed version (`1.22.1`), or undefined when nginx cannot be run. */
export function nginxVersion(bin = nginxBinary()): string | undefined {
  const result = spawnSync(bin, ['-v'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return undefined;
  return /nginx\/(\S+)/.exec(`${result.stderr}${result.stdout}`)?.[1];
}

export function assertNginxInstalled(bin = nginxBinary()): void {
  if (!nginxVersion(bin)) throw new Error(NGINX_INSTALL_HINT);
}

/** `nginx -t` on a generated run folder; throws with nginx's own message when the config is bad. */
export function testNginxConf(runDir: string, confFile = 'nginx.conf', bin = nginxBinary()): string {
  mkdirSync(join(runDir, 'logs'), { recursive: true });
  const result = spawnSync(bin, ['-t', '-p', runDir, '-c', confFile, '-e', join(runDir, 'logs', 'error.log')], { encoding: 'utf8' });
  if (result.error) throw new Error(NGINX_INSTALL_HINT);
  const output = `${result.stdout}${result.stderr}`.trim();
  if (result.status !== 0) throw new Error(`nginx -t falló:\n${output}`);
  return output;
}

/** nginx in the foreground with its own prefix. The caller owns the process (SIGTERM stops it). */
export function spawnNginx(runDir: string, confFile = 'nginx.conf', bin = nginxBinary()): ChildProcess {
  mkdirSync(join(runDir, 'logs'), { recursive: true });
  return spawn(bin, ['-p', runDir, '-c', confFile, '-e', join(runDir, 'logs', 'error.log'), '-g', 'daemon off;'], {
    cwd: runDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
