import type { ChapterContentResponse } from '@universo/platform/api/content';
import { estimateBytes, isQuotaError, pickNarration, savedBookFiles, TYPICAL_BYTES } from './savedBook';
import { urlsToRemove, type SavedBookIndex } from './savedBookIndex';
import { formatBytes, percentDone } from './savedBookSize';

const chapter = (number: number, extra: Partial<ChapterContentResponse> = {}): ChapterContentResponse => ({
  bookId: 1,
  bookTitle: 'Libro',
  number,
  bookChapterCount: 3,
  title: `Capítulo ${number}`,
  story: 'Había una vez.',
  lesson: '',
  character: '',
  activity: '',
  conversation: null,
  audioFile: `/media/audio/book-1/chapter-0${number}.ogg?v=0123456789ab`,
  illustration: { src: `/media/illustrations/c${number}.svg`, alt: 'Un dibujo', width: 640, height: 400 },
  ...extra,
});
const opus = (type: string) => type.startsWith('audio/ogg');
const mp3Only = (type: string) => type === 'audio/mpeg';

describe('pickNarration', () => {
  it('keeps the format the chapter page would play: Ogg/Opus where it plays, else MP3', () => {
    expect(pickNarration('/media/audio/book-1/chapter-01.ogg?v=0123456789ab', opus)?.src).toBe('/media/audio/book-1/chapter-01.ogg?v=0123456789ab');
    expect(pickNarration('/media/audio/book-1/chapter-01.ogg?v=0123456789ab', mp3Only)).toEqual({
      src: '/media/audio/book-1/chapter-01.mp3?v=0123456789ab',
      type: 'audio/mpeg',
      timings: '/media/audio/book-1/chapter-01.timings.json?v=0123456789ab',
    });
    expect(pickNarration('/media/audio/book-1/chapter-01.ogg', () => false)).toBeNull();
    expect(pickNarration(undefined, opus)).toBeNull();
  });
});

describe('savedBookFiles', () => {
  it('lists the book, then each chapter given with its drawing, one narration and its timings', () => {
    expect(savedBookFiles(1, [chapter(1)], mp3Only)).toEqual([
      { url: '/api/books/1', kind: 'book' },
      { url: '/api/books/1/chapters/1', kind: 'chapter' },
      { url: '/media/illustrations/c1.svg', kind: 'illustration' },
      { url: '/media/audio/book-1/chapter-01.mp3?v=0123456789ab', kind: 'narration', type: 'audio/mpeg' },
      { url: '/media/audio/book-1/chapter-01.timings.json?v=0123456789ab', kind: 'timings' },
    ]);
  });

  it('stores only the chapters the server gave, and skips what a chapter lacks', () => {
    const files = savedBookFiles(1, [chapter(1), chapter(3, { audioFile: undefined, illustration: undefined })], opus);
    expect(files.map((file) => file.url)).toEqual([
      '/api/books/1',
      '/api/books/1/chapters/1',
      '/media/illustrations/c1.svg',
      '/media/audio/book-1/chapter-01.ogg?v=0123456789ab',
      '/media/audio/book-1/chapter-01.timings.json?v=0123456789ab',
      '/api/books/1/chapters/3',
    ]);
  });

  it('never lists another site’s drawing, nor a file twice', () => {
    const shared = { src: '/media/illustrations/same.svg', alt: 'x', width: 1, height: 1 };
    const files = savedBookFiles(1, [chapter(1, { illustration: shared }), chapter(2, { illustration: shared, audioFile: undefined })], opus);
    expect(files.filter((file) => file.kind === 'illustration')).toHaveLength(1);
    expect(
      savedBookFiles(1, [chapter(1, { illustration: { ...shared, src: 'https://elsewhere.example/a.svg' } })], opus).some((f) => f.kind === 'illustration'),
    ).toBe(false);
  });
});

describe('estimateBytes', () => {
  it('adds the sizes the server gave and typical sizes for the others', () => {
    const files = savedBookFiles(1, [chapter(1)], opus);
    const known = new Map([['/media/audio/book-1/chapter-01.ogg?v=0123456789ab', 812_345]]);
    expect(estimateBytes(files, known)).toBe(TYPICAL_BYTES.book + TYPICAL_BYTES.chapter + TYPICAL_BYTES.illustration + 812_345 + TYPICAL_BYTES.timings);
    expect(estimateBytes(files, new Map([['/api/books/1', Number.NaN]]))).toBe(
      TYPICAL_BYTES.book + TYPICAL_BYTES.chapter + TYPICAL_BYTES.illustration + TYPICAL_BYTES.narration + TYPICAL_BYTES.timings,
    );
  });
});

describe('formatBytes and percentDone', () => {
  it('says sizes the way a family reads them', () => {
    expect([850_000, 120, 12_345_678, 1_000_000].map(formatBytes)).toEqual(['850 KB', '1 KB', '12,3 MB', '1,0 MB']);
  });

  it('keeps the percentage between 0 and 100', () => {
    expect(percentDone(0, 0)).toBe(0);
    expect(percentDone(50, 200)).toBe(25);
    expect(percentDone(300, 200)).toBe(100);
  });
});

describe('isQuotaError', () => {
  it('recognises a full device, and only that', () => {
    expect(isQuotaError(new DOMException('lleno', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isQuotaError(null)).toBe(false);
  });
});

describe('urlsToRemove', () => {
  it('removes a book’s files except those another saved book keeps', () => {
    const index = (bookId: number, urls: string[]): SavedBookIndex => ({ bookId, urls, bytes: 1, chapters: [1], audioType: null, savedAt: '' });
    const one = index(1, ['/api/books/1', '/media/illustrations/same.svg']);
    expect(urlsToRemove(one, [one, index(2, ['/api/books/2', '/media/illustrations/same.svg'])])).toEqual(['/api/books/1']);
    expect(urlsToRemove(one, [one])).toEqual(one.urls);
  });
});
