import { Controller, Get, Module } from '@nestjs/common';
import { LoggerModule, PinoLogger } from 'nestjs-pino';
import { createServiceApp } from './bootstrap';
import { loggedPath, loggerParams, logLevel } from './logging';

describe('log settings', () => {
  it('logs at LOG_LEVEL, info by default, nothing under Jest unless asked', () => {
    expect(logLevel({})).toBe('info');
    expect(logLevel({ NODE_ENV: 'test' })).toBe('silent');
    expect(logLevel({ NODE_ENV: 'test', LOG_LEVEL: 'debug' })).toBe('debug');
  });

  it('logs a path without its query (tokens, searches)', () => {
    expect(loggedPath('/api/auth/verify-email?token=secreto')).toBe('/api/auth/verify-email');
    expect(loggedPath(undefined)).toBe('');
  });
});

describe('a service’s JSON log', () => {
  const lines: Record<string, unknown>[] = [];
  const destination = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };

  @Controller('relay')
  class RelayController {
    constructor(private readonly logger: PinoLogger) {}
    @Get()
    relay(): { ok: true } {
      this.logger.info('dentro de la petición');
      return { ok: true };
    }
  }
  @Module({ imports: [LoggerModule.forRoot(loggerParams('prueba', { LOG_LEVEL: 'info' }, destination))], controllers: [RelayController] })
  class RelayModule {}

  it('writes one line per request with its id, and the id on what the handler logs; no cookie, no query', async () => {
    const app = await createServiceApp({ module: RelayModule }, { abortOnError: false });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    try {
      const id = '0f3a9c1e5b7d4e2f8a6b0c9d1e2f3a4b';
      await app
        .getHttpAdapter()
        .getInstance()
        .inject({
          method: 'GET',
          url: '/relay?token=secreto',
          headers: { 'x-request-id': id, cookie: 'uf_session=secreto' },
        });
      await app.getHttpAdapter().getInstance().inject({ method: 'GET', url: '/health' });
      const ours = lines.filter((line) => line.requestId === id);
      expect(ours.map((line) => line.msg)).toEqual(['dentro de la petición', 'request completed']);
      expect(ours[1]).toMatchObject({ service: 'svc-prueba', level: 30, req: { method: 'GET', path: '/relay' }, res: { status: 200 } });
      expect(JSON.stringify(lines)).not.toContain('secreto');
      expect(lines.some((line) => JSON.stringify(line).includes('/health'))).toBe(false);
    } finally {
      await app.close();
    }
  });
});
