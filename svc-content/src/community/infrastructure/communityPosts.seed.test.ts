import { readGalleryPosts } from './communityPosts.seed';

describe('gallery data file', () => {
  const posts = readGalleryPosts();

  it('holds four to six invented ventures of children aged 6 to 10', () => {
    expect(posts.length).toBeGreaterThanOrEqual(4);
    expect(posts.length).toBeLessThanOrEqual(6);
    expect(new Set(posts.map((p) => p.id)).size).toBe(posts.length);
    expect(new Set(posts.map((p) => p.childAge)).size).toBeGreaterThanOrEqual(4);
  });

  it('carries no personal data', () => {
    expect(JSON.stringify(posts)).not.toMatch(/@|https?:/);
  });
});
