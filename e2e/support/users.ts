import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { PRIVACY_NOTICE_VERSION } from '@universo/contracts';
import { recordCreatedAccount } from './createdAccounts';

/**
 * A new family account's data, unique per call so tests never collide. Recorded, so the account
 * is deleted after the test if it was made (support/test.ts).
 */
export function newFamily() {
  const id = randomBytes(4).toString('hex');
  const family = {
    username: `familia_${id}`,
    email: `familia.${id}@example.com`,
    password: 'clave-segura-123',
    firstName: 'Valentina',
    lastName: 'Rojas',
    age: '8',
    // The adult's consents (POST /api/auth/register refuses a registration without them).
    adultConfirmed: true,
    privacyAccepted: true,
    privacyVersion: PRIVACY_NOTICE_VERSION,
  };
  recordCreatedAccount(family.email, family.password);
  return family;
}

/** Registers the family through the API (the page's cookies then hold its session). */
export async function registerThroughApi(page: Page, family = newFamily()): Promise<ReturnType<typeof newFamily>> {
  const registered = await page.request.post('/api/auth/register', { data: { ...family, age: Number(family.age) } });
  expect(registered.status(), await registered.text()).toBe(201);
  return family;
}

/**
 * Fills /register with the family's data and ticks the adult's two consents, without sending it
 * (each test clicks "Crear cuenta" and checks what it expects). `password` replaces the family's.
 */
export async function fillRegistrationForm(page: Page, family: ReturnType<typeof newFamily>, password = family.password): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Nombre de usuario').fill(family.username);
  await page.getByLabel('Nombre', { exact: true }).fill(family.firstName);
  await page.getByLabel('Apellido').fill(family.lastName);
  await page.getByLabel('Edad').fill(family.age);
  await page.getByLabel('Correo electrónico').fill(family.email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByLabel(/Soy la madre, el padre o el tutor legal/).check();
  await page.getByLabel(/He leído y acepto/).check();
}

/** Fills the login form the page shows and sends it (each test checks what it expects next). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}
