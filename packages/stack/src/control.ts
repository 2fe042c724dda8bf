import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { StackHandle } from './stack';

/** What the control server answers for a request. Pure routing, so it is testable alone. */
export function controlRoute(method: string, url: string): { action: 'list' } | { action: 'stop' | 'start'; name: string } | undefined {
  const path = new URL(url, 'http://control').pathname;
  if (method === 'GET' && path === '/services') return { action: 'list' };
  const match = /^\/services\/([^/]+)\/(stop|start)$/.exec(path);
  if (method === 'POST' && match?.[1] && match[2]) return { action: match[2] as 'stop' | 'start', name: decodeURIComponent(match[1]) };
  return undefined;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * For the end-to-end suite, on 127.0.0.1 only: `POST /services/<name>/stop|start` (a service
 * being down is one of its journeys) and `GET /services`.
 */
export function startControlServer(stack: Pick<StackHandle, 'services' | 'stopService' | 'startService'>, port: number): Promise<Server> {
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    req.resume();
    const route = controlRoute(req.method ?? 'GET', req.url ?? '/');
    if (!route) return send(res, 404, { statusCode: 404, error: 'Not Found', message: 'Usa GET /services o POST /services/<nombre>/stop|start' });
    try {
      if (route.action === 'stop') await stack.stopService(route.name);
      if (route.action === 'start') await stack.startService(route.name);
      send(res, 200, { services: stack.services });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      send(res, /desconocido/i.test(message) ? 404 : 500, { statusCode: /desconocido/i.test(message) ? 404 : 500, message });
    }
  };
  const server = createServer((req, res) => void handle(req, res));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
