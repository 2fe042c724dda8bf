import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { PRIVACY_NOTICE_VERSION } from '@universo/contracts';
import type { BaseServiceConfig } from '@universo/service-kit';
import type { TestService } from '@universo/service-kit/testing';
import type { Response } from 'supertest';
import { type FourServices, startFourServices } from './support/fourServices';
import { registrationBody } from './support/registration';

/** One endpoint of one service, as its controllers declare it. */
interface Endpoint {
  service: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
}

const METHODS: Partial<Record<RequestMethod, Endpoint['method']>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.DELETE]: 'delete',
};

/** Every route of a Nest application, read from its controllers' metadata (so new routes are covered too). */
function endpointsOf(service: string, test: TestService<BaseServiceConfig>): Endpoint[] {
  const endpoints: Endpoint[] = [];
  for (const module of test.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = METHODS[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const own = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (!method || own === undefined) continue;
        for (const sub of ([] as string[]).concat(own)) {
          endpoints.push({
            service,
            method,
            path: `/${[base, sub]
              .map((p) => p.replace(/^\/+|\/+$/g, ''))
              .filter(Boolean)
              .join('/')}`,
          });
        }
      }
    }
  }
  return endpoints;
}

/** A small deterministic generator, so a failure can be replayed from its seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

type Random = ReturnType<typeof generator>;

const PARAMS = [
  'x',
  '0',
  '-1',
  '1e309',
  '99999999999999999999',
  '00000000-0000-0000-0000-000000000000',
  'ÑANDÚ',
  '%00',
  '..%2F..%2Fetc',
  'a'.repeat(300),
  'null',
  '[]',
  '%7B%7D',
  "1' OR '1'='1",
] as const;
const FIELDS = [
  'email',
  'password',
  'username',
  'firstName',
  'age',
  'message',
  'sessionId',
  'character',
  'childName',
  'childAge',
  'version',
  'title',
  'imageUrl',
  'type',
  'activity',
  'points',
  'eventId',
  'currency',
  'token',
  'code',
  'avatar',
  '__proto__',
  'constructor',
] as const;

function value(random: Random, depth = 0): unknown {
  const scalars: unknown[] = [
    null,
    true,
    false,
    0,
    -1,
    1.5,
    1e308,
    -0,
    '',
    ' ',
    'x',
    'ñ'.repeat(600),
    '<script>alert(1)</script>',
    '\u0000',
    '2026-02-30',
    'not-a-uuid',
    PRIVACY_NOTICE_VERSION,
    'a@b',
    'francesca',
  ];
  if (depth > 2 || random.next() < 0.6) return random.pick(scalars);
  if (random.next() < 0.5) return Array.from({ length: Math.floor(random.next() * 4) }, () => value(random, depth + 1));
  return body(random, depth + 1);
}

function body(random: Random, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const count = Math.floor(random.next() * 5);
  for (let i = 0; i < count; i += 1) out[random.pick(FIELDS)] = value(random, depth);
  return out;
}

/** What a careless or hostile client sends: wrong types, unknown fields, bad JSON, odd content types. */
function payload(random: Random): { type?: string; data?: string } {
  const roll = random.next();
  if (roll < 0.45) return { type: 'application/json', data: JSON.stringify(body(random)) };
  if (roll < 0.55) return { type: 'application/json', data: JSON.stringify(value(random)) };
  if (roll < 0.62) return { type: 'application/json', data: random.pick(['{', '{"a":', '[1,2', 'nul', '"\\ud800"', '{"a":1}}', '']) };
  if (roll < 0.68) return { type: 'application/json', data: `${'['.repeat(3000)}${']'.repeat(3000)}` };
  if (roll < 0.74) return { type: 'application/x-www-form-urlencoded', data: 'email=a&password=b' };
  if (roll < 0.8) return { type: random.pick(['text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'image/png']), data: 'hola' };
  if (roll < 0.85) return { type: 'application/json', data: JSON.stringify({ message: 'x'.repeat(70_000) }) };
  return {};
}

function pathFor(endpoint: Endpoint, random: Random): string {
  const path = endpoint.path.replace(/:[A-Za-z]+/g, () => random.pick(PARAMS));
  if (random.next() < 0.4) {
    const query = Object.entries(body(random)).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`);
    return `${path}?${query.join('&')}`;
  }
  return path;
}

const REQUESTS = 10_000;

describe('10,000 generated bad requests over every endpoint of the four services: never a 5xx', () => {
  let stack: FourServices;
  let familyCookie: string;

  jest.setTimeout(300_000);

  beforeAll(async () => {
    stack = await startFourServices();
    const registered = await stack.auth
      .http()
      .post('/api/auth/register')
      .send(registrationBody({ username: 'generada', email: 'generada@example.com', password: 'una-clave-segura-7', firstName: 'Gala', lastName: 'Prueba' }))
      .expect(201);
    const raw = registered.headers['set-cookie'] as unknown;
    familyCookie = String(Array.isArray(raw) ? raw[0] : raw).split(';')[0]!;
  }, 180_000);

  afterAll(() => stack?.close(), 60_000);

  it('answers every one with a status below 500', async () => {
    const services: Record<string, TestService<BaseServiceConfig>> = {
      auth: stack.auth as unknown as TestService<BaseServiceConfig>,
      content: stack.content as unknown as TestService<BaseServiceConfig>,
      chat: stack.chat as unknown as TestService<BaseServiceConfig>,
      billing: stack.billing as unknown as TestService<BaseServiceConfig>,
    };
    const endpoints = Object.entries(services).flatMap(([name, service]) => endpointsOf(name, service));
    // Every service's routes are found (a scan that found nothing would prove nothing).
    for (const name of Object.keys(services)) expect(endpoints.filter((e) => e.service === name).length).toBeGreaterThan(3);

    const random = generator(20261125);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    const one = async (): Promise<void> => {
      const endpoint = random.pick(endpoints);
      const path = pathFor(endpoint, random);
      const { type, data } = payload(random);
      const cookie = random.pick([undefined, familyCookie, 'uf_session=basura', `uf_session=${'a'.repeat(4000)}`]);
      let request = services[endpoint.service]!.http()[endpoint.method](path);
      if (cookie) request = request.set('Cookie', cookie);
      if (type) request = request.set('Content-Type', type);
      const response: Response = await (data !== undefined && endpoint.method !== 'get' ? request.send(data) : request);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 500 && failures.length < 20) {
        failures.push(
          `${response.status} ${endpoint.method.toUpperCase()} ${endpoint.service}${path.slice(0, 120)} ${String(type)} ${String(data).slice(0, 120)} → ${JSON.stringify(response.body).slice(0, 200)}`,
        );
      }
      if (response.status >= 500) return;
      // A 4xx is JSON with a message, never a stack trace or an HTML page.
      if (response.status >= 400 && response.status !== 404 && !String(response.headers['content-type']).startsWith('application/json')) {
        if (failures.length < 20) failures.push(`${response.status} sin JSON: ${endpoint.method.toUpperCase()} ${endpoint.service}${path.slice(0, 120)}`);
      }
    };
    const workers = Array.from({ length: 8 }, async () => {
      while (sent < REQUESTS) {
        sent += 1;
        await one();
      }
    });
    await Promise.all(workers);
    console.log(
      `${REQUESTS} peticiones generadas sobre ${endpoints.length} rutas; respuestas: ${[...statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}×${n}`)
        .join(', ')}`,
    );
    expect(failures).toEqual([]);
    expect([...statuses.keys()].every((status) => status < 500)).toBe(true);
  });
});
