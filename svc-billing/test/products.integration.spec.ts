import type { Product } from '../src/apiShapes';
import { PUBLIC_READ_CACHE_CONTROL } from '@universo/service-kit';
import { startTestService, type TestService } from '@universo/service-kit/testing';
import { appModule } from '../src/app.module';
import { BillingConfig } from '../src/config';
import { documentedResponses } from '@universo/openapi/testing';

describe('GET /api/products', () => {
  let service: TestService<BillingConfig>;
  // Every answer is checked against svc-billing/openapi.json before the test's own expectations.
  const documented = documentedResponses('billing');
  const http = () => documented(service.http());

  beforeAll(async () => {
    service = await startTestService({ name: 'billing', schema: BillingConfig, module: appModule });
  });

  afterAll(async () => {
    await service?.close();
  });

  it('lists the seeded products in shop order, with the contract shape', async () => {
    const res = await http().get('/api/products').expect(200);
    const products = res.body as Product[];
    expect(products.map((p) => [p.type, p.price])).toEqual([
      ['book', 2999],
      ['kit', 4999],
      ['digital', 1999],
    ]);
    for (const p of products) {
      expect(Object.keys(p).sort()).toEqual(['createdAt', 'currency', 'description', 'features', 'id', 'imageUrl', 'isActive', 'name', 'price', 'type'].sort());
      expect(p.currency).toBe('USD');
      expect(Number.isInteger(p.price)).toBe(true);
      expect(typeof p.id).toBe('number');
      expect(p.name).not.toBe('');
      expect(Array.isArray(p.features)).toBe(true);
      expect(p.isActive).toBe(true);
      expect(new Date(p.createdAt).toISOString()).toBe(p.createdAt);
    }
  });

  it('hides inactive products and follows the position column', async () => {
    await service.query(`UPDATE products SET is_active = false WHERE type = 'book'`);
    await service.query(`UPDATE products SET position = 0 WHERE type = 'digital'`);
    try {
      const res = await http().get('/api/products').expect(200);
      expect((res.body as Product[]).map((p) => p.type)).toEqual(['digital', 'kit']);
    } finally {
      await service.query(`UPDATE products SET is_active = true, position = 1 WHERE type = 'book'`);
      await service.query(`UPDATE products SET position = 3 WHERE type = 'digital'`);
    }
  });

  it('answers unknown paths under the prefix with a JSON 404', async () => {
    const res = await http().get('/api/products/nope').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404 });
  });

  it('is the same for everybody: public for a few seconds, with an ETag and a 304 for the version a client holds', async () => {
    const res = await http().get('/api/products').expect(200);
    expect(res.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect(res.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    await http().get('/api/products').set('If-None-Match', res.headers.etag!).expect(304);
  });
});
