import { expect, type Locator, type Page, test } from '../support/test';
import { CONSENT_MESSAGES, PRIVACY_NOTICE_VERSION } from '@universo/contracts';
import type { ConsentRecord } from '@universo/platform/api/auth';
import { confirmFamilyAddress } from '../support/family';
import { answerParentalCheck } from '../support/parentalCheck';
import { newFamily, registerThroughApi } from '../support/users';

const magicZone = (page: Page): Locator => page.locator('[data-remote="magicZone"]');
const notifications = (page: Page): Locator => page.getByRole('region', { name: /Notificaciones/ });

async function switchTo(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: '¿Quién está jugando?' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Quién está jugando?' });
  await dialog.getByRole('button', { name: new RegExp(name) }).click();
  await expect(notifications(page).getByText(`¡A jugar, ${name}!`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

test('an adult registers with both consents, adds a second child and switches who is playing; the greeting and dashboard follow', async ({ page }) => {
  test.setTimeout(120_000);
  const family = newFamily();

  await page.goto('/register');
  // Who fills what: the child's name, surname and age; the adult's e-mail and password.
  const childPart = page.getByRole('group', { name: 'Tu hijo o hija' });
  const adultPart = page.getByRole('group', { name: 'Tú, la persona adulta' });
  await expect(childPart.getByLabel('Edad', { exact: true })).toBeVisible();
  await expect(adultPart.getByLabel('Correo electrónico')).toBeVisible();
  await expect(adultPart.getByRole('link', { name: /aviso de privacidad/ })).toHaveAttribute('href', '/privacidad');

  await page.getByLabel('Nombre de usuario').fill(family.username);
  await childPart.getByLabel('Nombre', { exact: true }).fill(family.firstName);
  await childPart.getByLabel('Apellido').fill(family.lastName);
  await childPart.getByLabel('Edad', { exact: true }).fill(family.age);
  await adultPart.getByLabel('Correo electrónico').fill(family.email);
  await adultPart.getByLabel('Contraseña', { exact: true }).fill(family.password);
  const submit = page.getByRole('button', { name: 'Crear cuenta' });
  await submit.click();
  // Without the two consents nothing is sent, and the form says why, in svc-auth's words.
  await expect(page.getByText(CONSENT_MESSAGES.adult)).toBeVisible();
  await expect(page.getByText(CONSENT_MESSAGES.privacy)).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);

  await adultPart.getByLabel(/Soy la madre, el padre o el tutor legal/).check();
  await adultPart.getByLabel(/He leído y acepto/).check();
  await submit.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(`¡Hola, ${family.firstName}!`)).toBeVisible();

  // Each consent is a record with the notice's version.
  const consents = (await (await page.request.get('/api/auth/consents')).json()) as ConsentRecord[];
  expect(consents.map((consent) => [consent.kind, consent.version])).toEqual([
    ['adult_confirmation', PRIVACY_NOTICE_VERSION],
    ['privacy_notice', PRIVACY_NOTICE_VERSION],
  ]);

  // Until the address is confirmed there is no child profile, and the adult is reminded.
  await expect(page.getByText(/Confirma tu correo para activar el perfil de tu hijo o hija/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reenviar el correo' })).toBeVisible();
  const before = (await (await page.request.get('/api/children')).json()) as { children: unknown[]; canAddChildren: boolean };
  expect(before).toMatchObject({ children: [], canAddChildren: false });

  // Once the address is confirmed, the child named at registration is the first profile, playing.
  await confirmFamilyAddress(page, family.email);
  await page.goto('/');
  await page.getByRole('button', { name: '¿Quién está jugando?' }).click();
  const who = page.getByRole('dialog', { name: '¿Quién está jugando?' });
  await expect(who.getByRole('button', { name: new RegExp(family.firstName) })).toHaveAttribute('aria-pressed', 'true');

  // Adding a child is for the adult: the parental check first.
  await who.getByRole('button', { name: 'Área de la familia (personas adultas)' }).click();
  const check = page.getByRole('dialog', { name: 'Solo para personas adultas' });
  await answerParentalCheck(check);
  await check.getByRole('button', { name: 'Continuar' }).click();
  await who.getByRole('button', { name: 'Añadir un hijo o hija' }).click();

  await expect(page).toHaveURL(/\/profile-setup\?nuevo=1$/);
  const remote = magicZone(page);
  await expect(remote.getByRole('heading', { name: 'Añade un hijo o hija', level: 1 })).toBeVisible();
  await remote.getByLabel('Nombre del niño o la niña').fill('Mateo');
  await remote.getByLabel('Edad').selectOption('10');
  await remote.getByRole('radio', { name: /Avanzado/ }).check();
  await remote.getByRole('radio', { name: /Leo/ }).check();
  await remote.getByRole('radio', { name: 'Cohete' }).check();
  await remote.getByRole('button', { name: 'Añadir Perfil' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(notifications(page).getByText('¡Perfil creado!')).toBeVisible();
  // Valentina still plays until the family switches.
  await expect(page.getByText(`¡Hola, ${family.firstName}!`)).toBeVisible();

  await switchTo(page, 'Mateo');
  await expect(page.getByText('¡Hola, Mateo!')).toBeVisible();
  await page.goto('/child-dashboard');
  await expect(remote.getByRole('heading', { name: '¡Hola, Mateo!', level: 1 })).toBeVisible();
  await expect(page.getByText('¡Hola, Mateo!').first()).toBeVisible();

  await switchTo(page, family.firstName);
  await expect(remote.getByRole('heading', { name: `¡Hola, ${family.firstName}!`, level: 1 })).toBeVisible();
  await expect(page.getByText(`¡Hola, ${family.firstName}!`).first()).toBeVisible();

  // The adult deletes one child: that child's profile goes, the other one plays.
  await page.getByRole('button', { name: '¿Quién está jugando?' }).click();
  await who.getByRole('button', { name: 'Área de la familia (personas adultas)' }).click();
  await answerParentalCheck(check);
  await check.getByRole('button', { name: 'Continuar' }).click();
  await who.getByRole('button', { name: `Borrar el perfil de ${family.firstName}` }).click();
  await who.getByRole('button', { name: 'Sí, borrar el perfil' }).click();
  await expect(notifications(page).getByText('Perfil borrado')).toBeVisible();
  await expect(page.getByText('¡Hola, Mateo!').first()).toBeVisible();
  const left = (await (await page.request.get('/api/children')).json()) as { children: { childName: string }[] };
  expect(left.children.map((child) => child.childName)).toEqual(['Mateo']);

  // The notice the adult accepted, with its version.
  await page.goto('/privacidad');
  await expect(page.getByText(`Versión ${PRIVACY_NOTICE_VERSION}.`)).toBeVisible();
  await expect(page.getByText(/Ley 1581 de 2012 y el Decreto 1377 de 2013/)).toBeVisible();
  await expect(page.getByText('Mensajes del chat: 30 días; después se borran automáticamente.')).toBeVisible();
});

test('the switcher is keyboard operable with large targets @phone', async ({ page }) => {
  const family = await registerThroughApi(page);
  await confirmFamilyAddress(page, family.email);
  const added = await page.request.post('/api/children', {
    data: { childName: 'Lía', childAge: 6, learningLevel: 'principiante', preferredCharacter: 'sombra', avatar: 'gato' },
  });
  expect(added.status(), await added.text()).toBe(201);

  await page.goto('/');
  await page.getByRole('button', { name: 'Menú' }).click();
  const open = page.getByRole('button', { name: '¿Quién está jugando?' });
  await open.focus();
  await page.keyboard.press('Enter');
  const who = page.getByRole('dialog', { name: '¿Quién está jugando?' });
  const lia = who.getByRole('button', { name: /Lía/ });
  await expect(lia).toBeVisible();
  const box = await lia.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  await lia.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('¡Hola, Lía!').first()).toBeVisible();
  // Escape closes the dialog without a choice.
  await open.click();
  await expect(who).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(who).toHaveCount(0);
});
