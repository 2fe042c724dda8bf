import type { BlogArticle } from '../../apiShapes';
import { premiumItemOfArticle, toListedArticle } from './articleAccess';

const article = (exclusive: boolean): BlogArticle => ({
  id: 7,
  slug: 'la-mesada-por-edades',
  title: 'La mesada por edades',
  excerpt: 'Cuánto dar y cada cuánto.',
  content: '## Por qué\n\nEl texto completo del artículo.',
  imageUrl: null,
  author: 'Lucía Herrera',
  readTime: 5,
  isPublished: true,
  createdAt: '2026-10-27T09:00:00.000Z',
  exclusive,
});

describe('premiumItemOfArticle', () => {
  it('asks for the plan (parents-blog) only for an exclusive article', () => {
    expect(premiumItemOfArticle(article(true))).toBe('parents-blog');
    expect(premiumItemOfArticle(article(false))).toBeNull();
  });
});

describe('toListedArticle', () => {
  it('lists an exclusive article with everything but its text', () => {
    const listed = toListedArticle(article(true));
    expect(listed).toEqual({ ...article(true), content: '' });
    expect(JSON.stringify(listed)).not.toContain('texto completo');
  });

  it('lists a public article whole', () => {
    expect(toListedArticle(article(false))).toEqual(article(false));
  });

  it('does not change the article it was given', () => {
    const original = article(true);
    toListedArticle(original);
    expect(original.content).toContain('texto completo');
  });
});
