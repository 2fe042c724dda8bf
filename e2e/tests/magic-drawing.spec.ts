import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '../support/test';
import type { DrawingList } from '@universo/platform/api/content';
import { premiumRefusal, registerFamily, registerPayingFamily } from '../support/premium';
import { magicZone, saveChildProfile } from '../support/magicZone';

const DRAWING_ZONE = '/zona-magica?actividad=dibujo-avanzado';
const PREMIUM_DRAWING = premiumRefusal('advanced-drawing');
/** The smallest real PNG: one white pixel. */
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC', 'base64');

/** Opens the drawing zone as a family (paying or not) whose child has a profile. */
async function openDrawingZone(page: Page, register: (page: Page) => Promise<unknown>): Promise<Locator> {
  await register(page);
  await saveChildProfile(page, { childName: 'Sofía', childAge: 8, preferredCharacter: 'francesca' });
  await page.goto(DRAWING_ZONE);
  return magicZone(page);
}

/** The colour of the sheet at a point given as fractions of its width and height. */
async function sheetColourAt(canvas: Locator, fx: number, fy: number): Promise<number[]> {
  return canvas.evaluate(
    (layer, [x, y]) => {
      const paper = layer.previousElementSibling as HTMLCanvasElement;
      return [...paper.getContext('2d')!.getImageData(Math.round(paper.width * x!), Math.round(paper.height * y!), 1, 1).data];
    },
    [fx, fy],
  );
}

/** A mouse drag on the sheet between two points given as fractions of its size. */
async function drag(page: Page, canvas: Locator, from: [number, number], to: [number, number]): Promise<void> {
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 12 });
  await page.mouse.up();
}

