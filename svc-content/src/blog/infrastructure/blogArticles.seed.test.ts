import { readArticlesFile } from './blogArticles.seed';

describe('blog data file', () => {
  const articles = readArticlesFile();

  it('holds at least two published articles', () => {
    expect(articles.filter((a) => a.isPublished).length).toBeGreaterThanOrEqual(2);
  });

  it('gives each article a read time close to its length (about 200 words a minute)', () => {
    for (const a of articles) {
      const minutes = a.content.split(/\s+/).length / 200;
      expect(Math.abs(a.readTime - minutes)).toBeLessThanOrEqual(1.5);
    }
  });
});
