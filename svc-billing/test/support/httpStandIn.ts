import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface StandInReply {
  status: number;
  body?: unknown;
}

export type StandInHandler = (request: RecordedRequest) => StandInReply;

/** A tiny HTTP server on 127.0.0.1 that records every request and answers JSON. */
export class HttpStandIn {
  readonly requests: RecordedRequest[] = [];
  private server?: Server;

  constructor(private readonly handle: StandInHandler) {}

  get url(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error('stand-in not started');
    return `http://127.0.0.1:${address.port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        if (text && String(req.headers['content-type']).startsWith('application/json')) {
          try {
            body = JSON.parse(text);
          } catch {
            body = text;
          }
        }
        const recorded: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: text ? body : undefined };
        this.requests.push(recorded);
        const reply = this.handle(recorded);
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    if (this.server) await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}
