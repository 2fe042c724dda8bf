import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { DEFAULT_GATEWAY_PORT, type GatewayOptions } from '@universo/gateway';
import { loadRouteTable } from '@universo/route-table';
import { intFromEnv } from './env';
import type { StackOptions } from './stack';

/** What one start of the stack runs with: the options, else the environment, else the defaults. */
export interface StackSettings {
  env: NodeJS.ProcessEnv;
  root: string;
  gatewayPort: number;
  gatewayHost: string;
  portOffset: number;
  chatReplicas: number;
  controlPort?: number;
  ephemeral: boolean;
  dataDir: string;
  runDir: string;
  /** The run folder is a throwaway one made for this start (removed on stop unless kept). */
  ownRunDir: boolean;
  nodeEnv: string;
  healthTimeoutMs: number;
}

/** Reads every setting of a start (see StackOptions for each default). Makes the throwaway run folder. */
export function resolveStackSettings(options: StackOptions): StackSettings {
  const env = options.env ?? process.env;
  const ephemeral = options.ephemeral ?? env.STACK_EPHEMERAL === '1';
  const root = resolve(options.root ?? env.STACK_ROOT ?? loadRouteTable().root);
  const dataDir = resolve(options.dataDir ?? env.STACK_DATA_DIR ?? join(root, '.data'));
  const ownRunDir = !options.runDir && ephemeral;
  return {
    env,
    root,
    gatewayPort: options.gatewayPort ?? intFromEnv(env, 'GATEWAY_PORT', DEFAULT_GATEWAY_PORT),
    gatewayHost: options.gateway?.host ?? env.GATEWAY_HOST ?? '127.0.0.1',
    portOffset: options.portOffset ?? intFromEnv(env, 'STACK_PORT_OFFSET', 0),
    chatReplicas: options.chatReplicas ?? intFromEnv(env, 'CHAT_REPLICAS', 1),
    controlPort: options.controlPort ?? (env.STACK_CONTROL_PORT ? intFromEnv(env, 'STACK_CONTROL_PORT', 0) : undefined),
    ephemeral,
    dataDir,
    runDir: resolve(options.runDir ?? (ephemeral ? mkdtempSync(join(tmpdir(), 'universo-stack-')) : join(dataDir, 'run'))),
    ownRunDir,
    nodeEnv: options.nodeEnv ?? env.NODE_ENV ?? 'development',
    healthTimeoutMs: options.healthTimeoutMs ?? intFromEnv(env, 'STACK_HEALTH_TIMEOUT_MS', 60_000),
  };
}

/**
 * AUTH_LOGIN_LIMIT_PER_MINUTE / AUTH_REGISTER_LIMIT_PER_MINUTE tune svc-auth's own limits (the
 * end-to-end suite raises them); the gateway's login/register limit follows the same knob.
 */
export function authRateFromEnv(env: NodeJS.ProcessEnv): GatewayOptions['rateLimits'] {
  const limits = [env.AUTH_LOGIN_LIMIT_PER_MINUTE, env.AUTH_REGISTER_LIMIT_PER_MINUTE].map(Number).filter((n) => Number.isInteger(n) && n > 0);
  if (limits.length === 0) return undefined;
  const perMinute = Math.max(...limits);
  return { auth: { rate: `${perMinute}r/m`, burst: perMinute } };
}

/** True when a user other than the owner can reach and read `dir` (nginx's workers run as nobody). */
export function readableByOthers(dir: string): boolean {
  for (let current = resolve(dir); ; current = dirname(current)) {
    const mode = statSync(current, { throwIfNoEntry: false })?.mode;
    if (mode !== undefined && (mode & 0o001) === 0) return false;
    if (current === dirname(current)) return true;
  }
}
