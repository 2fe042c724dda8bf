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
