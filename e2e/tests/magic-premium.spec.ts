import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { newFamily } from '../support/users';

const PREMIUM = [
  ['Jugar Juegos Avanzados', 'Los Juegos Avanzados'],
  ['Jugar Biblioteca Completa', 'La Biblioteca Completa'],
  ['Jugar Retos Personalizados', 'Los Retos Personalizados'],
] as const;

function magicZone(page: Page): Locator {
  return page.locator('[data-remote="magicZone"]');
}

async function registerFamily(page: Page): Promise<void> {
  const family = newFamily();
  const response = await page.request.post('/api/auth/register', { data: { ...family, age: Number(family.age) } });
  expect(response.ok(), await response.text()).toBe(true);
}

test('a visitor meets the premium gate on every premium activity', async ({ page }) => {
  for (const [button, feature] of PREMIUM) {
    await page.goto('/zona-magica');
    const remote = magicZone(page);
    await remote.getByRole('button', { name: button }).click();
    await expect(remote.getByRole('heading', { name: `${feature} es parte del Plan Emprendedor Mágico` })).toBeVisible();
    await expect(remote.getByRole('link', { name: 'Crear Cuenta Gratis' })).toHaveAttribute('href', '/register');
    await expect(remote.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
    await expect(remote.getByRole('button', { name: 'Volver a Zona Mágica' })).toBeVisible();
  }
  // Nothing of the games is on the page.
  await expect(magicZone(page).getByRole('combobox')).toHaveCount(0);
});

test('a family without a plan is invited to subscribe', async ({ page }) => {
  await registerFamily(page);
  await page.goto('/zona-magica?actividad=juegos-avanzados');
  const remote = magicZone(page);
  await expect(remote.getByRole('link', { name: '¡Suscribirme Ahora!' })).toHaveAttribute('href', '/subscription');
  await expect(remote.getByRole('button', { name: 'Jugar Simulador de Negocio' })).toHaveCount(0);
});

test('a premium family plays the advanced games, downloads a printable and completes a challenge', async ({ page }) => {
  test.setTimeout(120_000);
  await registerFamily(page);
  // Spec section 4: a subscription waiting for payment (pending) already opens premium content.
  const subscription = await page.request.post('/api/create-subscription', { data: { currency: 'COP', country: 'CO' } });
  expect(subscription.ok(), await subscription.text()).toBe(true);

  await page.goto('/zona-magica?actividad=juegos-avanzados');
  const remote = magicZone(page);

  // Business simulator: buying products costs 20; the sale comes 1 s later.
  await remote.getByRole('button', { name: 'Jugar Simulador de Negocio' }).click();
  await expect(remote.getByTestId('simulador-capital')).toHaveText('100 monedas');
  await remote.getByRole('button', { name: /Comprar productos/ }).click();
  await expect(remote.getByTestId('simulador-capital')).toHaveText('80 monedas');
  await expect(remote.getByText('Hoy no vendiste nada: necesitas productos y clientes.')).toBeVisible({ timeout: 5_000 });
  await remote.getByRole('button', { name: /Hacer publicidad/ }).click();
  await expect(remote.getByText('¡Vendiste 3 productos y ganaste 24 monedas!')).toBeVisible({ timeout: 5_000 });
  await expect(remote.getByTestId('simulador-capital')).toHaveText(`${80 - 15 + 24} monedas`);
  // The message lasts 3 s.
  await expect(remote.getByText('¡Vendiste 3 productos y ganaste 24 monedas!')).toHaveCount(0, { timeout: 8_000 });
  await remote.getByRole('button', { name: 'Elegir otro juego' }).click();

  // Investment: buying one unit of crypto costs 25.
  await remote.getByRole('button', { name: 'Jugar Juego de Inversión' }).click();
  await remote.getByRole('button', { name: 'Comprar Cripto' }).click();
  await expect(remote.getByTestId('inversion-dinero')).toHaveText('75 monedas');
  await remote.getByRole('button', { name: 'Siguiente ronda' }).click();
  await expect(remote.getByText('2 de 10')).toBeVisible();
  await remote.getByRole('button', { name: 'Elegir otro juego' }).click();

  // Market strategy: five rounds, then the end.
  await remote.getByRole('button', { name: 'Jugar Estrategia de Mercado' }).click();
  await expect(remote.getByTestId('estrategia-puntaje')).toHaveText('100');
  for (let round = 0; round < 5; round++) await remote.getByRole('button', { name: 'Innovación' }).click();
  await expect(remote.getByRole('heading', { name: '¡Fin de la competencia!' })).toBeVisible();
  const score = Number(await remote.getByTestId('estrategia-puntaje').textContent());
  expect(score).toBeGreaterThanOrEqual(100 + 5 * 15);
  expect(score).toBeLessThanOrEqual(100 + 5 * 25);

  // The library: a real printable.
  await page.goto('/zona-magica?actividad=biblioteca-completa');
  await expect(remote.getByRole('heading', { name: 'Ahorro y dinero' })).toBeVisible();
  await expect(remote.locator('.library-item')).toHaveCount(20);
  const downloading = page.waitForEvent('download');
  await remote.getByRole('button', { name: 'Descargar Tabla de ahorro de 8 semanas' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('tabla-de-ahorro-8-semanas.txt');
  const text = await readFile((await download.path())!, 'utf8');
  expect(text).toContain('TABLA DE AHORRO DE 8 SEMANAS');
  expect(text).toContain('| Semana |');

  // Personalized challenges: a completed challenge cannot be opened again; 50 per challenge in the header.
  await page.goto('/zona-magica?actividad=retos-personalizados');
  await remote.getByLabel('¿Cuántos años tienes?').selectOption('6');
  await expect(remote.getByText('50 puntos', { exact: true })).toBeVisible();
  await remote.getByLabel('¿Cuántos años tienes?').selectOption('9');
  await expect(remote.getByText('125 puntos', { exact: true })).toBeVisible();
  await remote.getByRole('button', { name: 'Abrir reto Plan de ahorro semanal' }).click();
  await remote.getByRole('button', { name: '¡Lo completé!' }).click();
  await expect(remote.getByText('⭐ 50 puntos · 1 reto completado')).toBeVisible();
  await expect(remote.getByRole('button', { name: 'Plan de ahorro semanal: completado' })).toBeDisabled();
});
