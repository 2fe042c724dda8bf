import type { Book, ChapterContentResponse } from '../src/apiShapes';
import type { TestService } from '@universo/service-kit/testing';
import { renderConversation } from '../src/books/domain/chapterContent';
import { readBookFiles, seedBooks } from '../src/books/infrastructure/books.seed';
import { seedChapterContent } from '../src/books/infrastructure/chapterContent.seed';
import { readChapterContentFiles } from '../src/books/infrastructure/contentFiles';
import type { ContentConfig } from '../src/config';
import { startContentService, withQueryRunner } from './support/contentService';
import { type EntitlementFixture, startEntitlementFixture } from '../../svc-billing/test/support/entitlementFixture';
import { documentedResponses } from '@universo/openapi/testing';

const CHAPTER_KEYS = ['buttonColor', 'color', 'description', 'free', 'icon', 'id', 'number', 'title'];
const BOOK_KEYS = ['chapters', 'color', 'description', 'icon', 'id', 'status', 'summary', 'title'];
const CHAPTER_CONTENT_KEYS = ['activity', 'bookChapterCount', 'bookId', 'bookTitle', 'character', 'conversation', 'lesson', 'number', 'story', 'title'];
const BAD_ID = 'El identificador del libro debe ser un número entero positivo.';
const BAD_NUMBER = 'El número del capítulo debe ser un número entero positivo.';
const NO_BOOK = 'No encontramos ese libro.';
const NO_CHAPTER = 'No encontramos ese capítulo en este libro.';
const BAD_REQUEST = { statusCode: 400, error: 'Bad Request' };
const NOT_FOUND = { statusCode: 404, error: 'Not Found' };

