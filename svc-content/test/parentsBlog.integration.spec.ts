import type { BlogArticle } from '../src/apiShapes';

import { ENTITLED, FAMILY_CASES } from '../../svc-billing/test/support/entitlementFixture';
import { DataSource } from 'typeorm';
import { readArticleFiles, syncBlogArticles } from '../src/blog/infrastructure/blogArticles.seed';
import { billedContentSuite } from './support/billedContent';

const PREMIUM_MESSAGE = 'Los artículos exclusivos para padres son parte del Plan Emprendedor Mágico.';
const FORBIDDEN = { statusCode: 403, error: 'Forbidden', message: PREMIUM_MESSAGE, premiumItem: 'parents-blog' };
const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'No encontramos ese artículo. Puede que ya no esté publicado.' };

const files = readArticleFiles().filter((a) => a.isPublished);
const exclusiveFiles = files.filter((a) => a.exclusive);
const publicFiles = files.filter((a) => !a.exclusive);

/** Sentences of the exclusive texts, as they would appear inside a JSON string. */
const exclusiveSentences = exclusiveFiles.flatMap((a) =>
  a.content
    .split('\n')
    .filter((line) => line.length > 60 && !line.startsWith('## '))
    .map((line) => JSON.stringify(line.slice(0, 60)).slice(1, -1)),
);

function expectNoExclusiveText(body: string): void {
  for (const sentence of exclusiveSentences) expect(body).not.toContain(sentence);
}

