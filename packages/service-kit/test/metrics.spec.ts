import { Controller, Get, Module, Param, Req } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DataSource } from 'typeorm';
import { BaseServiceConfig, PremiumAccess, ServiceKitModule } from '../src';
import { metricSample as sample, startTestService, type TestService } from '../src/testing';

describe('metrics on the internal port', () => {
  let service: TestService<BaseServiceConfig>;
  let billing: Server;
  let billingCalls = 0;
  let releaseHold: () => void = () => {};

  @Controller('api/things')
  class ThingsController {
    constructor(
      @InjectDataSource() private readonly dataSource: DataSource,
      private readonly premium: PremiumAccess,
    ) {}

    @Get('hold')
    async hold(): Promise<{ ok: true }> {
      // Keeps one pool connection busy until the test lets it go.
      const runner = this.dataSource.createQueryRunner();
      await runner.connect();
      try {
        await new Promise<void>((resolve) => (releaseHold = resolve));
      } finally {
        await runner.release();
      }
      return { ok: true };
    }

    @Get('plan')
    async plan(@Req() request: FastifyRequest): Promise<{ premium: boolean }> {
      return { premium: (await this.premium.entitlementOf(request)).premium };
    }

    @Get(':id')
    async one(@Param('id') id: string): Promise<{ id: string }> {
      await this.dataSource.query('SELECT 1');
      return { id };
    }
  }

  beforeAll(async () => {
    billing = createServer((_request, response) => {
      billingCalls += 1;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ tier: 'premium', premium: true, status: null, until: null }));
    });
    await new Promise<void>((resolve) => billing.listen(0, '127.0.0.1', resolve));
    service = await startTestService({
      name: 'metrics',
      schema: BaseServiceConfig,
      env: { BILLING_URL: `http://127.0.0.1:${(billing.address() as AddressInfo).port}` },
      module: (config) => {
        @Module({ controllers: [ThingsController] })
        class ThingsModule {}
        return { module: ThingsModule, imports: [ServiceKitModule.forRoot({ name: 'metrics', config, entities: [], migrations: [] })] };
      },
    });
  });

  afterAll(async () => {
    releaseHold();
    await service?.close();
    await new Promise((resolve) => billing.close(resolve));
  });

  async function scrape(): Promise<string> {
    const response = await fetch(service.metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  }

  it('listens on its own port, not the public one', async () => {
    expect(new URL(service.metricsUrl).port).not.toBe('');
    await service.http().get('/metrics').expect(404);
    const other = await fetch(service.metricsUrl.replace('/metrics', '/api/things/1'));
    expect(other.status).toBe(404);
  });

  it('times a request by its route pattern and status, never the raw URL', async () => {
    const unmatchedBefore = sample(await scrape(), 'universo_http_request_duration_seconds_count', { route: 'unmatched', status: '404' }) ?? 0;
    await service.http().get('/api/things/7c1f?buscar=secreto').expect(200);
    await service.http().get('/api/things/otra').expect(200);
    await service.http().get('/api/nada/aqui').expect(404);
    const text = await scrape();
    const labels = { service: 'svc-metrics', method: 'GET', route: '/api/things/:id', status: '200' };
    expect(sample(text, 'universo_http_request_duration_seconds_count', labels)).toBe(2);
    expect(sample(text, 'universo_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(2);
    expect(sample(text, 'universo_http_request_duration_seconds_count', { route: 'unmatched', status: '404' })).toBe(unmatchedBefore + 1);
    expect(text).not.toContain('7c1f');
    expect(text).not.toContain('secreto');
    expect(text).not.toContain('/api/nada');
  });

  it('counts the requests in flight and reads the pool on each scrape', async () => {
    const before = await scrape();
    expect(sample(before, 'universo_db_pool_max_connections')).toBe(10);
    expect(sample(before, 'universo_db_pool_waiting_queries')).toBe(0);
    const held = service
      .http()
      .get('/api/things/hold')
      .then((response) => response.status);
    await waitFor(async () => sample(await scrape(), 'universo_db_pool_connections', { state: 'busy' }) === 1);
    const during = await scrape();
    expect(sample(during, 'universo_http_requests_in_flight', { service: 'svc-metrics' })).toBe(1);
    releaseHold();
    expect(await held).toBe(200);
    const after = await scrape();
    expect(sample(after, 'universo_http_requests_in_flight')).toBe(0);
    expect(sample(after, 'universo_db_pool_connections', { state: 'busy' })).toBe(0);
    expect(sample(after, 'universo_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(1);
  });

  it('counts the entitlement cache: one call to billing, then hits', async () => {
    const cookie = service.sessionCookie({ sub: 'b7d6a1c0-0000-4000-8000-000000000001' });
    for (let i = 0; i < 3; i++) await service.http().get('/api/things/plan').set('cookie', cookie).expect(200, { premium: true });
    expect(billingCalls).toBe(1);
    const text = await scrape();
    expect(sample(text, 'universo_cache_lookups_total', { cache: 'entitlement', result: 'miss' })).toBe(1);
    expect(sample(text, 'universo_cache_lookups_total', { cache: 'entitlement', result: 'hit' })).toBe(2);
  });

  it('carries the default Node metrics', async () => {
    const text = await scrape();
    expect(sample(text, 'process_cpu_user_seconds_total', { service: 'svc-metrics' })).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('la condición no se cumplió a tiempo');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
