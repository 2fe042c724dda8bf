import { expect, type Page, test } from '../support/test';
import type { Book } from '@universo/platform/api/content';

// The chapter's "Hablar con…" button (a deliberate change from the spec's "coming soon" alert):
// it opens the chat with that chapter's character, already talking about the chapter, under the
// same plan rules as every chat.

const stories = (page: Page) => page.locator('[data-remote="stories"]');

async function chapterCard(page: Page, bookId: number, number: number): Promise<{ title: string; description: string }> {
  const book = (await (await page.request.get(`/api/books/${bookId}`)).json()) as Book;
  return book.chapters.find((chapter) => chapter.number === number)!;
}

test("a visitor opens Francesca's chat from chapter 1 and she talks about that chapter", { tag: '@smoke' }, async ({ page }) => {
  const chapter = await chapterCard(page, 1, 1);
  await page.goto('/historia/1/capitulo/1');
  const conversation = stories(page).getByRole('region', { name: 'Conversa con Francesca' });
  await conversation.getByRole('button', { name: 'Hablar con Francesca' }).click();

  const dialog = page.getByRole('dialog', { name: 'Chat con Francesca' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`¿Hablamos de «${chapter.title}»?`);

  const sent = page.waitForRequest((request) => request.url().endsWith('/api/chat') && request.method() === 'POST');
  await dialog.getByRole('textbox', { name: 'Tu mensaje para Francesca' }).fill('¡Hola!');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  // The request names the chapter; svc-chat's first reply tells what happens in it.
  expect((await sent).postDataJSON()).toMatchObject({ character: 'francesca', chapter: { bookId: 1, number: 1 } });
  const reply = dialog.getByRole('listitem').filter({ hasText: `«${chapter.title}»` });
  await expect(reply).toContainText(chapter.description);
});

test("a visitor who presses Chispas' button on a free chapter gets the premium gate, not the chat", async ({ page }) => {
  await page.goto('/historia/2/capitulo/1');
  const conversation = stories(page).getByRole('region', { name: 'Conversa con Chispas' });
  await conversation.getByRole('button', { name: 'Hablar con Chispas' }).click();

  await expect(conversation.getByRole('heading', { name: 'El chat con Chispas es parte del Plan Emprendedor Mágico' })).toBeVisible();
  await expect(conversation.getByRole('link', { name: 'Crear Cuenta Gratis' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
