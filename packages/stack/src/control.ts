import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { StackHandle } from './stack';

type ControlRoute =
  | { action: 'list' }
  | { action: 'stop' | 'start'; name: string }
  | { action: 'logs'; contains: string }
  | { action: 'bad-logs' }
  | { action: 'capture-first-screen' | 'forget-first-screen'; path: string };

/** A request id (nginx's 32 hex digits, or a caller's own): the only text the log search accepts. */
const LOG_NEEDLE = /^[A-Za-z0-9-]{8,128}$/;
const MAX_LOG_LINES = 500;

/** What the control server answers for a request. Pure routing, so it is testable alone. */
export function controlRoute(method: string, url: string): ControlRoute | undefined {
  const parsed = new URL(url, 'http://control');
  const path = parsed.pathname;
  if (method === 'GET' && path === '/services') return { action: 'list' };
  if (method === 'GET' && path === '/logs') {
    const contains = parsed.searchParams.get('contains') ?? '';
    return LOG_NEEDLE.test(contains) ? { action: 'logs', contains } : { action: 'bad-logs' };
  }
  if (path === '/first-screens' && (method === 'POST' || method === 'DELETE')) {
    return { action: method === 'POST' ? 'capture-first-screen' : 'forget-first-screen', path: parsed.searchParams.get('path') ?? '' };
  }
  const match = /^\/services\/([^/]+)\/(stop|start)$/.exec(path);
  if (method === 'POST' && match?.[1] && match[2]) return { action: match[2] as 'stop' | 'start', name: decodeURIComponent(match[1]) };
  return undefined;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** The lines of the stack's log (every service's, prefixed with its name) and nginx's access log that contain `needle`. */
export async function logLinesWith(stack: Pick<StackHandle, 'logFile' | 'runDir'>, needle: string): Promise<{ stack: string[]; access: string[] }> {
  const linesOf = async (file: string) =>
    (await readFile(file, 'utf8').catch(() => ''))
      .split('\n')
      .filter((line) => line.includes(needle))
      .slice(-MAX_LOG_LINES);
  return { stack: await linesOf(stack.logFile), access: await linesOf(join(stack.runDir, 'logs', 'access.log')) };
}

/**
 * For the end-to-end suite, on 127.0.0.1 only: `POST /services/<name>/stop|start` (a service
 * being down is one of its journeys), `GET /services`, and `GET /logs?contains=<request id>` (a
 * journey follows one request through nginx and the services it touched), `POST|DELETE
 * /first-screens?path=<page>` (takes or removes one page's first screen).
 */
export function startControlServer(
  stack: Pick<StackHandle, 'services' | 'stopService' | 'startService' | 'logFile' | 'runDir' | 'captureFirstScreens' | 'forgetFirstScreen'>,
  port: number,
): Promise<Server> {
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    req.resume();
    const route = controlRoute(req.method ?? 'GET', req.url ?? '/');
    if (!route)
      return send(res, 404, {
        statusCode: 404,
        error: 'Not Found',
        message: 'Usa GET /services, GET /logs?contains=<id>, POST /services/<nombre>/stop|start o POST|DELETE /first-screens?path=<página>',
      });
    if (route.action === 'bad-logs')
      return send(res, 400, { statusCode: 400, error: 'Bad Request', message: 'contains debe ser un id de petición: de 8 a 128 letras, cifras o guiones' });
    if (route.action === 'logs') return send(res, 200, await logLinesWith(stack, route.contains));
    if (route.action === 'capture-first-screen') return send(res, 200, await stack.captureFirstScreens([route.path]));
    if (route.action === 'forget-first-screen') {
      stack.forgetFirstScreen(route.path);
      return send(res, 200, { forgotten: route.path });
    }
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
