import { expect, test } from '../support/test';
import { turnChatOnForPlayingChild } from '../support/family';
import { registerFamily, subscribeWithoutPaying } from '../support/premium';

// Each character answers "who are you?" in its own voice (svc-chat/src/engine/data/<id>.json).
const VOICES: { name: string; voice: RegExp }[] = [
  { name: 'Chispas', voice: /luciérnaga|invent|cuaderno|Bzzz/i },
  { name: 'Don Ramón', voice: /fruta|mercado|precio|cliente|vend/i },
];

test('a premium family chats with Chispas and Don Ramón on /personajes and gets in-character answers', async ({ page }) => {
  await registerFamily(page);
  // The adult turned chat on for the child (chat is a consent of its own, per child).
  await turnChatOnForPlayingChild(page);
  await subscribeWithoutPaying(page);

  await page.goto('/personajes');
  const remote = page.locator('[data-remote="stories"]');
  const answers: string[] = [];
  for (const { name, voice } of VOICES) {
    await remote.getByRole('button', { name: `Chatear con ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Chat con ${name}` });
    await dialog.getByLabel(`Tu mensaje para ${name}`).fill('¿Quién eres?');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    const reply = dialog.getByRole('log').getByRole('listitem').nth(1);
    await expect(reply).toHaveText(new RegExp(`^${name}: `));
    await expect(reply).toHaveText(voice);
    answers.push((await reply.textContent()) ?? '');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
  expect(answers[0]!.replace(/^[^:]+: /, '')).not.toEqual(answers[1]!.replace(/^[^:]+: /, ''));
});

test('a family without a plan cannot chat with a premium character, even through the API', async ({ page }) => {
  await registerFamily(page);
  await turnChatOnForPlayingChild(page);
  const response = await page.request.post('/api/chat', {
    data: { sessionId: '0d4c1f7e-2b3a-4c5d-8e9f-a1b2c3d4e5f6', character: 'chispas', message: 'Hola' },
  });
  expect(response.status()).toBe(403);
  expect((await response.json()).message).toContain('Plan Emprendedor Mágico');
});

test('a family chats only once the adult turned chat on for the child who is playing', async ({ page }) => {
  await registerFamily(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Chatea con Francesca' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chat con Francesca' });
  await expect(dialog.getByRole('alert')).toContainText('El chat con los personajes está apagado para');
  await expect(dialog.getByRole('link', { name: 'Ir a Familia' })).toHaveAttribute('href', '/familia');
  await expect(dialog.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  const refused = await page.request.post('/api/chat', {
    data: { sessionId: '9d4c1f7e-2b3a-4c5d-8e9f-a1b2c3d4e5f6', character: 'francesca', message: 'Hola' },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).chatConsent).toBe('required');
});
