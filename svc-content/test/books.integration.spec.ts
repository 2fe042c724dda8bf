import type { Book } from '@universo/contracts';
import { startTestService, type TestService } from '@universo/service-kit/testing';
import { appModule } from '../src/app.module';
import { ContentConfig } from '../src/config';

const CHAPTER_KEYS = ['buttonColor', 'color', 'description', 'icon', 'id', 'number', 'title'];
const BOOK_KEYS = ['chapters', 'color', 'description', 'icon', 'id', 'status', 'summary', 'title'];

describe('books API', () => {
  let service: TestService<ContentConfig>;

  beforeAll(async () => {
    service = await startTestService({ name: 'content', schema: ContentConfig, module: appModule });
  });

  afterAll(async () => {
    await service?.close();
  });

  describe('GET /api/books', () => {
    it('lists the five books in order with 10, 8, 8, 8 and 6 chapters', async () => {
      const res = await service.http().get('/api/books').expect(200);
      const books = res.body as Book[];
      expect(books.map((b) => [b.id, b.chapters.length])).toEqual([
        [1, 10],
        [2, 8],
        [3, 8],
        [4, 8],
        [5, 6],
      ]);
      expect(books.every((b) => b.status === 'Disponible')).toBe(true);
    });

    it('returns the contract shape, chapters in order and without their texts', async () => {
      const books = (await service.http().get('/api/books').expect(200)).body as Book[];
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
        const books = (await service.http().get('/api/books').expect(200)).body as Book[];
        expect(books.map((b) => b.id)).toEqual([5, 1, 2, 3, 4]);
      } finally {
        await service.query('UPDATE books SET position = 5 WHERE id = 5');
      }
    });

    it('lists a book without chapters with an empty list', async () => {
      await service.query(`INSERT INTO books (id, title, description, icon, color, status, position)
                           VALUES (99, 'Próximo libro', 'Pronto', '📘', '#000000', 'Próximamente', 99)`);
      try {
        const books = (await service.http().get('/api/books').expect(200)).body as Book[];
        expect(books.at(-1)).toMatchObject({ id: 99, status: 'Próximamente', chapters: [], summary: null });
      } finally {
        await service.query('DELETE FROM books WHERE id = 99');
      }
    });
  });

  describe('GET /api/books/:id', () => {
    it('returns one book with its chapter cards', async () => {
      const book = (await service.http().get('/api/books/4').expect(200)).body as Book;
      expect(book).toMatchObject({ id: 4, status: 'Disponible' });
      expect(book.chapters).toHaveLength(8);
      expect(Object.keys(book).sort()).toEqual(BOOK_KEYS);
      expect(book.chapters[0]).toMatchObject({ number: 1 });
    });

    it.each(['abc', '1.5', '1e3', '0x1', '%20', '-1', 'null', '12345678901'])('answers 400 in Spanish for the malformed id %p', async (id) => {
      const res = await service.http().get(`/api/books/${id}`).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'El identificador del libro debe ser un número entero.',
      });
    });

    it.each(['6', '0', '9999999999'])('answers 404 in Spanish for the unknown id %p', async (id) => {
      const res = await service.http().get(`/api/books/${id}`).expect(404);
      expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'No encontramos ese libro.' });
    });
  });
});
