import autocannon from 'autocannon';
import { createServer, type Server } from 'node:http';

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
}

/** A bounded load from this process on loopback only. */
export async function measure(label: string, url: string, options: LoadOptions): Promise<Throughput> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) throw new Error(`Solo se mide en loopback: ${url}`);
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.durationSeconds,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
  });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The ceiling: bare Node HTTP answering the same bytes from memory. */
export function startBareServer(body: Buffer, contentType: string): Promise<{ url: string; close(): Promise<void> }> {
  return new Promise((resolve) => {
    const server: Server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
      res.end(body);
    });
    server.keepAliveTimeout = 10_000;
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}/`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
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
