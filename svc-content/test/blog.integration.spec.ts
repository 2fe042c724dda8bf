import type { BlogArticle } from '@universo/contracts';
import { startTestService, type TestService } from '@universo/service-kit/testing';
import { appModule } from '../src/app.module';
import { ContentConfig } from '../src/config';

const ARTICLE_KEYS = ['author', 'content', 'createdAt', 'excerpt', 'id', 'imageUrl', 'isPublished', 'readTime', 'slug', 'title'];

describe('GET /api/blog', () => {
  let service: TestService<ContentConfig>;

  beforeAll(async () => {
    service = await startTestService({ name: 'content', schema: ContentConfig, module: appModule });
  });

  afterAll(async () => {
    await service?.close();
  });

  it('lists the seeded articles newest first, with the contract shape', async () => {
    const articles = (await service.http().get('/api/blog').expect(200)).body as BlogArticle[];
    expect(articles.length).toBeGreaterThanOrEqual(2);
    const dates = articles.map((a) => a.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const a of articles) {
      expect(Object.keys(a).sort()).toEqual(ARTICLE_KEYS);
      expect(a.isPublished).toBe(true);
      expect(a.readTime).toBeGreaterThan(0);
      expect(new Date(a.createdAt).toISOString()).toBe(a.createdAt);
    }
  });

  it('hides unpublished articles', async () => {
    const [before] = await service.query<{ count: string }>('SELECT count(*) FROM blog_articles WHERE is_published');
    await service.query(`INSERT INTO blog_articles (slug, title, excerpt, content, author, read_time, is_published, created_at)
                         VALUES ('borrador', 'Borrador', 'x', 'x', 'Equipo', 1, false, now() + interval '1 day')`);
    await service.query(`UPDATE blog_articles SET is_published = false WHERE slug = 'la-alcancia-de-los-tres-frascos'`);
    try {
      const articles = (await service.http().get('/api/blog').expect(200)).body as BlogArticle[];
      expect(articles).toHaveLength(Number(before?.count) - 1);
      expect(articles.map((a) => a.slug)).not.toContain('borrador');
      expect(articles.map((a) => a.slug)).not.toContain('la-alcancia-de-los-tres-frascos');
    } finally {
      await service.query(`DELETE FROM blog_articles WHERE slug = 'borrador'`);
      await service.query(`UPDATE blog_articles SET is_published = true WHERE slug = 'la-alcancia-de-los-tres-frascos'`);
    }
  });

  it('puts a newer published article first', async () => {
    await service.query(`INSERT INTO blog_articles (slug, title, excerpt, content, author, read_time, is_published, created_at)
                         VALUES ('nuevo', 'Nuevo', 'x', 'x', 'Equipo', 1, true, now())`);
    try {
      const articles = (await service.http().get('/api/blog').expect(200)).body as BlogArticle[];
      expect(articles[0]?.slug).toBe('nuevo');
    } finally {
      await service.query(`DELETE FROM blog_articles WHERE slug = 'nuevo'`);
    }
  });
});
