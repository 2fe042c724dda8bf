import { join } from 'node:path';
import { controlRoute, logLinesWith } from './control';
import { planInstances } from './env';
import { matchInstances } from './stack';

describe('controlRoute', () => {
  it('routes stop, start and the list', () => {
    expect(controlRoute('POST', '/services/content/stop')).toEqual({ action: 'stop', name: 'content' });
    expect(controlRoute('POST', '/services/svc-chat%232/start')).toEqual({ action: 'start', name: 'svc-chat#2' });
    expect(controlRoute('GET', '/services')).toEqual({ action: 'list' });
    expect(controlRoute('GET', '/services/content/stop')).toBeUndefined();
    expect(controlRoute('POST', '/services/content/restart')).toBeUndefined();
    expect(controlRoute('POST', '/first-screens?path=%2Fhistoria%2F5')).toEqual({ action: 'capture-first-screen', path: '/historia/5' });
    expect(controlRoute('DELETE', '/first-screens?path=/historia/5')).toEqual({ action: 'forget-first-screen', path: '/historia/5' });
    expect(controlRoute('GET', '/first-screens')).toBeUndefined();
  });

  it('searches the logs only for a request id', () => {
    expect(controlRoute('GET', '/logs?contains=0123456789abcdef0123456789abcdef')).toEqual({ action: 'logs', contains: '0123456789abcdef0123456789abcdef' });
    expect(controlRoute('GET', '/logs?contains=corto')).toEqual({ action: 'bad-logs' });
    expect(controlRoute('GET', '/logs?contains=.*')).toEqual({ action: 'bad-logs' });
    expect(controlRoute('GET', '/logs')).toEqual({ action: 'bad-logs' });
    expect(controlRoute('POST', '/logs?contains=0123456789abcdef')).toBeUndefined();
  });
});

describe('logLinesWith', () => {
  it('returns the stack and access log lines that carry the id, and nothing when the files are missing', async () => {
    const { mkdtemp, mkdir, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const runDir = await mkdtemp(join(tmpdir(), 'control-'));
    await mkdir(join(runDir, 'logs'));
    const logFile = join(runDir, 'logs', 'stack.log');
    await writeFile(logFile, '[svc-chat] {"reqId":"abcd1234abcd"}\n[svc-auth] {"reqId":"otro00000000"}\n');
    await writeFile(join(runDir, 'logs', 'access.log'), '127.0.0.1 [x] abcd1234abcd "POST /api/chat HTTP/1.1" 403\n');
    expect(await logLinesWith({ logFile, runDir }, 'abcd1234abcd')).toEqual({
      stack: ['[svc-chat] {"reqId":"abcd1234abcd"}'],
      access: ['127.0.0.1 [x] abcd1234abcd "POST /api/chat HTTP/1.1" 403'],
    });
    expect(await logLinesWith({ logFile: join(runDir, 'nada.log'), runDir: join(runDir, 'nada') }, 'abcd1234abcd')).toEqual({ stack: [], access: [] });
  });
});

describe('matchInstances', () => {
  const services = [
    { kind: 'service' as const, name: 'content', dir: 'svc-content', port: 3002, database: 'c', api: ['/api/books'], scalable: false },
    { kind: 'service' as const, name: 'chat', dir: 'svc-chat', port: 3003, database: 'h', api: ['/api/chat'], scalable: true },
  ];
  const items = planInstances({ services }, { replicas: { chat: 2 } }).map((instance) => ({ instance }));
  const ids = (name: string) => matchInstances(items, name).map((i) => i.instance.id);

  it('accepts the route-table name, the folder or one replica', () => {
    expect(ids('content')).toEqual(['svc-content']);
    expect(ids('svc-chat')).toEqual(['svc-chat#1', 'svc-chat#2']);
    expect(ids('chat')).toEqual(['svc-chat#1', 'svc-chat#2']);
    expect(ids('svc-chat#2')).toEqual(['svc-chat#2']);
    expect(() => ids('billing')).toThrow(/desconocido/);
  });
});
