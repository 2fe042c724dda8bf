import { expect, type Locator, type Page, test } from '../support/test';
import type { AccountExport } from '@universo/platform/api/auth';
import type { Child } from '@universo/platform/api/content';
import { randomUUID } from 'node:crypto';
import { answerParentalCheck } from '../support/parentalCheck';
import { registerFamily } from '../support/premium';

const notifications = (page: Page): Locator => page.getByRole('region', { name: /Notificaciones/ });

/** The adult opens /familia from the header and answers the parental check. */
async function openFamilyArea(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Familia', exact: true }).click();
  await expect(page).toHaveURL(/\/familia$/);
  const check = page.getByRole('dialog', { name: 'Solo para personas adultas' });
  await answerParentalCheck(check);
  await check.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Familia' })).toBeVisible();
}

const childCard = (page: Page, name: string): Locator =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(name) }) });

test('the adult turns chat on for one child, reads both timelines and the conversation, withdraws the consent, deletes a child and the account', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // Registered, and the address confirmed from the mail in the catcher: the first child (Valentina) plays.
  const family = await registerFamily(page);
  const second = await page.request.post('/api/children', {
    data: { childName: 'Tomás', childAge: 6, learningLevel: 'principiante', preferredCharacter: 'leo', avatar: 'dragon' },
  });
  expect(second.ok(), await second.text()).toBe(true);
  const tomas = (await second.json()) as Child;

  // Valentina plays: a chapter and a game, recorded as hers.
  for (const data of [
    { type: 'chapter_read', activity: 'book-1-chapter-1', eventId: randomUUID() },
    { type: 'game_finished', activity: 'gasta-ahorra', points: 30, eventId: randomUUID() },
  ]) {
    const recorded = await page.request.post('/api/axxon/progress', { data });
    expect(recorded.ok(), await recorded.text()).toBe(true);
  }

  // Chat is off for both until the adult turns it on: the adult turns it on for Tomás only.
  await page.goto('/');
  await openFamilyArea(page);
  const hers = childCard(page, family.firstName);
  const his = childCard(page, 'Tomás');
  await expect(hers.getByRole('button', { name: `Activar el chat de ${family.firstName}` })).toBeVisible();
  await expect(his.getByText(/se guardan 30 días/)).toBeVisible();
  await his.getByRole('button', { name: 'Activar el chat de Tomás' }).click();
  await expect(notifications(page).getByText('Chat activado para Tomás')).toBeVisible();
  await expect(his.getByRole('button', { name: 'Apagar el chat de Tomás' })).toBeVisible();

  // Tomás plays and chats with Francesca.
  const played = await page.request.post(`/api/children/${tomas.id}/play`);
  expect(played.ok()).toBe(true);
  await page.goto('/');
  await expect(page.getByText('¡Hola, Tomás!')).toBeVisible();
  await page.getByRole('button', { name: 'Chatea con Francesca' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat con Francesca' });
  await chat.getByLabel('Tu mensaje para Francesca').fill('Quiero vender dibujos en el parque');
  await chat.getByRole('button', { name: 'Enviar' }).click();
  await expect(chat.getByRole('log').getByRole('listitem').nth(1)).toHaveText(/^Francesca: \S/);
  await page.keyboard.press('Escape');

  // Both timelines: Valentina's chapter and game; Tomás's conversation in full.
  await openFamilyArea(page);
  await expect(hers.getByRole('region', { name: `Actividad de ${family.firstName}` })).toContainText('Jugó a Gasta o Ahorra');
  await expect(hers.getByRole('region', { name: `Actividad de ${family.firstName}` })).toContainText(/Leyó «.+» \(.+, capítulo 1\)/);
  await expect(hers.getByText(`${family.firstName} no tiene conversaciones guardadas.`)).toBeVisible();
  const talks = his.getByRole('region', { name: 'Conversaciones de Tomás' });
  await expect(talks).toContainText('Con Francesca');
  await expect(talks).toContainText('Tomás: Quiero vender dibujos en el parque');
  await expect(his.getByText('Todavía no hay actividad de Tomás.')).toBeVisible();

  // The consents, each with its version; withdrawing Tomás's chat turns it off at once.
  const consents = page.getByRole('region', { name: 'Permisos que diste' });
  await expect(consents).toContainText('Aceptaste el aviso de tratamiento de datos');
  await consents.getByRole('button', { name: 'Retirar el permiso del chat de Tomás' }).click();
  await expect(notifications(page).getByText('Permiso retirado')).toBeVisible();
  await expect(his.getByRole('button', { name: 'Activar el chat de Tomás' })).toBeVisible();
  const refused = await page.request.post('/api/chat', { data: { sessionId: randomUUID(), character: 'francesca', message: 'Hola' } });
  expect(refused.status()).toBe(403);

  // The export holds the consents and the conversation.
  const exported = await page.request.get('/api/account/export');
  expect(exported.ok(), await exported.text()).toBe(true);
  const file = (await exported.json()) as AccountExport;
  expect(JSON.stringify(file.content)).toContain('"chatConsents"');
  expect(JSON.stringify(file.chat)).toContain('Quiero vender dibujos en el parque');

  // Deleting Tomás deletes his conversations too; then the account goes and the adult cannot log in.
  expect((await page.request.delete(`/api/children/${tomas.id}`)).status()).toBe(204);
  expect(((await (await page.request.get(`/api/chat/family/${tomas.id}`)).json()) as { conversations: unknown[] }).conversations).toEqual([]);
  const erased = await page.request.delete('/api/account', { data: { password: family.password } });
  expect(erased.ok(), await erased.text()).toBe(true);
  const login = await page.request.post('/api/auth/login', { data: { email: family.email, password: family.password } });
  expect(login.status()).toBe(401);
});
