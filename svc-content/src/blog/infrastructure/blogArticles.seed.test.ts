import { subheadingsOf } from '../domain/articleFile';
import { countWords } from '../domain/readTime';
import { readArticleFile, readArticleFiles } from './blogArticles.seed';

describe('blog data files', () => {
  const articles = readArticleFiles();

  it('holds at least six published articles with distinct slugs and titles', () => {
    const published = articles.filter((a) => a.isPublished);
    expect(published.length).toBeGreaterThanOrEqual(6);
    expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length);
    expect(new Set(articles.map((a) => a.title)).size).toBe(articles.length);
  });

  it('keeps every article a real read: 600 to 1000 words, with subheadings and a "Qué evitar" part', () => {
    for (const a of articles) {
      const words = countWords(a.content);
      expect({ slug: a.slug, ok: words >= 600 && words <= 1000 }).toEqual({ slug: a.slug, ok: true });
      const headings = subheadingsOf(a.content);
      expect(headings.length).toBeGreaterThanOrEqual(4);
      expect(headings).toContain('Qué evitar');
    }
  });

  it('computes the read time from the text (about 200 words a minute)', () => {
    for (const a of articles) {
      expect(a.readTime).toBe(Math.ceil(countWords(a.content) / 200));
      expect(a.readTime).toBeGreaterThanOrEqual(3);
    }
  });

  it('uses Colombian pesos in its examples and gives each article an author and a publication date', () => {
    for (const a of articles) {
      expect(a.content).toMatch(/\$\d{1,3}(\.\d{3})+/);
      expect(a.author.length).toBeGreaterThan(3);
      expect(new Date(a.createdAt).toISOString()).toBe(a.createdAt);
    }
  });

  it('keeps paragraphs plain: blank lines between them, no Markdown beyond "## "', () => {
    for (const a of articles) {
      expect(a.content).not.toMatch(/\n{3,}/);
      expect(a.content).not.toMatch(/^(# |###|[-*] )/m);
      expect(a.content).not.toMatch(/\*\*|__|\[[^\]]*\]\(/);
    }
  });

  it('refuses a file with an unknown header key, a bad date or a missing title', () => {
    const ok = '---\ntitle: T\nexcerpt: E\nauthor: A\ncreatedAt: 2026-01-01T00:00:00.000Z\nisPublished: true\n---\nTexto.';
    expect(readArticleFile('ok.md', ok)).toMatchObject({ slug: 'ok', readTime: 1, imageUrl: null, isPublished: true });
    expect(() => readArticleFile('a.md', ok.replace('title: T', 'titulo: T'))).toThrow(/claves desconocidas en la cabecera: titulo/);
    expect(() => readArticleFile('a.md', ok.replace('2026-01-01T00:00:00.000Z', 'ayer'))).toThrow(/a\.md/);
    expect(() => readArticleFile('a.md', ok.replace('isPublished: true', 'isPublished: si'))).toThrow(/a\.md/);
  });

  it('reads the exclusive flag: "exclusive: true" marks an article of the parents\' blog, absent means public', () => {
    const ok = '---\ntitle: T\nexcerpt: E\nauthor: A\ncreatedAt: 2026-01-01T00:00:00.000Z\nisPublished: true\n---\nTexto.';
    expect(readArticleFile('a.md', ok).exclusive).toBe(false);
    expect(readArticleFile('a.md', ok.replace('isPublished: true', 'isPublished: true\nexclusive: true')).exclusive).toBe(true);
    expect(readArticleFile('a.md', ok.replace('isPublished: true', 'isPublished: true\nexclusive: false')).exclusive).toBe(false);
    for (const value of ['si', 'TRUE', '1', '']) {
      expect(() => readArticleFile('a.md', ok.replace('isPublished: true', `isPublished: true\nexclusive: ${value}`))).toThrow(/a\.md: exclusive/);
    }
  });

  it('holds at least six exclusive articles for parents, none of them the newest two (the featured one stays public)', () => {
    const exclusive = articles.filter((a) => a.exclusive && a.isPublished);
    expect(exclusive.length).toBeGreaterThanOrEqual(6);
    const newest = [...articles].filter((a) => a.isPublished).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    expect(newest.slice(0, 2).map((a) => a.exclusive)).toEqual([false, false]);
    expect(articles.filter((a) => !a.exclusive && a.isPublished).length).toBeGreaterThanOrEqual(6);
  });
});
