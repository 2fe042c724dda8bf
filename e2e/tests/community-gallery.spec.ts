import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '../support/test';
import { notifications } from '../support/notifications';
import type { CommunityImageUploaded, CommunityPost } from '@universo/platform/api/content';
import sharp from 'sharp';
import { openModeration } from '../support/admin';
import { BASE_URL } from '../support/ports';
import { newFamily } from '../support/users';

function remote(page: Page) {
  return page.locator('[data-remote="community"]');
}

/** Letters only: the service refuses titles with long digit runs (they look like phone numbers). */
function uniqueWord(): string {
  return [...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
}

/** A phone photo: a JPEG whose EXIF says where it was taken (GPS) and with what. */
function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 250, g: 200, b: 60 } } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'FonoMarca', ImageDescription: 'Casa de Ana, calle 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '4/1 36/1 35/1', GPSLongitudeRef: 'W', GPSLongitude: '74/1 4/1 54/1' },
    })
    .toBuffer();
}

/** Whether an <img> has loaded a picture (not a broken image). */
function loaded(image: ReturnType<Page['getByRole']>): Promise<boolean> {
  return image.evaluate((node) => node instanceof HTMLImageElement && node.complete && node.naturalWidth > 0);
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
    await expect(card.getByRole('img', { name: `Etapa por edad: ${stars} de 5 estrellas` })).toBeVisible();
  });

  test('a family shares a venture; it waits for review, an admin approves it on /moderacion, then it is in the gallery', async ({ page, browser }) => {
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
    await expect(dialog.getByText('El título es obligatorio')).toBeVisible();

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
    await expect(approved.getByRole('img', { name: 'Etapa por edad: 4 de 5 estrellas' })).toBeVisible();
  });

  test('a family shares a venture with a photo: uploaded, re-encoded without its GPS, private until approved, then served from our own origin', async ({
    page,
    browser,
    request,
  }) => {
    const title = `Limonada con foto ${uniqueWord()}`;
    const origin = new URL(BASE_URL).host;
    const elsewhere: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (/^https?:$/.test(url.protocol) && url.host !== origin) elsewhere.push(r.url());
    });

    await page.goto('/comunidad');
    await remote(page).getByRole('button', { name: 'Comparte tu Emprendimiento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Comparte tu Emprendimiento' });
    await dialog.getByLabel('Título del emprendimiento').fill(title);
    await dialog.getByLabel('Descripción', { exact: true }).fill('Vendimos limonada en la esquina y ahorramos la mitad de la ganancia.');
    await dialog.getByLabel('Edad del niño o la niña').fill('8');
    await dialog.getByLabel('Correo del padre, la madre o el acudiente').fill(`familia.${uniqueWord()}@example.com`);

    // The picker is the next stop of the keyboard after the e-mail.
    await page.keyboard.press('Tab');
    const picker = dialog.getByLabel('Foto del emprendimiento (opcional)');
    await expect(picker).toBeFocused();

    // What is not a photo, or too heavy, is refused in Spanish before a byte leaves the browser.
    await picker.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await expect(dialog.getByRole('alert')).toHaveText('Elige una foto JPEG, PNG o WebP.');
    await picker.setInputFiles({ name: 'enorme.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
    await expect(dialog.getByRole('alert')).toHaveText('La foto pesa demasiado: como máximo 5 MB.');
    // A file that says it is a JPEG and is not: the service's Spanish refusal.
    await picker.setInputFiles({ name: 'falsa.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('esto no es una foto') });
    await expect(dialog.getByRole('alert')).toHaveText('El archivo no es una imagen JPEG, PNG o WebP válida.');

    const uploadAnswer = page.waitForResponse((r) => r.url().endsWith('/api/community/images') && r.request().method() === 'POST');
    await picker.setInputFiles({ name: 'limonada.jpg', mimeType: 'image/jpeg', buffer: await photoWithGps() });
    const answer = await uploadAnswer;
    expect(answer.status()).toBe(201);
    const photo = (await answer.json()) as CommunityImageUploaded;
    expect(photo.imageUrl).toBe(`/api/community/images/${photo.id}`);
    await expect(dialog.getByText('Foto lista: limonada.jpg')).toBeVisible();
    const preview = dialog.getByRole('img', { name: 'Vista previa de la foto elegida' });
    await expect(preview).toBeVisible();
    expect(await loaded(preview)).toBe(true);
    await expect(dialog.getByRole('alert')).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Enviar emprendimiento' }).click();
    await expect(notifications(page).getByText('¡Post enviado!')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Waiting for review: nobody but a moderator gets the photo.
    expect((await request.get(photo.imageUrl)).status()).toBe(404);

    const admin = await openModeration(browser);
    const pending = remote(admin).getByRole('article').filter({ hasText: title });
    const forModerator = pending.getByRole('img', { name: `Foto de «${title}»` });
    await expect(forModerator).toBeVisible();
    await expect.poll(() => loaded(forModerator)).toBe(true);
    await pending.getByRole('button', { name: `Aprobar: ${title}` }).click();
    await pending.getByRole('button', { name: 'Sí, aprobar' }).click();
    await expect(notifications(admin).getByText('Publicación aprobada', { exact: true })).toBeVisible();
    await admin.context().close();

    await page.reload();
    const card = remote(page).getByRole('article').filter({ hasText: title });
    const picture = card.getByRole('img', { name: `Foto de «${title}»` });
    await expect(picture).toHaveAttribute('src', photo.imageUrl);
    await expect.poll(() => loaded(picture)).toBe(true);

    const served = await request.get(photo.imageUrl);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
    const bytes = await served.body();
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(['webp', 1200, 900, undefined]);
    expect(bytes.toString('latin1')).not.toMatch(/GPS|FonoMarca|Casa de Ana/);

    // The page never asked another host for anything.
    expect(elsewhere).toEqual([]);
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
    // The photo picker, its preview and its progress fit too.
    const picker = dialog.getByLabel('Foto del emprendimiento (opcional)');
    await picker.setInputFiles({
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a9d8f' } })
        .png()
        .toBuffer(),
    });
    await expect(dialog.getByText('Foto lista: foto.png')).toBeVisible();
    for (const part of [picker, dialog.getByRole('img', { name: 'Vista previa de la foto elegida' }), dialog.getByRole('button', { name: 'Quitar foto' })]) {
      const partBox = await part.boundingBox();
      expect(partBox!.x).toBeGreaterThanOrEqual(box!.x);
      expect(partBox!.x + partBox!.width).toBeLessThanOrEqual(box!.x + box!.width);
    }
    await dialog.getByRole('button', { name: 'Quitar foto' }).click();
    await expect(dialog.getByText('Foto lista: foto.png')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
