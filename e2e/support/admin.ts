import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { needsTestAdmin } from './target';

/** The admin the suite's stack is started with (global-setup.ts: ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { email: 'admin@universo.test', password: 'clave-admin-e2e-123' };

/**
 * The admin's authenticator app for this run: the secret enrolled on /moderacion and the last
 * time step used (svc-auth never accepts a code twice). Shared by the spec files of one run;
 * global-setup.ts removes it with every new stack.
 */
export const ADMIN_TOTP_FILE = join(__dirname, '..', '.stack', 'admin-totp.json');

interface TotpState {
  secret: string;
  lastStep: number;
}

const PERIOD = 30;

function readState(): TotpState | null {
  return existsSync(ADMIN_TOTP_FILE) ? (JSON.parse(readFileSync(ADMIN_TOTP_FILE, 'utf8')) as TotpState) : null;
}

/**
 * A code svc-auth accepts now: the current step's, or the next one's when the current was used
 * already (svc-auth allows one step of clock drift); waits for time to move on only beyond that.
 */
async function nextCode(secret: string): Promise<string> {
  const lastStep = readState()?.secret === secret ? readState()!.lastStep : -1;
  let now = Math.floor(Date.now() / 1000 / PERIOD);
  while (lastStep + 1 > now + 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    now = Math.floor(Date.now() / 1000 / PERIOD);
  }
  const step = Math.max(now, lastStep + 1);
  writeFileSync(ADMIN_TOTP_FILE, JSON.stringify({ secret, lastStep: step } satisfies TotpState));
  return generateSync({ secret, epoch: step * PERIOD });
}

function remote(page: Page) {
  return page.locator('[data-remote="community"]');
}

/**
 * Logs the admin in in a new browser context and opens /moderacion past its second factor: the
 * first time in a run the page enrols an authenticator app (the code is made here with otplib,
 * from the secret the page shows), later a code is asked for each new session.
 */
export async function openModeration(browser: Browser): Promise<Page> {
  needsTestAdmin();
  const page = await (await browser.newContext()).newPage();
  await page.goto('/login');
  await page.getByLabel('Correo electrónico', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/moderacion');

  const start = remote(page).getByRole('button', { name: 'Empezar la activación' });
  const prompt = remote(page).getByLabel('Código de 6 cifras');
  await expect(start.or(prompt)).toBeVisible();
  if (await start.isVisible()) await enrol(page);
  else await verify(page);
  await expect(remote(page).getByRole('heading', { name: /^Publicaciones pendientes/ })).toBeVisible();
  return page;
}

/** The enrolment, by keyboard: start, read the secret, type the first code, see the recovery codes once. */
async function enrol(page: Page): Promise<void> {
  const area = remote(page);
  await area.getByRole('button', { name: 'Empezar la activación' }).focus();
  await page.keyboard.press('Enter');
  await expect(area.getByRole('heading', { name: 'Agrega Universo de Francesca a tu aplicación' })).toBeFocused();
  await expect(area.getByRole('img', { name: 'Código QR para tu aplicación de autenticación' })).toBeVisible();
  const secret = (await area.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(area.getByText(/^otpauth:\/\/totp\/Universo%20de%20Francesca:admin%40universo\.test\?secret=/)).toBeAttached();

  // A wrong code is refused in Spanish; the field keeps the focus.
  const code = area.getByLabel('Código de 6 cifras');
  await code.fill('000000');
  await page.keyboard.press('Enter');
  await expect(area.getByText('El código no es correcto o ya se usó. Escribe el que muestra ahora tu aplicación.')).toBeVisible();
  await expect(code).toBeFocused();

  await code.fill(await nextCode(secret));
  await page.keyboard.press('Enter');
  await expect(area.getByRole('heading', { name: 'Guarda tus códigos de recuperación' })).toBeFocused();
  await expect(area.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem')).toHaveCount(10);
  await area.getByRole('button', { name: 'Ya guardé los códigos: ir a moderar' }).click();
}

/** A new session gives the code of the app. */
async function verify(page: Page): Promise<void> {
  const state = readState();
  if (!state) throw new Error(`El administrador ya tiene la verificación en dos pasos, pero falta ${ADMIN_TOTP_FILE}`);
  const area = remote(page);
  await expect(area.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
  await area.getByLabel('Código de 6 cifras').fill(await nextCode(state.secret));
  await page.keyboard.press('Enter');
}
