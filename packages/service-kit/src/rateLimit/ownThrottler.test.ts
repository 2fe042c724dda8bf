import 'reflect-metadata';
import { Controller, Global, type INestApplication, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SESSION_COOKIE, signSessionToken } from '../session';
import { SessionReader } from '../sessionAccess';
import { TOO_MANY_REQUESTS_MESSAGE } from '../throttle';
import { SERVICE_CONFIG } from '../tokens';
import { ownThrottler } from './ownThrottler';

const SECRET = 'Zq8'.repeat(14);
const config = { SESSION_SECRET: SECRET, SMALL_LIMIT: 1, LARGE_LIMIT: 3 };
type Config = typeof config;

const byKind = ownThrottler<Config, 'small' | 'large'>({
  name: 'Example',
  throttlers: (c, kindOf) => [{ name: 'examplePerMinute', ttl: 60_000, limit: (context) => (kindOf(context) === 'small' ? c.SMALL_LIMIT : c.LARGE_LIMIT) }],
});
const single = ownThrottler<Config>({ name: 'Single', throttlers: (c) => [{ name: 'singlePerMinute', ttl: 60_000, limit: c.SMALL_LIMIT }] });

@Controller('example')
class ExampleController {
  @Post('small')
  @byKind.route('small')
  small() {
    return { ok: true };
  }

  @Post('large')
  @byKind.route('large')
  large() {
    return { ok: true };
  }

  @Post('forgotten')
  @byKind.route()
  forgotten() {
    return { ok: true };
  }

  @Post('single')
  @single.route()
  single() {
    return { ok: true };
  }
}

@Global()
@Module({ providers: [{ provide: SERVICE_CONFIG, useValue: config }, SessionReader], exports: [SERVICE_CONFIG, SessionReader] })
class ConfigModule {}

@Module({ imports: [ConfigModule, byKind.RateLimitModule, single.RateLimitModule], controllers: [ExampleController] })
class ExampleModule {}

function familyCookie(sub: string): string {
  const token = signSessionToken({ sid: `s-${sub}`, sub, role: 'family', exp: Math.floor(Date.now() / 1000) + 600 }, SECRET);
  return `${SESSION_COOKIE}=${token}`;
}

describe('ownThrottler', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(ExampleModule, new FastifyAdapter(), { logger: false });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });

  afterAll(async () => {
    await (app as INestApplication).close();
  });

  const post = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url, headers });

  it('names its guard and module after the slice', () => {
    expect(byKind.Guard.name).toBe('ExampleThrottlerGuard');
    expect(byKind.RateLimitModule.name).toBe('ExampleRateLimitModule');
  });

  it('limits each route by the limit of its kind, with the Spanish 429', async () => {
    expect((await post('/example/small')).statusCode).toBe(201);
    const refused = await post('/example/small');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, message: TOO_MANY_REQUESTS_MESSAGE });
    expect(refused.headers['retry-after-examplePerMinute'.toLowerCase()]).toBeDefined();

    const large = [];
    for (let i = 0; i < 4; i += 1) large.push((await post('/example/large')).statusCode);
    expect(large).toEqual([201, 201, 201, 429]);
  });

  it('counts a logged-in family on its own, not with its network', async () => {
    expect((await post('/example/small', { cookie: familyCookie('a') })).statusCode).toBe(201);
    expect((await post('/example/small', { cookie: familyCookie('a') })).statusCode).toBe(429);
    expect((await post('/example/small', { cookie: familyCookie('b') })).statusCode).toBe(201);
  });

  it('keeps each slice’s counters apart', async () => {
    expect((await post('/example/single')).statusCode).toBe(201);
    expect((await post('/example/single')).statusCode).toBe(429);
  });

  it('refuses a route that forgot its kind where limits depend on it', async () => {
    expect((await post('/example/forgotten')).statusCode).toBe(500);
  });
});
