import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ADMIN_TOTP_FILE } from './support/admin';
import { CONTROL_PORT, EXTERNAL_BASE_URL, GATEWAY_PORT, PORT_OFFSET } from './support/ports';

const ROOT = resolve(__dirname, '..');
const READY = /listo en (http\S+)/;
const START_TIMEOUT_MS = 8 * 60 * 1000;

function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(killer);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** A smoke run against a site that is already running: its gateway and a public read must answer first. */
async function checkExternalSite(baseUrl: string): Promise<() => Promise<void>> {
  const health = `${baseUrl}/api/books`;
  const answer = await fetch(health).catch((error: unknown) => {
    throw new Error(`E2E_BASE_URL: ${health} no responde (${String(error)})`);
  });
  if (!answer.ok) throw new Error(`E2E_BASE_URL: ${health} respondió ${answer.status}`);
  return async () => undefined;
}

/**
 * Starts the whole site exactly as `npm start` does (build of what is stale, a throwaway
 * PostgreSQL, the four services, nginx), on ports beside any developer stack, and returns the
 * teardown that stops all of it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (EXTERNAL_BASE_URL) return checkExternalSite(EXTERNAL_BASE_URL);
  const logDir = join(__dirname, '.stack');
  mkdirSync(logDir, { recursive: true });
  // A new stack has a new database: the admin enrols a second factor again.
  rmSync(ADMIN_TOTP_FILE, { force: true });
  const log = createWriteStream(join(logDir, 'stack.log'));
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), join(ROOT, 'packages/stack/src/cli/start.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      GATEWAY_PORT: String(GATEWAY_PORT),
      STACK_PORT_OFFSET: String(PORT_OFFSET),
      STACK_EPHEMERAL: '1',
      STACK_CONTROL_PORT: String(CONTROL_PORT),
      // Chat runs as two replicas behind the gateway, as operators scale it.
      CHAT_REPLICAS: '2',
      // The suite registers many families from one address in a few minutes.
      AUTH_REGISTER_LIMIT_PER_MINUTE: '500',
      AUTH_LOGIN_LIMIT_PER_MINUTE: '500',
      // Two journeys at a time on a shared two-core machine: svc-billing can take more than the
      // default second to answer a premium check, which a service then refuses with a 503. A
      // stopped svc-billing still answers at once (resilience.spec.ts).
      ENTITLEMENT_TIMEOUT_MS: '5000',
      ADMIN_EMAIL: 'admin@universo.test',
      ADMIN_PASSWORD: 'clave-admin-e2e-123',
      // Visitors' first screens stay off: a journey would find each page's text twice while the
      // copy stands in. first-screen.spec.ts takes the one page it checks.
      STACK_FIRST_SCREENS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`La plataforma no arrancó en ${START_TIMEOUT_MS / 1000} s:\n${output.slice(-4000)}`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      log.write(text);
      output += text;
      if (READY.test(output)) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`La plataforma se detuvo al arrancar (código ${code}):\n${output.slice(-4000)}`));
    });
  });
  return async () => {
    await stop(child);
    log.end();
  };
}