describe('books API', () => {
  let service: TestService<ContentConfig>;
  // Every answer is checked against svc-content/openapi.json before the test's own expectations.
  const documented = documentedResponses('content');
  const http = () => documented(service.http());
  let fixture: EntitlementFixture;
  let premiumCookie: string;
  /** Reads a chapter as a premium family: the library's texts, whatever the number. */
  const readChapter = (path: string) => http().get(path).set('Cookie', premiumCookie);

  beforeAll(async () => {
    fixture = await startEntitlementFixture();
    service = await startContentService({ BILLING_URL: fixture.url });
    premiumCookie = (await fixture.familyIn('premium')).cookie!;
  }, 60_000);

  afterAll(async () => {
    await service?.close();
    await fixture?.close();
  });

  describe('GET /api/books', () => {
    it('lists the books of the data files in order, each with its chapters', async () => {
      const res = await http().get('/api/books').expect(200);
      const books = res.body as Book[];
      // The data files hold the five books of the library (books.seed.test.ts counts them).
      expect(books.map((b) => [b.id, b.chapters.length])).toEqual(readBookFiles().map((b) => [b.id, b.chapters.length]));
      expect(books.every((b) => b.status === 'Disponible')).toBe(true);
    });

    it('returns the contract shape, chapters in order and without their texts', async () => {
      const books = (await http().get('/api/books').expect(200)).body as Book[];
      for (const book of books) {
        expect(Object.keys(book).sort()).toEqual(BOOK_KEYS);
        expect(book.chapters.map((c) => c.number)).toEqual(book.chapters.map((_c, i) => i + 1));
        for (const chapter of book.chapters) expect(Object.keys(chapter).sort()).toEqual(CHAPTER_KEYS);
      }
      expect(books[0]?.summary?.length).toBeGreaterThan(800);
      expect(books[1]?.summary?.length).toBeGreaterThan(100);
    });

    it('follows the position column', async () => {
      await service.query('UPDATE books SET position = 0 WHERE id = 5');
      try {
        const books = (await http().get('/api/books').expect(200)).body as Book[];
        expect(books.map((b) => b.id)).toEqual([5, 1, 2, 3, 4]);
      } finally {
        await service.query('UPDATE books SET position = 5 WHERE id = 5');
      }
    });

    it('lists a book without chapters with an empty list', async () => {
      await service.query(`INSERT INTO books (id, title, description, icon, color, status, position)
                           VALUES (99, 'Próximo libro', 'Pronto', '📘', '#000000', 'Próximamente', 99)`);
      try {
        const books = (await http().get('/api/books').expect(200)).body as Book[];
        expect(books.at(-1)).toMatchObject({ id: 99, status: 'Próximamente', chapters: [], summary: null });
      } finally {
        await service.query('DELETE FROM books WHERE id = 99');
      }
    });
  });

  describe('GET /api/books/:id', () => {
    it('returns one book with its chapter cards', async () => {
      const book = (await http().get('/api/books/4').expect(200)).body as Book;
      expect(book).toMatchObject({ id: 4, status: 'Disponible' });
      expect(book.chapters).toHaveLength(8);
      expect(Object.keys(book).sort()).toEqual(BOOK_KEYS);
      expect(book.chapters[0]).toMatchObject({ number: 1 });
    });

    it.each(['abc', '1.5', '1e3', '0x1', '%20', '-1', '0', '01', 'null', '12345678901'])('answers 400 in Spanish for the malformed id %p', async (id) => {
      const res = await http().get(`/api/books/${id}`).expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: BAD_ID });
    });

    it.each(['6', '9999999999'])('answers 404 in Spanish for the unknown id %p', async (id) => {
      const res = await http().get(`/api/books/${id}`).expect(404);
      expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: NO_BOOK });
    });
  });

  describe('GET /api/books/:id/chapters/:number', () => {
    const contents = readChapterContentFiles();

    it('returns the chapter page: texts, conversation, narration and what the reader needs to go on', async () => {
      const res = await readChapter('/api/books/1/chapters/1').expect(200);
      const chapter = res.body as ChapterContentResponse;
      const file = contents.find((c) => c.bookId === 1 && c.number === 1)!;
      expect(Object.keys(chapter).sort()).toEqual([...CHAPTER_CONTENT_KEYS, 'audioFile', 'illustration'].sort());
      expect(chapter).toMatchObject({
        bookId: 1,
        bookTitle: 'El Viaje de Francesca',
        number: 1,
        bookChapterCount: 10,
        title: 'El Cofre de las Ideas',
        story: file.story,
        lesson: file.lesson,
        activity: file.activity,
        conversation: file.conversation,
        // The version names the recording: a new one gets a new URL, so the gateway may cache it a year.
        audioFile: expect.stringMatching(/^\/media\/audio\/book-1\/chapter-01\.ogg\?v=[0-9a-f]{12}$/),
        illustration: { src: expect.stringMatching(/^\/media\/illustrations\/[0-9a-f]{14}\.svg$/), alt: file.scene.alt, width: 640, height: 400 },
      });
      expect(chapter.character).toBe(renderConversation(file.conversation));
      expect(chapter.character.split('\n')[0]).toMatch(/^Francesca: /);
    });

    it('serves every chapter of every book, with the book’s chapter count', async () => {
      const counts: Record<number, number> = { 1: 10, 2: 8, 3: 8, 4: 8, 5: 6 };
      for (const c of contents) {
        const chapter = (await readChapter(`/api/books/${c.bookId}/chapters/${c.number}`).expect(200)).body as ChapterContentResponse;
        expect([c.bookId, c.number, chapter.bookChapterCount, chapter.story.length > 0, chapter.conversation?.character]).toEqual([
          c.bookId,
          c.number,
          counts[c.bookId],
          true,
          c.conversation.character,
        ]);
      }
    });

    it('has versioned read-along narration for every chapter', async () => {
      for (const c of contents) {
        const chapter = (await readChapter(`/api/books/${c.bookId}/chapters/${c.number}`).expect(200)).body as ChapterContentResponse;
        const name = `book-${c.bookId}/chapter-${String(c.number).padStart(2, '0')}`;
        expect([name, chapter.audioFile]).toEqual([name, expect.stringMatching(new RegExp(`^/media/audio/${name}\\.ogg\\?v=[0-9a-f]{12}$`))]);
      }
    });

    it("gives every chapter its illustration with the scene's Spanish alt text", async () => {
      const rows = await service.query<{ book_id: number; number: number; illustration: { alt: string } | null }>(
        'SELECT book_id, number, illustration FROM chapters ORDER BY book_id, number',
      );
      expect(rows).toHaveLength(40);
      for (const row of rows) {
        const file = contents.find((c) => c.bookId === row.book_id && c.number === row.number)!;
        expect([row.book_id, row.number, row.illustration?.alt]).toEqual([file.bookId, file.number, file.scene.alt]);
      }
    });

    it('leaves audioFile and illustration out when a chapter has neither', async () => {
      const [before] = await service.query<{ audio_file: string | null; illustration: unknown }>(
        'SELECT audio_file, illustration FROM chapters WHERE book_id = 5 AND number = 6',
      );
      await service.query('UPDATE chapters SET audio_file = NULL, illustration = NULL WHERE book_id = 5 AND number = 6');
      try {
        const chapter = (await readChapter('/api/books/5/chapters/6').expect(200)).body as ChapterContentResponse;
        expect(Object.keys(chapter).sort()).toEqual(CHAPTER_CONTENT_KEYS);
        expect(chapter).toMatchObject({ bookId: 5, number: 6, bookChapterCount: 6 });
      } finally {
        await service.query('UPDATE chapters SET audio_file = $1, illustration = $2::jsonb WHERE book_id = 5 AND number = 6', [
          before?.audio_file ?? null,
          JSON.stringify(before?.illustration ?? null),
        ]);
      }
    });

    it('keeps the texts when the book cards are seeded again, and seeding the texts again changes nothing', async () => {
      const before = (await readChapter('/api/books/2/chapters/3').expect(200)).body as ChapterContentResponse;
      await withQueryRunner(service, async (runner) => {
        await seedBooks(runner);
        await seedChapterContent(runner);
      });
      expect((await readChapter('/api/books/2/chapters/3').expect(200)).body).toEqual(before);
    });

    // Malformed parameters are 400, well-formed ones of no book or chapter 404: JSON in Spanish either way.
    it.each([
      ['abc', '1', BAD_REQUEST, BAD_ID],
      ['1e3', '1', BAD_REQUEST, BAD_ID],
      ['0', '1', BAD_REQUEST, BAD_ID],
      ['-1', '1', BAD_REQUEST, BAD_ID],
      ['1', 'abc', BAD_REQUEST, BAD_NUMBER],
      ['1', '1e3', BAD_REQUEST, BAD_NUMBER],
      ['1', '0', BAD_REQUEST, BAD_NUMBER],
      ['1', '-1', BAD_REQUEST, BAD_NUMBER],
      ['1', '1.5', BAD_REQUEST, BAD_NUMBER],
      ['1', '02', BAD_REQUEST, BAD_NUMBER],
      ['1', '%20', BAD_REQUEST, BAD_NUMBER],
      ['1', '12345678901', BAD_REQUEST, BAD_NUMBER],
      ['6', '1', NOT_FOUND, NO_BOOK],
      ['9999999999', '1', NOT_FOUND, NO_BOOK],
      ['1', '11', NOT_FOUND, NO_CHAPTER],
      ['5', '7', NOT_FOUND, NO_CHAPTER],
      ['1', '9999999999', NOT_FOUND, NO_CHAPTER],
    ])('answers book %p chapter %p with %o', async (id, number, refusal, message) => {
      const res = await http().get(`/api/books/${id}/chapters/${number}`).expect(refusal.statusCode);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({ ...refusal, message });
    });

    it('names both problems when both parameters are malformed', async () => {
      const res = await http().get('/api/books/x/chapters/y').expect(400);
      expect(res.body.message).toContain(BAD_ID);
      expect(res.body.message).toContain(BAD_NUMBER);
    });
  });
});
