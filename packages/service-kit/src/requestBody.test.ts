import { Body, Controller, HttpCode, Module, Post } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { APP_FILTER } from '@nestjs/core';
import { ApiExceptionFilter } from './apiExceptionFilter';
import { createServiceApp } from './bootstrap';
import { BODY_MESSAGES, BodyPolicy } from './requestBody';

@Controller('body')
class BodyController {
  @Post('json')
  @HttpCode(200)
  json(@Body() body: unknown): unknown {
    return { body };
  }

  @Post('bigger')
  @HttpCode(200)
  @BodyPolicy({ maxSize: '128k' })
  bigger(@Body() body: unknown): unknown {
    return { size: JSON.stringify(body).length };
  }

  @Post('form')
  @HttpCode(200)
  @BodyPolicy({ acceptForm: true })
  form(@Body() body: unknown): unknown {
    return { body };
  }
}

@Module({ controllers: [BodyController], providers: [{ provide: APP_FILTER, useClass: ApiExceptionFilter }] })
class BodyModule {}

/** The route-level exceptions of registerBodyParsers (the four services' shared rules are tested in svc-auth/test/requestBodies). */
describe('BodyPolicy', () => {
  let app: NestFastifyApplication;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await createServiceApp({ module: BodyModule }, { logger: false });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(() => app.close());

  const padded = (kilobytes: number) => ({ text: 'x'.repeat(kilobytes * 1024) });

  it('keeps 64 KB on a route that says nothing, and raises it where a route asks', async () => {
    await http().post('/body/json').send(padded(70)).expect(413);
    const bigger = await http().post('/body/bigger').send(padded(100)).expect(200);
    expect(bigger.body.size).toBeGreaterThan(100 * 1024);
    await http().post('/body/bigger').send(padded(130)).expect(413);
  });

  it('takes a form only where a route accepts forms; an empty form too', async () => {
    const form = await http().post('/body/form').type('form').send('id=123&type=payment').expect(200);
    expect(form.body).toEqual({ body: { id: '123', type: 'payment' } });
    await http().post('/body/form').type('form').send('').expect(200);
    const refused = await http().post('/body/json').type('form').send('id=123').expect(415);
    expect(refused.body.message).toBe(BODY_MESSAGES.onlyJson);
  });

  it('applies the depth rule on every route, forms allowed or not', async () => {
    for (const path of ['/body/json', '/body/bigger', '/body/form']) {
      const res = await http().post(path).set('Content-Type', 'application/json').send('['.repeat(100)).expect(400);
      expect(res.body.message).toBe(BODY_MESSAGES.tooDeep);
    }
  });

  it('still refuses prototype poisoning', async () => {
    await http().post('/body/json').set('Content-Type', 'application/json').send('{"__proto__":{"admin":true}}').expect(400);
  });
});