/** The premium item `parents-blog`: exclusive articles are listed for everybody, their text goes to families with the plan. */
describe("the parents' exclusive blog and the entitlement table (real billing)", () => {
  // Every answer is checked against svc-content/openapi.json before the test's own expectations.
  const { service, http, fixture } = billedContentSuite('content_parents_blog');

  const get = (path: string, cookie: string | undefined) => {
    const req = http().get(path);
    return cookie ? req.set('Cookie', cookie) : req;
  };

  it('ships at least six exclusive articles, each a real read', () => {
    expect(exclusiveFiles.length).toBeGreaterThanOrEqual(6);
    expect(exclusiveSentences.length).toBeGreaterThan(6 * 10);
  });

  it.each(FAMILY_CASES)('%s: the list shows every article, the exclusive ones marked and without their text', async (state) => {
    const { cookie } = await fixture.familyIn(state);
    const res = await get('/api/blog', cookie).expect(200);
    expectNoExclusiveText(res.text);
    const articles = res.body as BlogArticle[];
    expect(articles.map((a) => a.slug).sort()).toEqual(files.map((a) => a.slug).sort());
    for (const a of articles) {
      const file = files.find((f) => f.slug === a.slug)!;
      expect(a).toMatchObject({ title: file.title, excerpt: file.excerpt, author: file.author, readTime: file.readTime, exclusive: file.exclusive });
      expect(a.content).toBe(file.exclusive ? '' : file.content);
    }
  });

  it('the list is the same for every family, so a shared cache can keep it', async () => {
    const visitor = await get('/api/blog', undefined).expect(200);
    for (const state of ['premium', 'free', 'pending-in-grace'] as const) {
      const { cookie } = await fixture.familyIn(state);
      const res = await get('/api/blog', cookie).expect(200);
      expect(res.text).toBe(visitor.text);
      expect(res.headers['vary'] ?? '').not.toMatch(/cookie/i);
    }
    const [first, second] = visitor.body as BlogArticle[];
    expect([first?.exclusive, second?.exclusive]).toEqual([false, false]);
  });

  it.each(FAMILY_CASES)('%s: reads an exclusive article only with the plan', async (state) => {
    const { cookie } = await fixture.familyIn(state);
    for (const file of exclusiveFiles) {
      const res = await get(`/api/blog/${file.slug}`, cookie);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['vary']).toMatch(/cookie/i);
      if (ENTITLED[state]) {
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ slug: file.slug, title: file.title, content: file.content, exclusive: true, isPublished: true });
      } else {
        expect(res.status).toBe(403);
        expect(res.body).toEqual(FORBIDDEN);
        expectNoExclusiveText(res.text);
        expect(res.text).not.toContain(file.excerpt);
      }
    }
  });

  it.each(FAMILY_CASES)('%s: reads a public article through the same address', async (state) => {
    const { cookie } = await fixture.familyIn(state);
    for (const file of publicFiles.slice(0, 3)) {
      const res = await get(`/api/blog/${file.slug}`, cookie).expect(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toMatchObject({ slug: file.slug, content: file.content, exclusive: false });
    }
  });

  it('answers 404 for an article that does not exist or is not published, to everybody (before any plan check)', async () => {
    const hidden = exclusiveFiles[0]!.slug;
    await service.query(`UPDATE blog_articles SET is_published = false WHERE slug = $1`, [hidden]);
    try {
      for (const state of ['visitor', 'free', 'premium', 'rejected'] as const) {
        const { cookie } = await fixture.familyIn(state);
        for (const slug of ['no-existe', hidden, 'La-Mesada', '%20']) {
          const res = await get(`/api/blog/${slug}`, cookie).expect(404);
          expect(res.body).toEqual(NOT_FOUND);
          expect(res.headers['cache-control']).toBe('private, no-store');
        }
      }
    } finally {
      await service.query(`UPDATE blog_articles SET is_published = true WHERE slug = $1`, [hidden]);
    }
  });

  it('a forged cookie, header or query parameter claiming premium changes nothing', async () => {
    const slug = exclusiveFiles[0]!.slug;
    const { cookie } = await fixture.familyIn('free');
    const forged = [
      get(`/api/blog/${slug}?premium=true&tier=premium&exclusive=false`, `${cookie}; premium=true; uf_tier=premium`)
        .set('X-Premium', 'true')
        .set('X-Tier', 'premium'),
      get(`/api/blog/${slug}`, 'uf_session=eyJzdWIiOiJhZG1pbiJ9.forged'),
      get(`/api/blog/${slug}?premium=1`, 'premium=true').set('X-Premium-Item', 'parents-blog'),
    ];
    for (const request of forged) {
      const res = await request.expect(403);
      expect(res.body).toEqual(FORBIDDEN);
      expectNoExclusiveText(res.text);
    }
    const list = await get('/api/blog?exclusive=true&premium=true&full=1', `${cookie}; premium=true`).set('X-Premium', 'true').expect(200);
    expectNoExclusiveText(list.text);
  });

  it('the loads that run before the exclusive column exists skip the exclusive articles (never stored as public)', async () => {
    // As the migrations run it: the service's own role may not change tables.
    const migrations = await new DataSource({ type: 'postgres', url: service.databaseUrl }).initialize();
    const runner = migrations.createQueryRunner();
    await runner.startTransaction();
    try {
      await runner.query('DELETE FROM blog_articles');
      await runner.query('ALTER TABLE blog_articles DROP COLUMN exclusive');
      await syncBlogArticles(runner);
      const rows: { slug: string }[] = await runner.query('SELECT slug FROM blog_articles');
      expect(rows.map((r) => r.slug).sort()).toEqual(publicFiles.map((a) => a.slug).sort());
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
      await migrations.destroy();
    }
    const [row] = await service.query<{ count: string }>('SELECT count(*) FROM blog_articles WHERE exclusive AND is_published');
    expect(Number(row?.count)).toBe(exclusiveFiles.length);
  });

  it('a payment left pending stops unlocking the exclusive articles when the grace window ends', async () => {
    const slug = exclusiveFiles[1]!.slug;
    const { cookie } = await fixture.familyIn('pending-in-grace');
    await get(`/api/blog/${slug}`, cookie).expect(200);
    fixture.advance(2 * 3_600_000);
    const res = await get(`/api/blog/${slug}`, cookie).expect(403);
    expect(res.body).toEqual(FORBIDDEN);
  });
});

describe("the parents' exclusive blog when billing cannot answer", () => {
  // Nothing listens on port 9 of the loopback: billing is down for this service.
  const { http, fixture } = billedContentSuite('content_parents_blog_down', {}, { billingUrl: 'http://127.0.0.1:9' });

  it('fails closed: 503 without the text to a family, the public articles and the list keep working', async () => {
    const { cookie } = await fixture.familyIn('premium');
    const res = await http().get(`/api/blog/${exclusiveFiles[0]!.slug}`).set('Cookie', cookie!).expect(503);
    expectNoExclusiveText(res.text);
    await http().get(`/api/blog/${publicFiles[0]!.slug}`).set('Cookie', cookie!).expect(200);
    await http().get(`/api/blog/${exclusiveFiles[0]!.slug}`).expect(403);
    const list = await http().get('/api/blog').set('Cookie', cookie!).expect(200);
    expectNoExclusiveText(list.text);
  });
});
