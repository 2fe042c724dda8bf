import type { Book, ChapterContentResponse } from '../src/apiShapes';

import { ENTITLED, FAMILY_CASES } from '../../svc-billing/test/support/entitlementFixture';

import { billedContentSuite } from './support/billedContent';

const PREMIUM_MESSAGE = 'Los capítulos 2 en adelante son parte del Plan Emprendedor Mágico. El capítulo 1 de cada libro es gratis.';

/** The premium item `story-chapters`: the first chapter of each book is free, the rest come with the plan. */
describe('story chapters and the entitlement table (real billing)', () => {
  const { service, fixture } = billedContentSuite('content_chapters');

  const get = (path: string, cookie: string | undefined) => {
    const req = service.http().get(path);
    return cookie ? req.set('Cookie', cookie) : req;
  };

  it.each(FAMILY_CASES)('%s: reads chapter 1 of every book; chapter 2 and later only with the plan', async (state) => {
    const { cookie } = await fixture.familyIn(state);
    for (const book of [1, 3, 5]) {
      const first = await get(`/api/books/${book}/chapters/1`, cookie).expect(200);
      expect((first.body as ChapterContentResponse).story.length).toBeGreaterThan(200);
      const second = await get(`/api/books/${book}/chapters/2`, cookie);
      expect(second.headers['cache-control']).toBe('private, no-store');
      if (ENTITLED[state]) {
        expect(second.status).toBe(200);
        expect((second.body as ChapterContentResponse).number).toBe(2);
      } else {
        expect(second.status).toBe(403);
        expect(second.body).toEqual({ statusCode: 403, error: 'Forbidden', message: PREMIUM_MESSAGE, premiumItem: 'story-chapters' });
        expect(second.text).not.toContain('"story"');
      }
    }
  });

  it('marks which chapters are free in the library, for everybody alike', async () => {
    const books = (await get('/api/books', undefined).expect(200)).body as Book[];
    for (const book of books) expect(book.chapters.map((c) => c.free)).toEqual(book.chapters.map((c) => c.number === 1));
  });

  it('answers 404 for a chapter that does not exist, to everybody (before any plan check)', async () => {
    for (const state of ['visitor', 'free', 'premium'] as const) {
      const { cookie } = await fixture.familyIn(state);
      await get('/api/books/1/chapters/11', cookie).expect(404);
      await get('/api/books/5/chapters/7', cookie).expect(404);
    }
  });

  it('a forged cookie, header or query parameter claiming premium changes nothing', async () => {
    const { cookie } = await fixture.familyIn('free');
    await get('/api/books/1/chapters/5?premium=true&tier=premium', `${cookie}; premium=true; uf_tier=premium`)
      .set('X-Premium', 'true')
      .set('X-Tier', 'premium')
      .expect(403);
    await get('/api/books/1/chapters/5', 'uf_session=eyJzdWIiOiJhZG1pbiJ9.forged').expect(403);
  });

  it('a payment left pending stops unlocking chapters when the grace window ends', async () => {
    const { cookie } = await fixture.familyIn('pending-in-grace');
    await get('/api/books/2/chapters/4', cookie).expect(200);
    fixture.advance(2 * 3_600_000);
    await get('/api/books/2/chapters/4', cookie).expect(403);
  });
});
