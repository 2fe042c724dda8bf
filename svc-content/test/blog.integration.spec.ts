import type { BlogArticle } from '../src/apiShapes';
import type { TestService } from '@universo/service-kit/testing';
import { countWords, readTimeMinutes } from '../src/blog/domain/readTime';
import { readArticleFiles, syncBlogArticles } from '../src/blog/infrastructure/blogArticles.seed';
import type { ContentConfig } from '../src/config';
import { startContentService, STARTUP_TIMEOUT_MS, withQueryRunner } from './support/contentService';
import { documentedResponses } from '@universo/openapi/testing';

const ARTICLE_KEYS = ['author', 'content', 'createdAt', 'excerpt', 'exclusive', 'id', 'imageUrl', 'isPublished', 'readTime', 'slug', 'title'];
const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'No encontramos ese artículo. Puede que ya no esté publicado.' };

describe('blog API', () => {
  let service: TestService<ContentConfig>;
  // Every answer is checked against svc-content/openapi.json before the test's own expectations.
  const documented = documentedResponses('content');
  const http = () => documented(service.http());

  beforeAll(async () => {
    service = await startContentService();
  }, STARTUP_TIMEOUT_MS);

  afterAll(async () => {
    await service?.close();
  });

  describe('GET /api/blog', () => {
    it('lists the article files, newest first, with the contract shape', async () => {
      const articles = (await http().get('/api/blog').expect(200)).body as BlogArticle[];
      const files = readArticleFiles().filter((a) => a.isPublished);
      expect(articles.length).toBeGreaterThanOrEqual(6);
      expect(articles.map((a) => a.slug).sort()).toEqual(files.map((a) => a.slug).sort());
      const dates = articles.map((a) => a.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(articles[0]?.slug).toBe('emprendimiento-en-el-aula');
      for (const a of articles) {
        expect(Object.keys(a).sort()).toEqual(ARTICLE_KEYS);
        expect(a.isPublished).toBe(true);
        expect(new Date(a.createdAt).toISOString()).toBe(a.createdAt);
      }
    });

    it('serves long, structured public articles whose read time comes from their length', async () => {
      const articles = ((await http().get('/api/blog').expect(200)).body as BlogArticle[]).filter((a) => !a.exclusive);
      expect(articles.length).toBeGreaterThanOrEqual(6);
      for (const a of articles) {
        expect(countWords(a.content)).toBeGreaterThanOrEqual(600);
        expect(a.readTime).toBe(readTimeMinutes(a.content));
        expect(a.content).toMatch(/^## /m);
        expect(a.excerpt.length).toBeGreaterThan(60);
      }
    });

    it('replaced the three short articles in place, under the same slugs', async () => {
      const rows = await service.query<{ slug: string; words: number }>(
        `SELECT slug, array_length(regexp_split_to_array(content, '\\s+'), 1) AS words FROM blog_articles
          WHERE slug IN ('como-hablar-de-dinero-con-tus-hijos', 'la-alcancia-de-los-tres-frascos', 'un-puesto-de-limonada-primer-emprendimiento')`,
      );
      expect(rows).toHaveLength(3);
      for (const row of rows) expect(row.words).toBeGreaterThan(600);
    });

    it('hides unpublished articles', async () => {
      const [before] = await service.query<{ count: string }>('SELECT count(*) FROM blog_articles WHERE is_published');
      await service.query(`INSERT INTO blog_articles (slug, title, excerpt, content, author, read_time, is_published, created_at)
                           VALUES ('borrador', 'Borrador', 'x', 'x', 'Equipo', 1, false, now() + interval '1 day')`);
      await service.query(`UPDATE blog_articles SET is_published = false WHERE slug = 'la-alcancia-de-los-tres-frascos'`);
      try {
        const articles = (await http().get('/api/blog').expect(200)).body as BlogArticle[];
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
        const articles = (await http().get('/api/blog').expect(200)).body as BlogArticle[];
        expect(articles[0]?.slug).toBe('nuevo');
      } finally {
        await service.query(`DELETE FROM blog_articles WHERE slug = 'nuevo'`);
      }
    });
  });

  describe('GET /api/blog/:slug', () => {
    it('returns one published article for its shareable address', async () => {
      const article = (await http().get('/api/blog/la-alcancia-de-los-tres-frascos').expect(200)).body as BlogArticle;
      expect(Object.keys(article).sort()).toEqual(ARTICLE_KEYS);
      expect(article).toMatchObject({ slug: 'la-alcancia-de-los-tres-frascos', isPublished: true, author: 'Mariana Ospina' });
      const listed = ((await http().get('/api/blog').expect(200)).body as BlogArticle[]).find((a) => a.slug === article.slug);
      expect(listed).toEqual(article);
    });

    it.each(['no-existe', 'La-Alcancia', 'a_b', '-x', 'x'.repeat(100), '%20', 'ñandú'])('answers a Spanish 404 for %p', async (slug) => {
      const res = await http()
        .get(`/api/blog/${encodeURIComponent(slug)}`)
        .expect(404);
      expect(res.body).toEqual(NOT_FOUND);
    });

    it('answers a JSON 4xx, never a 5xx, for an overlong address', async () => {
      const res = await http().get(`/api/blog/${'x'.repeat(500)}`);
      expect(res.status).toBe(414);
      expect(res.body).toMatchObject({ statusCode: 414 });
    });

    it('answers 404 for an unpublished article', async () => {
      await service.query(`UPDATE blog_articles SET is_published = false WHERE slug = 'los-errores-tambien-ensenan'`);
      try {
        await http().get('/api/blog/los-errores-tambien-ensenan').expect(404);
      } finally {
        await service.query(`UPDATE blog_articles SET is_published = true WHERE slug = 'los-errores-tambien-ensenan'`);
      }
    });
  });

  describe('syncing the data folder', () => {
    it('unpublishes an article that has no file any more, and is harmless to run again', async () => {
      await service.query(`INSERT INTO blog_articles (slug, title, excerpt, content, author, read_time, is_published, created_at)
                           VALUES ('articulo-retirado', 'Retirado', 'x', 'x', 'Equipo', 1, true, now())`);
      await withQueryRunner(service, async (runner) => {
        await syncBlogArticles(runner);
        await syncBlogArticles(runner);
      });
      const [row] = await service.query<{ is_published: boolean }>(`SELECT is_published FROM blog_articles WHERE slug = 'articulo-retirado'`);
      expect(row?.is_published).toBe(false);
      const articles = (await http().get('/api/blog').expect(200)).body as BlogArticle[];
      expect(articles).toHaveLength(readArticleFiles().filter((a) => a.isPublished).length);
    });
  });
});
