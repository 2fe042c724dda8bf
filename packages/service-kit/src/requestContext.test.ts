import { Controller, Get, Module } from '@nestjs/common';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServiceApp } from './bootstrap';
import { getAsFamily } from './peerRequest';
import { currentRequestId, peerHeaders, requestIdFrom } from './requestContext';

describe('requestIdFrom', () => {
  it('keeps a well-formed id: nginx hex, a UUID', () => {
    expect(requestIdFrom('0f3a9c1e5b7d4e2f8a6b0c9d1e2f3a4b')).toBe('0f3a9c1e5b7d4e2f8a6b0c9d1e2f3a4b');
    expect(requestIdFrom(['6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f', 'otro'])).toBe('6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f');
  });

  it('makes a new one when there is none, or the header could forge a log line', () => {
    for (const given of [undefined, '', 'corto', 'a'.repeat(129), 'abc def ghi jkl', 'abcdefgh\n{"nivel":"falso"}', 'ñandú-ñandú-ñandú']) {
      const id = requestIdFrom(given);
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(id).not.toBe(given);
    }
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });

  it('is absent outside a request', () => {
    expect(currentRequestId()).toBeUndefined();
    expect(peerHeaders()).toEqual({});
  });
});

describe('a request id through a service', () => {
  let peer: Server;
  let peerUrl: string;
  const seenByPeer: IncomingHttpHeaders[] = [];

  @Controller('relay')
  class RelayController {
    @Get()
    async relay(): Promise<{ id: string | undefined }> {
      // After an await, as real handlers are: the id must survive it.
      await new Promise((resolve) => setTimeout(resolve, 5));
      await getAsFamily(peerUrl, '/peer', 'token', 2000);
      return { id: currentRequestId() };
    }
  }
  @Module({ controllers: [RelayController] })
  class RelayModule {}

  beforeAll(async () => {
    peer = createServer((request, response) => {
      seenByPeer.push(request.headers);
      response.setHeader('content-type', 'application/json');
      response.end('{}');
    });
    await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
    peerUrl = `http://127.0.0.1:${(peer.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => peer.close(resolve));
  });

  it('answers with the gateway’s id and carries it to the service it calls', async () => {
    const app = await createServiceApp({ module: RelayModule }, { logger: false, abortOnError: false });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    try {
      const inject = (headers: Record<string, string>) => app.getHttpAdapter().getInstance().inject({ method: 'GET', url: '/relay', headers });
      const id = '0f3a9c1e5b7d4e2f8a6b0c9d1e2f3a4b';
      const answer = await inject({ 'x-request-id': id });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-request-id']).toBe(id);
      expect(answer.json()).toEqual({ id });
      expect(seenByPeer.at(-1)?.['x-request-id']).toBe(id);

      // Two requests at once keep their own ids.
      const [a, b] = await Promise.all([inject({ 'x-request-id': 'aaaaaaaa-1111' }), inject({ 'x-request-id': 'bbbbbbbb-2222' })]);
      expect([a.json(), b.json()]).toEqual([{ id: 'aaaaaaaa-1111' }, { id: 'bbbbbbbb-2222' }]);

      const made = await inject({ 'x-request-id': 'x\ny' });
      expect(made.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
      expect(made.json()).toEqual({ id: made.headers['x-request-id'] });
    } finally {
      await app.close();
    }
  });
});
