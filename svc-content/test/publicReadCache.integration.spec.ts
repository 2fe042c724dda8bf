import { PUBLIC_READ_CACHE_CONTROL } from '@universo/service-kit';
import type { TestService } from '@universo/service-kit/testing';
import type { ContentConfig } from '../src/config';
import { startContentService } from './support/contentService';
import { type EntitlementFixture, startEntitlementFixture } from '../../svc-billing/test/support/entitlementFixture';

/**
 * What svc-content lets the gateway and browsers keep: the public reads say `public` with an ETag
 * and answer 304 to the version a client holds; what depends on the family's plan never says it.
 */
describe('cache headers of svc-content reads', () => {
  let service: TestService<ContentConfig>;
  let fixture: EntitlementFixture;

  beforeAll(async () => {
    fixture = await startEntitlementFixture();
    service = await startContentService({ BILLING_URL: fixture.url });
  }, 60_000);

  afterAll(async () => {
    await service?.close();
    await fixture?.close();
  });

  it.each(['/api/books', '/api/books/1', '/api/blog'])('GET %s is public for a few seconds, with an ETag and a 304 for the same version', async (path) => {
    const res = await service.http().get(path).expect(200);
    expect(res.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect(res.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(res.headers['set-cookie']).toBeUndefined();
    const again = await service.http().get(path).set('If-None-Match', res.headers.etag!).expect(304);
    expect(again.text ?? '').toBe('');
    await service.http().get(path).set('If-None-Match', 'W/"otra-version"').expect(200);
  });

  it('a missing book is not kept as public', async () => {
    const res = await service.http().get('/api/books/999').expect(404);
    expect(res.headers['cache-control'] ?? '').not.toMatch(/public/);
    expect(res.headers.etag).toBeUndefined();
  });

  it.each(['/api/books/1/chapters/2', '/api/blog/la-alcancia-de-los-tres-frascos'])('GET %s (depends on the plan) is never public', async (path) => {
    const res = await service.http().get(path);
    expect(res.headers['cache-control'] ?? '').not.toMatch(/public/);
    expect(res.headers.etag).toBeUndefined();
  });
});
