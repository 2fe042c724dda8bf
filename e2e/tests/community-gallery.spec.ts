import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import type { CommunityPost } from '@universo/contracts';
import { openModeration } from '../support/admin';
import { newFamily } from '../support/users';

function notifications(page: Page) {
  return page.getByRole('region', { name: /Notificaciones/ });
}

function remote(page: Page) {
  return page.locator('[data-remote="community"]');
}

/** Letters only: the service refuses titles with long digit runs (they look like phone numbers). */
function uniqueWord(): string {
  return [...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
}

const todayInColombia = () => new Intl.DateTimeFormat('es-CO', { day: 'numeric', month: 'long', timeZone: 'America/Bogota' }).format(new Date());

test.describe('Galería de Sueños', () => {
  test('shows the approved posts with age, date and stars', async ({ page, request }) => {
    const posts = (await (await request.get('/api/community')).json()) as CommunityPost[];
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(post).not.toHaveProperty('parentEmail');

    await page.goto('/comunidad');
    await expect(page.getByRole('heading', { name: 'Galería de Sueños', level: 1 })).toBeVisible();
    const card = remote(page).getByRole('article').filter({ hasText: posts[0]!.title });
    await expect(card).toBeVisible();
    await expect(card.getByText(new RegExp(`^${posts[0]!.childAge} años • \\d{1,2} de [a-z]+$`))).toBeVisible();
    const stars = Math.min(5, Math.max(2, Math.floor(posts[0]!.childAge / 2) + 1));
    await expect(card.getByRole('img', { name: `${stars} estrellas` })).toBeVisible();
  });

  test('a family shares a venture; it waits for review, an admin approves it on /moderacion, then it is in the gallery', async ({
    page,
    browser,
  }) => {
    const title = `Galletas de avena ${uniqueWord()}`;
    await page.goto('/comunidad');
    const open = remote(page).getByRole('button', { name: 'Comparte tu Emprendimiento' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Comparte tu Emprendimiento' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Título del emprendimiento')).toBeFocused();

    // Empty: the spec's toast, and the dialog stays open.
    await dialog.getByRole('button', { name: 'Enviar emprendimiento' }).click();
    await expect(notifications(page).getByText('Campos requeridos')).toBeVisible();
    await expect(notifications(page).getByText('Por favor completa todos los campos obligatorios.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Este campo es obligatorio').first()).toBeVisible();

    await dialog.getByLabel('Título del emprendimiento').fill(title);
    await dialog.getByLabel('Descripción', { exact: true }).fill('Horneamos galletas de avena con mi abuela y las vendimos en la feria del colegio.');
    await dialog.getByLabel('Edad del niño o la niña').fill('7');
    await dialog.getByLabel('Correo del padre, la madre o el acudiente').fill(`familia.${uniqueWord()}@example.com`);
    await dialog.getByRole('button', { name: 'Enviar emprendimiento' }).click();

    await expect(notifications(page).getByText('¡Post enviado!')).toBeVisible();
    await expect(notifications(page).getByText('Tu emprendimiento está en revisión y aparecerá pronto en la galería.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    // Not in the gallery until a moderator approves it (the list was read again after the send).
    await expect(remote(page).getByRole('article').first()).toBeVisible();
    await expect(remote(page).getByText(title)).toHaveCount(0);
    await open.click();
    await expect(dialog.getByLabel('Título del emprendimiento')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const admin = await openModeration(browser);
    const pending = remote(admin).getByRole('article').filter({ hasText: title });
    await expect(pending).toBeVisible();
    await expect(pending.getByText('7 años')).toBeVisible();
    await pending.getByRole('button', { name: `Aprobar: ${title}` }).click();
    await pending.getByRole('button', { name: 'Sí, aprobar' }).click();
    await expect(notifications(admin).getByText('Publicación aprobada', { exact: true })).toBeVisible();
    await expect(remote(admin).getByRole('article').filter({ hasText: title })).toHaveCount(0);
    await admin.context().close();

    await page.reload();
    const approved = remote(page).getByRole('article').filter({ hasText: title });
    await expect(approved).toBeVisible();
    await expect(approved.getByText(`7 años • ${todayInColombia()}`)).toBeVisible();
    await expect(approved.getByRole('img', { name: '4 estrellas' })).toBeVisible();
  });

  test('/moderacion asks visitors to log in and tells families it is for admins only', async ({ page }) => {
    await page.goto('/moderacion');
    await expect(page.getByRole('heading', { name: 'Moderación', level: 1 })).toBeVisible();
    await expect(remote(page).getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(remote(page).getByRole('button', { name: /Aprobar/ })).toHaveCount(0);

    const family = newFamily();
    await page.goto('/register');
    await page.getByLabel('Nombre de usuario', { exact: true }).fill(family.username);
    await page.getByLabel('Nombre', { exact: true }).fill(family.firstName);
    await page.getByLabel('Apellido', { exact: true }).fill(family.lastName);
    await page.getByLabel('Edad', { exact: true }).fill(family.age);
    await page.getByLabel('Correo electrónico', { exact: true }).fill(family.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(family.password);
    await page.getByLabel(/Soy la madre, el padre o el tutor legal/).check();
    await page.getByLabel(/He leído y acepto/).check();
    await page.getByRole('button', { name: /crear cuenta/i }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/moderacion');
    await expect(remote(page).getByText('Esta página es solo para administradores.')).toBeVisible();
    await expect(remote(page).getByText('Publicaciones pendientes')).toHaveCount(0);
  });

  test('@phone the gallery and its form fit a 360 px screen', async ({ page }) => {
    await page.goto('/comunidad');
    await expect(remote(page).getByRole('article').first()).toBeVisible();
    await remote(page).getByRole('button', { name: 'Comparte tu Emprendimiento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Comparte tu Emprendimiento' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
