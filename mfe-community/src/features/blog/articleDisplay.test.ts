import type { BlogArticle } from '@universo/contracts';
import { articlePath, articlesToShow, findArticle, publishedOn, readTimeLabel } from './articleDisplay';
import { SAMPLE_ARTICLES } from './sampleArticles';

describe('articlesToShow', () => {
  const article: BlogArticle = { ...SAMPLE_ARTICLES[0]!, id: 99 };

  it('shows published server articles', () => {
    expect(articlesToShow([article, { ...article, id: 100, isPublished: false }])).toEqual([article]);
  });

  it('falls back to the samples (8, 12, 10 and 15 minutes) when empty or unreadable', () => {
    expect(articlesToShow([])).toBe(SAMPLE_ARTICLES);
    expect(articlesToShow(undefined)).toBe(SAMPLE_ARTICLES);
    expect(SAMPLE_ARTICLES.map((a) => a.readTime)).toEqual([8, 12, 10, 15]);
  });
});

describe('formatting', () => {
  it('labels read time and dates in Spanish', () => {
    expect(readTimeLabel(8)).toBe('8 min de lectura');
    expect(publishedOn('2024-03-01T00:00:00.000Z')).toBe('1 de marzo de 2024');
    expect(publishedOn('no es fecha')).toBe('');
  });
});

describe('shareable addresses', () => {
  it('finds an article by its slug and builds its address', () => {
    expect(findArticle(SAMPLE_ARTICLES, 'valores-y-dinero')?.id).toBe(3);
    expect(findArticle(SAMPLE_ARTICLES, 'no-existe')).toBeUndefined();
    expect(articlePath({ slug: 'valores-y-dinero' })).toBe('/blog/valores-y-dinero');
  });

  it('gives every sample its own slug', () => {
    expect(new Set(SAMPLE_ARTICLES.map((a) => a.slug)).size).toBe(SAMPLE_ARTICLES.length);
  });
});
