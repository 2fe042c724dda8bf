import type { BlogArticle } from '@universo/platform/api/content';
import {
  articlePath,
  articlesToShow,
  exclusiveBadge,
  featuredAndOthers,
  findArticle,
  publishedOn,
  readableListedArticle,
  readTimeLabel,
} from './articleDisplay';
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
    expect(publishedOn('2024-03-01T12:00:00.000Z')).toBe('1 de marzo de 2024');
    // The Bogotá calendar: midnight in London is still the evening before in Colombia.
    expect(publishedOn('2024-03-01T00:00:00.000Z')).toBe('29 de febrero de 2024');
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

describe("the parents' exclusive articles", () => {
  const base = SAMPLE_ARTICLES[0]!;
  const article = (id: number, exclusive: boolean): BlogArticle => ({ ...base, id, slug: `articulo-${id}`, exclusive, content: exclusive ? '' : base.content });

  it('features the newest public article, never an exclusive one, and keeps the others in order', () => {
    const list = [article(1, true), article(2, true), article(3, false), article(4, true), article(5, false)];
    const { featured, others } = featuredAndOthers(list);
    expect(featured?.id).toBe(3);
    expect(others.map((a) => a.id)).toEqual([1, 2, 4, 5]);
    expect(featuredAndOthers([article(1, false), article(2, true)]).featured?.id).toBe(1);
  });

  it('features nothing when every article is exclusive, and lists them all', () => {
    const { featured, others } = featuredAndOthers([article(1, true), article(2, true)]);
    expect(featured).toBeUndefined();
    expect(others).toHaveLength(2);
  });

  it('shows a lock to everybody without the plan, "included" to a premium family, nothing on a public article', () => {
    for (const plan of ['visitor', 'free', 'loading'] as const) {
      expect(exclusiveBadge(article(1, true), plan)).toEqual({ locked: true, text: 'Exclusivo Plan Emprendedor Mágico' });
      expect(exclusiveBadge(article(2, false), plan)).toBeNull();
    }
    expect(exclusiveBadge(article(1, true), 'premium')).toEqual({ locked: false, text: 'Incluido en tu Plan Emprendedor Mágico' });
    expect(exclusiveBadge(article(2, false), 'premium')).toBeNull();
  });

  it('reads a public article from the list, and always asks the service for an exclusive one', () => {
    expect(readableListedArticle(article(2, false))?.id).toBe(2);
    expect(readableListedArticle(article(1, true))).toBeUndefined();
    expect(readableListedArticle(undefined)).toBeUndefined();
  });
});
