import type { BlogArticle } from '@universo/contracts';
import { articlesToShow, paragraphsOf, publishedOn, readTimeLabel } from './articleDisplay';
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

  it('splits content into paragraphs', () => {
    expect(paragraphsOf('Uno.\n\n  Dos.\n \nTres.')).toEqual(['Uno.', 'Dos.', 'Tres.']);
  });
});
