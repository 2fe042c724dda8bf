import type { CommunityPost } from '@universo/platform/api/content';
import { dayAndMonth, MAX_STARS, MIN_STARS, placeholderIcon, postMetaLabel, postsToShow, starsForAge, starsLabel, STARS_NOTE } from './postDisplay';
import { SAMPLE_POSTS } from './samplePosts';

describe('starsForAge (spec section 9: floor(age/2)+1 within 2..5)', () => {
  it.each([
    [6, 4],
    [7, 4],
    [8, 5],
    [9, 5],
    [10, 5],
  ])('a child of %i gets %i stars', (age, stars) => {
    expect(starsForAge(age)).toBe(stars);
  });

  it('never goes below 2 nor above 5', () => {
    expect(starsForAge(0)).toBe(MIN_STARS);
    expect(starsForAge(1)).toBe(2);
    expect(starsForAge(2)).toBe(2);
    expect(starsForAge(4)).toBe(3);
    expect(starsForAge(18)).toBe(MAX_STARS);
    expect(starsForAge(-3)).toBe(MIN_STARS);
    expect(starsForAge(Number.NaN)).toBe(MIN_STARS);
    expect(starsForAge(Number.POSITIVE_INFINITY)).toBe(MIN_STARS);
  });
});

describe('postMetaLabel', () => {
  it('is "{age} años • {day} de {month}" in Spanish', () => {
    expect(postMetaLabel({ childAge: 8, createdAt: '2026-11-14T15:00:00.000Z' })).toBe('8 años • 14 de noviembre');
    expect(postMetaLabel({ childAge: 6, createdAt: '2026-01-01T12:00:00.000Z' })).toBe('6 años • 1 de enero');
  });

  it('uses the day it was in Colombia', () => {
    // 02:00 UTC on 15 November is still 14 November, 21:00, in Bogotá.
    expect(dayAndMonth('2026-11-15T02:00:00.000Z')).toBe('14 de noviembre');
  });

  it('leaves the date out when it cannot be read', () => {
    expect(postMetaLabel({ childAge: 9, createdAt: 'ayer' })).toBe('9 años');
  });
});

describe('postsToShow', () => {
  const post: CommunityPost = { id: 'a', title: 'T', description: 'D', imageUrl: null, childAge: 7, createdAt: '2026-11-14T15:00:00.000Z' };

  it('shows the gallery as it came', () => {
    expect(postsToShow([post])).toEqual([post]);
  });

  it('falls back to the samples when empty or unreadable', () => {
    expect(postsToShow([])).toBe(SAMPLE_POSTS);
    expect(postsToShow(undefined)).toBe(SAMPLE_POSTS);
    for (const sample of SAMPLE_POSTS) expect(sample.childAge).toBeGreaterThanOrEqual(6);
  });
});

describe('placeholderIcon', () => {
  it('is the same for the same post', () => {
    expect(placeholderIcon('6c1f0e52')).toBe(placeholderIcon('6c1f0e52'));
    expect(placeholderIcon('')).toBeTruthy();
  });
});

describe('what the stars mean', () => {
  it('names them as the age stage, out of the maximum, never as a grade', () => {
    expect(starsLabel(4)).toBe('Etapa por edad: 4 de 5 estrellas');
    expect(STARS_NOTE).toMatch(/etapa por edad/);
    expect(STARS_NOTE).toMatch(/no son una calificación/);
  });
});
