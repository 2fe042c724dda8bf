import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface StubServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** A tiny HTTP server on 127.0.0.1 standing in for another service in integration tests. */
export async function startStubServer(handle: (request: RecordedRequest, response: ServerResponse) => void | Promise<void>): Promise<StubServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(recorded);
      Promise.resolve(handle(recorded, res)).catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** The user id inside a uf_session cookie (its payload is base64url JSON). */
export function sessionSubject(cookieHeader: string | undefined): string | null {
  const token = /(?:^|;\s*)uf_session=([^;]+)/.exec(cookieHeader ?? '')?.[1];
  if (!token) return null;
  try {
    return (JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')) as { sub?: string }).sub ?? null;
  } catch {
    return null;
  }
}
