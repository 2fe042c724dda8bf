import { expect, type Page, test } from '../support/test';
import { needsMailbox } from '../support/target';
import { fillRegistrationForm, newFamily, submitLogin, registerThroughApi } from '../support/users';
import { rememberPassword } from '../support/createdAccounts';

/** A mail as maildev's REST API lists it (GET /api/email). */
interface CaughtMail {
  subject?: string;
  to?: { address?: string }[];
  from?: { address?: string; name?: string }[];
  text?: string;
  html?: string;
}

/** Waits for the newest mail to `to` with `subject` in the catcher, and returns it. */
async function mailTo(to: string, subject: string, after = 0): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${needsMailbox()}/api/email`).catch(() => undefined);
        if (!response?.ok) return undefined;
        const mails = ((await response.json()) as CaughtMail[]).filter(
          (mail) => mail.subject === subject && mail.to?.some((address) => address.address?.toLowerCase() === to.toLowerCase()),
        );
        found = mails.length > after ? mails[mails.length - 1] : undefined;
        return found?.subject;
      },
      { timeout: 20_000, message: `el correo «${subject}» para ${to}` },
    )
    .toBe(subject);
  return found as CaughtMail;
}

/** The link in a mail's text that goes to `path` on the site. */
function linkIn(mail: CaughtMail, path: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+${path.replace(/[/?]/g, '\\$&')}\\?token=[A-Za-z0-9_-]{43}`).exec(mail.text ?? '');
  if (!match) throw new Error(`sin enlace a ${path} en:\n${mail.text}`);
  // The mail names the site as PUBLIC_URL says; the test stack answers on its own port.
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

async function registerThroughTheForm(page: Page, family: ReturnType<typeof newFamily>): Promise<void> {
  await fillRegistrationForm(page, family);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('the catcher lists mail at its REST API, as maildev 3 does', async () => {
  const response = await fetch(`${needsMailbox()}/api/email`);
  expect(response.status).toBe(200);
  expect(Array.isArray(await response.json())).toBe(true);
});

test('a visitor registers, reads the confirmation mail in the catcher, opens its link once and is confirmed', async ({ page }) => {
  const family = newFamily();
  await registerThroughTheForm(page, family);
  expect((await (await page.request.get('/api/auth/user')).json()).emailConfirmed).toBe(false);

  const mail = await mailTo(family.email, 'Confirma tu correo en Universo de Francesca');
  expect(mail.from?.[0]?.name).toBe('Universo de Francesca');
  expect(mail.html).toContain('Confirmar mi correo');
  const link = linkIn(mail, '/confirmar');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Confirma tu correo' })).toBeVisible();
  await expect(page.getByText('¡Listo! Tu correo está confirmado.')).toBeVisible();
  expect((await (await page.request.get('/api/auth/user')).json()).emailConfirmed).toBe(true);

  // The same link again: used once, it says so, without telling anything about the account.
  await page.goto(link);
  await expect(page.getByText(/El enlace no es válido, ya se usó o caducó/)).toBeVisible();
});

test('a visitor who forgot the password gets a link by mail, sets a new one and logs in with it', async ({ page }) => {
  const family = await registerThroughApi(page);
  await page.request.post('/api/auth/logout');

  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/recuperar$/);
  // The router keeps the login page on screen while the next page's code loads (a transition): its
  // own "Correo electrónico" field must not be the one filled in.
  await expect(page.getByRole('heading', { name: '¿Olvidaste tu contraseña?', level: 1 })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(family.email);
  await page.getByRole('button', { name: 'Enviar el enlace' }).click();
  const answer = /^Si el correo está registrado, te enviamos un enlace/;
  await expect(page.getByRole('status').filter({ hasText: answer })).toBeVisible();

  // An address without an account gets exactly the same answer.
  const unknown = await page.request.post('/api/auth/password-reset', { data: { email: `nadie.${family.email}` } });
  expect((await unknown.json()).message).toMatch(answer);

  const mail = await mailTo(family.email, 'Crea una contraseña nueva para Universo de Francesca');
  const link = linkIn(mail, '/recuperar/nueva');
  await page.goto(link);
  await page.getByLabel('Contraseña nueva', { exact: true }).fill('123');
  await page.getByLabel('Repite la contraseña nueva').fill('123');
  await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
  await expect(page.locator('#new-password-error')).toHaveText('Mínimo 6 caracteres');
  await page.getByLabel('Contraseña nueva', { exact: true }).fill('otra-clave-456');
  await page.getByLabel('Repite la contraseña nueva').fill('otra-clave-456');
  await page.getByRole('button', { name: 'Guardar la contraseña' }).click();
  await expect(page.getByText('Tu contraseña se cambió. Ya puedes iniciar sesión con la nueva.')).toBeVisible();
  rememberPassword(family.email, 'otra-clave-456');

  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await submitLogin(page, family.email, 'otra-clave-456');
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);

  const old = await page.request.post('/api/auth/login', { data: { email: family.email, password: family.password } });
  expect(old.status()).toBe(401);
  // The link was used: it cannot set a password again.
  const reused = await page.request.post('/api/auth/password-reset/confirm', {
    data: { token: new URL(link, 'http://x').searchParams.get('token'), password: 'tercera-789' },
  });
  expect(reused.status()).toBe(400);
});

test('the newsletter confirmation mail arrives and its link confirms the subscription', async ({ page }) => {
  const email = newFamily().email.replace('familia.', 'boletin.');
  const subscribed = await page.request.post('/api/newsletter/subscribe', { data: { email } });
  expect(subscribed.status()).toBe(202);
  const mail = await mailTo(email, 'Confirma tu suscripción al boletín de Universo de Francesca');
  expect(mail.html).toContain('Confirmar mi suscripción');
  const match = /https?:\/\/[^\s"<>]+(\/api\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43})/.exec(mail.text ?? '');
  expect(match).not.toBeNull();
  await page.goto(match?.[1] ?? '/');
  await expect(page).toHaveURL(/\/blog\?newsletter=confirmado$/);
});