test('a family pays, draws with the mouse, saves to the gallery and finds the drawing after a reload', async ({ page }) => {
  test.setTimeout(120_000);
  const remote = await openDrawingZone(page, registerPayingFamily);
  await expect(remote.getByRole('heading', { name: 'Zona de Dibujo Avanzada', level: 2 })).toBeVisible();
  const canvas = remote.getByTestId('drawing-canvas');
  await expect(canvas).toBeVisible();
  await expect(remote.getByText('Aún no has guardado dibujos')).toBeVisible();
  // The mouse draws where the sheet is on screen: the sheet in view, its top clear of the sticky header.
  await canvas.evaluate((layer) => layer.scrollIntoView({ block: 'end' }));
  await expect(remote.getByRole('button', { name: 'Guardar en mi galería' })).toBeDisabled();

  // A red freehand stroke with the brush.
  await drag(page, canvas, [0.1, 0.5], [0.45, 0.5]);
  await expect(canvas).toHaveAttribute('data-ops', '1');
  expect((await sheetColourAt(canvas, 0.3, 0.5)).slice(0, 3)).toEqual([230, 57, 70]);

  // A blue rectangle, then yellow paint poured inside it.
  await remote.getByRole('radio', { name: 'Rectángulo' }).check();
  await remote.getByRole('radio', { name: 'Azul' }).check();
  await drag(page, canvas, [0.55, 0.2], [0.9, 0.6]);
  await expect(canvas).toHaveAttribute('data-ops', '2');
  await remote.getByRole('radio', { name: 'Relleno' }).check();
  await remote.getByRole('radio', { name: 'Amarillo' }).check();
  const box = (await canvas.boundingBox())!;
  await canvas.click({ position: { x: box.width * 0.7, y: box.height * 0.4 } });
  await expect(canvas).toHaveAttribute('data-ops', '3');
  expect((await sheetColourAt(canvas, 0.7, 0.4)).slice(0, 3)).toEqual([255, 214, 10]);

  // Chispas' stamp.
  await remote.getByRole('radio', { name: 'Sellos' }).check();
  await remote.getByRole('radio', { name: 'Chispas' }).check();
  const sheet = (await canvas.boundingBox())!;
  await canvas.click({ position: { x: sheet.width * 0.1, y: sheet.height * 0.25 } });
  await expect(canvas).toHaveAttribute('data-ops', '4');

  // Undo takes the stamp away, redo brings it back; Ctrl+Z works too.
  await remote.getByRole('button', { name: 'Deshacer' }).click();
  await expect(canvas).toHaveAttribute('data-ops', '3');
  await remote.getByRole('button', { name: 'Rehacer' }).click();
  await expect(canvas).toHaveAttribute('data-ops', '4');
  await remote.getByRole('radio', { name: 'Chispas' }).focus();
  await page.keyboard.press('Control+z');
  await expect(canvas).toHaveAttribute('data-ops', '3');
  await page.keyboard.press('Control+y');
  await expect(canvas).toHaveAttribute('data-ops', '4');

  // Clearing asks first; "no" keeps the drawing.
  await remote.getByRole('button', { name: 'Borrar todo' }).click();
  const question = page.getByRole('dialog', { name: '¿Borrar todo el dibujo?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'No, seguir dibujando' }).click();
  await expect(question).toBeHidden();
  await expect(canvas).toHaveAttribute('data-ops', '4');

  // Save as PNG: a real PNG file.
  const downloading = page.waitForEvent('download');
  await remote.getByRole('button', { name: 'Descargar PNG' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mi-dibujo-\d{4}-\d{2}-\d{2}-\d{4}\.png$/);
  expect((await readFile((await download.path())!)).subarray(0, 8)).toEqual(ONE_PIXEL_PNG.subarray(0, 8));

  // Save to the child's gallery.
  await remote.getByRole('button', { name: 'Guardar en mi galería' }).click();
  await expect(remote.getByText('¡Listo! Tu dibujo está guardado en tu galería.')).toBeVisible();
  await expect(remote.locator('.drawing-gallery__item')).toHaveCount(1);
  await expect(remote.getByText('1 de 200 dibujos guardados')).toBeVisible();

  const list = (await (await page.request.get('/api/axxon/drawings')).json()) as DrawingList;
  expect(list.drawings).toHaveLength(1);
  expect([list.drawings[0]!.width, list.drawings[0]!.height]).toEqual([1200, 900]);
  const image = await page.request.get(`/api/axxon/drawings/${list.drawings[0]!.id}`);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(image.headers()['cache-control']).toBe('private, no-store');

  // After a reload the drawing is still in the gallery, its thumbnail loaded from the service.
  await page.reload();
  await expect(canvas).toHaveAttribute('data-ops', '0');
  const thumbnail = remote.locator('.drawing-gallery__item img');
  await expect(thumbnail).toHaveCount(1);
  await expect(thumbnail).toHaveAttribute('src', `/api/axxon/drawings/${list.drawings[0]!.id}`);
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);

  // Deleting from the gallery asks first, then the gallery is empty again.
  await remote.getByRole('button', { name: /^Borrar Dibujo del / }).click();
  await page.getByRole('dialog', { name: '¿Borrar este dibujo de tu galería?' }).getByRole('button', { name: 'Sí, borrarlo' }).click();
  await expect(remote.getByText('Aún no has guardado dibujos')).toBeVisible();
  expect(((await (await page.request.get('/api/axxon/drawings')).json()) as DrawingList).drawings).toEqual([]);
});

test('a free family meets the premium gate, and the API answers 403', async ({ page }) => {
  const remote = await openDrawingZone(page, registerFamily);
  await expect(remote.getByRole('heading', { name: 'La Zona de Dibujo Avanzada es parte del Plan Emprendedor Mágico' })).toBeVisible();
  await expect(remote.getByRole('link', { name: '¡Suscribirme Ahora!' })).toHaveAttribute('href', '/subscription');
  await expect(remote.getByTestId('drawing-canvas')).toHaveCount(0);

  const list = await page.request.get('/api/axxon/drawings');
  expect(list.status()).toBe(403);
  expect(await list.json()).toEqual(PREMIUM_DRAWING);
  const upload = await page.request.post('/api/axxon/drawings', { headers: { 'content-type': 'image/png' }, data: ONE_PIXEL_PNG });
  expect(upload.status()).toBe(403);
  expect(await upload.json()).toEqual(PREMIUM_DRAWING);
});

test('a visitor meets the gate with an invitation to create an account', async ({ page }) => {
  await page.goto(DRAWING_ZONE);
  const remote = magicZone(page);
  await expect(remote.getByRole('heading', { name: 'La Zona de Dibujo Avanzada es parte del Plan Emprendedor Mágico' })).toBeVisible();
  await expect(remote.getByRole('link', { name: 'Crear Cuenta Gratis' })).toHaveAttribute('href', '/register');
  await expect(remote.getByTestId('drawing-canvas')).toHaveCount(0);
  expect((await page.request.get('/api/axxon/drawings')).status()).toBe(403);
});

test('@phone a child draws with a finger on a 360 px phone and saves to the gallery', async ({ page }) => {
  test.setTimeout(120_000);
  const remote = await openDrawingZone(page, registerPayingFamily);
  const canvas = remote.getByTestId('drawing-canvas');
  await expect(canvas).toBeVisible();
  await canvas.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = (await canvas.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(360);
  expect(await canvas.evaluate((layer) => getComputedStyle(layer).touchAction)).toBe('none');

  // A finger stroke: touch events become pointer events of type "touch" on the sheet.
  const touch = await page.context().newCDPSession(page);
  const at = (fx: number, fy: number) => ({ x: box.x + box.width * fx, y: box.y + box.height * fy });
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(0.15, 0.3)] });
  for (let step = 1; step <= 10; step++) {
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(0.15 + step * 0.06, 0.3 + step * 0.03)] });
  }
  // The finger rests before it lifts, as a child's does. Lifted while still moving fast, it is a
  // fling to Chromium, and a tap that comes while the fling runs only stops it: Chromium sends no
  // click for it, so "Guardar en mi galería" did nothing in about one run in three.
  await page.waitForTimeout(150);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(0.75, 0.6)] });
  await page.waitForTimeout(150);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(canvas).toHaveAttribute('data-ops', '1');
  // The finger drew; the page did not scroll.
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  expect((await sheetColourAt(canvas, 0.45, 0.45)).slice(0, 3)).toEqual([230, 57, 70]);

  // Every control is at least 44 px to a finger.
  for (const control of await remote.locator('.drawing-actions button, .drawing-toolbar .mz-choice').all()) {
    const size = (await control.boundingBox())!;
    expect(Math.round(size.height)).toBeGreaterThanOrEqual(44);
  }

  const save = remote.getByRole('button', { name: 'Guardar en mi galería' });
  await expect(save).toBeEnabled();
  await save.tap();
  await expect(remote.getByText('¡Listo! Tu dibujo está guardado en tu galería.')).toBeVisible();
  await expect(remote.locator('.drawing-gallery__item')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
