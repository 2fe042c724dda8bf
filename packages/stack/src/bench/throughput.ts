import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Throughput {
  label: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Bodies sent in turn, one per request (32 conversations rather than one): instead of body. */
  bodies?: string[];
}

/**
 * The load generator's process: autocannon, run for each load the bench sends it over IPC. One
 * process for the whole bench, so its compiler is warm after the first load, and apart from the
 * bench's own (Lighthouse's results, the stack's log pipes): sharing their event loop and heap
 * added their pauses to the latencies it records.
 */
const LOAD_SCRIPT = `
const autocannon = require(process.argv[1]);
process.on('message', async ({ id, url, options }) => {
  try {
    const bodies = options.bodies;
    let next = 0;
    const result = await autocannon({
      url,
      connections: options.connections,
      duration: options.durationSeconds,
      method: options.method || 'GET',
      headers: options.headers,
      body: options.body,
      ...(bodies && bodies.length > 0
        ? { requests: [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) }] }
        : {}),
    });
    process.send({ id, result: { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, errors: result.errors + result.non2xx } });
  } catch (error) {
    process.send({ id, error: String(error && error.message || error) });
  }
});
`;

export interface LoadGenerator {
  /** A bounded load on loopback only. */
  measure(label: string, url: string, options: LoadOptions): Promise<Throughput>;
  close(): Promise<void>;
}

type LoadAnswer = { id: number; result?: Omit<Throughput, 'label'>; error?: string };

/** Starts the load generator's process (LOAD_SCRIPT); one load at a time. */
export function startLoadGenerator(): LoadGenerator {
  const child = spawn(process.execPath, ['-e', LOAD_SCRIPT, require.resolve('autocannon')], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiting = new Map<number, { resolve: (answer: LoadAnswer) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  child.on('message', (answer: LoadAnswer) => {
    waiting.get(answer.id)?.resolve(answer);
    waiting.delete(answer.id);
  });
  child.once('exit', (code) => {
    for (const { reject } of waiting.values()) reject(new Error(`El generador de carga terminó (${code})`));
    waiting.clear();
  });
  return {
    async measure(label, url, options) {
      if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) throw new Error(`Solo se mide en loopback: ${url}`);
      const id = nextId++;
      const answer = await new Promise<LoadAnswer>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        child.send({ id, url, options });
      });
      if (!answer.result) throw new Error(`El generador de carga falló: ${answer.error ?? 'sin respuesta'}`);
      return { label, ...answer.result };
    },
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const BARE_SERVER_SCRIPT = `
const { createServer } = require('node:http');
const body = require('node:fs').readFileSync(process.argv[1]);
const type = process.argv[2];
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': type, 'content-length': body.length });
  res.end(body);
});
server.keepAliveTimeout = 10000;
server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
`;

/**
 * The ceiling: bare Node HTTP answering the same bytes from memory, in its own process like the
 * gateway and the services (in the load generator's process it would share its event loop).
 */
export async function startBareServer(body: Buffer, contentType: string): Promise<{ url: string; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'universo-bench-'));
  const file = join(dir, 'body');
  writeFileSync(file, body);
  const child = spawn(process.execPath, ['-e', BARE_SERVER_SCRIPT, file, contentType], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(Number(out.trim()));
    });
    child.once('exit', (code) => reject(new Error(`El servidor Node desnudo terminó (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** What the issue asks of the gateway: a public read at least this share of bare Node's rate. */
export const GATEWAY_RATIO_TARGET = 0.25;
/** What the issue asks of the chat: p99 at most this, at 32 connections. */
export const CHAT_P99_TARGET_MS = 50;

export interface RatioResult {
  path: string;
  bareRequestsPerSecond: number;
  gatewayRequestsPerSecond: number;
  ratio: number;
  gatewayP99Ms: number;
  errors: number;
}

/** Pure: the gateway's share of bare Node over alternating rounds (each side's mean rate). */
export function gatewayRatio(path: string, bare: Throughput[], gateway: Throughput[]): RatioResult {
  const mean = (list: Throughput[]): number => (list.length === 0 ? 0 : list.reduce((sum, r) => sum + r.requestsPerSecond, 0) / list.length);
  const bareRate = mean(bare);
  const gatewayRate = mean(gateway);
  return {
    path,
    bareRequestsPerSecond: Math.round(bareRate),
    gatewayRequestsPerSecond: Math.round(gatewayRate),
    ratio: bareRate > 0 ? Math.round((gatewayRate / bareRate) * 100) / 100 : 0,
    gatewayP99Ms: Math.max(0, ...gateway.map((r) => r.p99Ms)),
    errors: [...bare, ...gateway].reduce((sum, r) => sum + r.errors, 0),
  };
}

/** Pure: a mark beside a measured value and its target. */
export const verdict = (met: boolean): string => (met ? 'cumple' : '✗ NO CUMPLE');
