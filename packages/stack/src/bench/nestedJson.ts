import { performance } from 'node:perf_hooks';
// The source file, not the package: the bench runs before any build, and that file imports nothing.
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from '../../../contracts/src/requestLimits';

/** The hostile body of the security review: a few kilobytes nested thousands of levels. */
export const DEEP_BODY = '['.repeat(5000) + ']'.repeat(5000);
/** The largest ordinary body a route takes by default: 64 KB of shallow JSON, read to the end. */
const FLAT_BODY = JSON.stringify({ items: Array.from({ length: 1600 }, (_, i) => ({ n: i, t: 'texto de prueba' })) }).slice(0, 64 * 1024);

export interface NestedJsonCost {
  /** CPU time of the service's depth scan for one such body, in microseconds (it stops at level 21). */
  scanMicros: number;
  /** The scan's worst case: a 64 KB body it must read to the end (an allowed body), in microseconds. */
  fullScanMicros: number;
  /** Status the service answered through the gateway (400 expected). */
  status: number;
  /** Round trip of one refusal through the gateway, sequential requests: mean and p99 in ms. */
  meanMs: number;
  p99Ms: number;
  requests: number;
}

/** The scan alone, in this process: what a refusal costs the service before any parsing. */
export function scanCostMicros(body = DEEP_BODY, rounds = 2_000): number {
  for (let i = 0; i < 1000; i++) jsonNestsDeeperThan(body, MAX_JSON_DEPTH);
  const started = performance.now();
  for (let i = 0; i < rounds; i++) jsonNestsDeeperThan(body, MAX_JSON_DEPTH);
  return ((performance.now() - started) * 1000) / rounds;
}

/** Sends the deep body `requests` times, one after the other, and times each refusal. */
export async function measureNestedJsonRefusal(url: string, requests = 200): Promise<NestedJsonCost> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) throw new Error(`Solo se mide en loopback: ${url}`);
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: DEEP_BODY });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    status = response.status;
  }
  times.sort((a, b) => a - b);
  const round = (ms: number): number => Math.round(ms * 100) / 100;
  return {
    scanMicros: Math.round(scanCostMicros() * 10) / 10,
    fullScanMicros: Math.round(scanCostMicros(FLAT_BODY) * 10) / 10,
    status,
    meanMs: round(times.reduce((s, t) => s + t, 0) / times.length),
    p99Ms: round(times[Math.min(times.length - 1, Math.floor(times.length * 0.99))]!),
    requests,
  };
}
