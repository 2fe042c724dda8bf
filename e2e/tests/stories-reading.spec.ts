import { expect, type Page, test } from '../support/test';
import type { Book, ChapterContentResponse } from '@universo/platform/api/content';
import { registerPayingFamily } from '../support/premium';
import { registerThroughApi } from '../support/users';

const stories = (page: Page) => page.locator('[data-remote="stories"]');

async function chapterFromApi(page: Page, bookId: number, number: number): Promise<ChapterContentResponse> {
  const response = await page.request.get(`/api/books/${bookId}/chapters/${number}`);
  expect(response.status(), `GET /api/books/${bookId}/chapters/${number}`).toBe(200);
  return (await response.json()) as ChapterContentResponse;
}

/** The first sentence-sized piece of a text, as the page shows it (paragraphs split on blank lines). */
const opening = (text: string) => text.split(/\n/)[0]!.slice(0, 50);

test('a child of a paying family reads book 1 from the library to chapter 10 with Siguiente Capítulo', async ({ page }) => {
  await registerPayingFamily(page);
  const book = (await (await page.request.get('/api/books/1')).json()) as Book;
  expect(book.chapters).toHaveLength(10);

  await page.goto('/historia');
  const remote = stories(page);
  await expect(remote.getByRole('heading', { name: 'Universo de Francesca', level: 1 })).toBeVisible();
  await expect(remote.getByText('Las historias se actualizan cada dos semanas.', { exact: false })).toBeVisible();
  await expect(remote.getByRole('link', { name: /^Leer / })).toHaveCount(5);
  await remote.getByRole('link', { name: `Leer ${book.title}` }).click();

  await expect(page).toHaveURL(/\/historia\/1$/);
  await expect(remote.getByRole('heading', { name: book.title, level: 1 })).toBeVisible();
  await expect(remote.getByRole('heading', { name: 'De qué trata esta historia' })).toBeVisible();
  await expect(remote.getByText(opening(book.summary ?? ''))).toBeVisible();
  await expect(remote.getByRole('link', { name: /^Leer capítulo \d+:/ })).toHaveCount(10);
  await remote.getByRole('link', { name: `Leer capítulo 1: ${book.chapters[0]!.title}` }).click();

  for (let number = 1; number <= 10; number++) {
    const chapter = await chapterFromApi(page, 1, number);
    await expect(page).toHaveURL(new RegExp(`/historia/1/capitulo/${number}$`));
    await expect(remote.getByRole('heading', { level: 1 })).toHaveText(book.chapters[number - 1]!.title);
    await expect(remote.getByText(`Capítulo ${number} de 10`, { exact: false })).toBeVisible();
    await expect(remote.getByText(opening(chapter.story)).first()).toBeVisible();
    await expect(remote.getByRole('heading', { name: 'Pausa Mágica' })).toBeVisible();
    await expect(remote.getByRole('heading', { name: 'Reto Mágico' })).toBeVisible();
    await expect(remote.getByText('Cargando capítulo...')).toHaveCount(0);
    if (number < 10) {
      await expect(remote.getByText('Has completado todos los capítulos')).toHaveCount(0);
      await remote.getByRole('link', { name: /Siguiente Capítulo/ }).click();
    }
  }

  await expect(remote.getByText('Has completado todos los capítulos')).toBeVisible();
  await expect(remote.getByRole('button', { name: 'Siguiente Capítulo' })).toBeDisabled();

  await remote.getByRole('link', { name: /Volver a los capítulos/ }).click();
  await expect(page).toHaveURL(/\/historia\/1$/);
  await expect(remote.getByRole('heading', { name: book.title, level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/historia\/1\/capitulo\/10$/);
  await remote.getByRole('link', { name: 'Volver a la biblioteca' }).click();
  await expect(page).toHaveURL(/\/historia$/);
  await expect(remote.getByRole('heading', { name: 'Universo de Francesca', level: 1 })).toBeVisible();
});

test('a chapter shows its lesson, its numbered challenge and its conversation', async ({ page }) => {
  const chapter = await chapterFromApi(page, 1, 1);
  await page.goto('/historia/1/capitulo/1');
  const remote = stories(page);
  await expect(remote.getByRole('heading', { level: 1 })).toHaveText(chapter.title);

  const lesson = remote.getByRole('region', { name: 'Pausa Mágica' });
  await expect(lesson.getByText(opening(chapter.lesson))).toBeVisible();
  const activity = remote.getByRole('region', { name: 'Reto Mágico' });
  const steps = chapter.activity.split('\n').filter((line) => /^\d+\.\s/.test(line));
  await expect(activity.getByRole('listitem')).toHaveCount(steps.length);

  const lines = chapter.conversation?.lines ?? [];
  expect(lines.length).toBeGreaterThan(1);
  const conversation = remote.getByRole('region', { name: /Conversa con/ });
  await expect(conversation.getByRole('listitem')).toHaveCount(lines.length);
  await expect(conversation.getByText(lines[0]!.text)).toBeVisible();

  // The chapter's chat button opens the chat with the chapter's character (stories-chapter-chat.spec.ts).
  await conversation.getByRole('button', { name: 'Hablar con Francesca' }).click();
  await expect(page.getByRole('dialog', { name: 'Chat con Francesca' })).toContainText(`«${chapter.title}»`);
});

test('a shared link opens the same chapter, also after a reload', async ({ page }) => {
  await registerPayingFamily(page);
  const book = (await (await page.request.get('/api/books/1')).json()) as Book;
  const response = await page.goto('/historia/1/capitulo/3');
  expect(response?.status()).toBe(200);
  const remote = stories(page);
  const title = remote.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(book.chapters[2]!.title);

  await page.reload();
  await expect(title).toHaveText(book.chapters[2]!.title);
  await expect(page).toHaveURL(/\/historia\/1\/capitulo\/3$/);

  await remote.getByRole('link', { name: /Capítulo Anterior/ }).click();
  await expect(page).toHaveURL(/\/historia\/1\/capitulo\/2$/);
  await expect(title).toHaveText(book.chapters[1]!.title);
  // Moving inside the reader puts the focus on the new chapter's title.
  await expect(title).toBeFocused();
  await page.goBack();
  await expect(title).toHaveText(book.chapters[2]!.title);
});

test('unknown books and chapters show a friendly way back', async ({ page }) => {
  const remote = stories(page);

  await page.goto('/historia/1/capitulo/11');
  await expect(remote.getByRole('heading', { name: 'No encontramos ese capítulo', level: 1 })).toBeVisible();
  await remote.getByRole('link', { name: 'Ver los capítulos del libro' }).click();
  await expect(page).toHaveURL(/\/historia\/1$/);

  for (const path of ['/historia/999', '/historia/abc']) {
    await page.goto(path);
    await expect(remote.getByRole('heading', { name: 'No encontramos ese libro', level: 1 })).toBeVisible();
  }
  await page.goto('/historia/1/capitulo/01');
  await expect(remote.getByRole('heading', { name: 'No encontramos ese capítulo', level: 1 })).toBeVisible();
  await remote.getByRole('link', { name: 'Volver a la biblioteca' }).click();
  await expect(page).toHaveURL(/\/historia$/);
});

test('every book shows its summary and its chapters; the last chapter of each ends the book', async ({ page }) => {
  await registerPayingFamily(page);
  const books = (await (await page.request.get('/api/books')).json()) as Book[];
  const remote = stories(page);
  for (const book of books) {
    await page.goto(`/historia/${book.id}`);
    await expect(remote.getByRole('heading', { name: book.title, level: 1 })).toBeVisible();
    if (book.summary) await expect(remote.getByText(opening(book.summary))).toBeVisible();
    await expect(remote.getByRole('link', { name: /^Leer capítulo \d+:/ })).toHaveCount(book.chapters.length);
  }
  // Books with 8 and 6 chapters end at their own last chapter.
  for (const [bookId, last] of [
    [2, 8],
    [5, 6],
  ] as const) {
    await page.goto(`/historia/${bookId}/capitulo/${last - 1}`);
    await expect(remote.getByRole('link', { name: /Siguiente Capítulo/ })).toBeVisible();
    await page.goto(`/historia/${bookId}/capitulo/${last}`);
    await expect(remote.getByText('Has completado todos los capítulos')).toBeVisible();
    await expect(remote.getByRole('button', { name: 'Siguiente Capítulo' })).toBeDisabled();
  }
});

test('a logged-in reader records each chapter read; a visitor records nothing', async ({ page }) => {
  const progress: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/axxon/progress') progress.push(request.postData() ?? '');
  });

  await page.goto('/historia/2/capitulo/1');
  await expect(stories(page).getByRole('heading', { name: 'Pausa Mágica' })).toBeVisible();
  expect(progress).toEqual([]);

  await registerThroughApi(page);

  const recorded = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/axxon/progress');
  await page.goto('/historia/3/capitulo/1');
  // Its own id (a repeat counts once) and when it was read (an event sent later counts for that day).
  expect((await recorded).postDataJSON()).toEqual({
    type: 'chapter_read',
    activity: 'book-3-chapter-1',
    eventId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    occurredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
  });
  await expect(stories(page).getByRole('heading', { name: 'Reto Mágico' })).toBeVisible();
  expect(progress).toHaveLength(1);
});
