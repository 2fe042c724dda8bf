import { chapterProgressKey, chapterReadEvent, chapterViewKey } from './chapterProgress';

describe('chapter progress', () => {
  it('names a chapter book-<id>-chapter-<n> without leading zeros', () => {
    expect(chapterProgressKey(1, 1)).toBe('book-1-chapter-1');
    expect(chapterProgressKey(5, 10)).toBe('book-5-chapter-10');
  });

  it('records a chapter as a chapter_read event', () => {
    const at = new Date('2026-03-01T15:00:00Z');
    expect(chapterReadEvent(2, 8, () => 'f0e1d2c3-b4a5-4697-8899-aabbccddeeff', at)).toEqual({
      type: 'chapter_read',
      activity: 'book-2-chapter-8',
      eventId: 'f0e1d2c3-b4a5-4697-8899-aabbccddeeff',
      occurredAt: '2026-03-01T15:00:00.000Z',
    });
  });

  it('tells views apart by reader and chapter', () => {
    expect(chapterViewKey('u1', 1, 3)).toBe('u1:book-1-chapter-3');
    expect(chapterViewKey('u1', 1, 3)).not.toBe(chapterViewKey('u2', 1, 3));
  });
});
