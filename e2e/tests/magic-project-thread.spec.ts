import { expect, type Page, test } from '../support/test';
import { registerFamily } from '../support/premium';
import { magicZone } from '../support/magicZone';

const NAME = 'Limonadas Mágicas de la Abuela';
const PLAN = [
  ['¿Cómo se llama tu negocio?', NAME],
  ['¿Qué vas a vender o qué servicio vas a ofrecer?', 'Limonada fría con hierbabuena'],
  ['¿Qué problema o necesidad resuelve tu negocio?', 'En el parque hace calor'],
  ['¿Cómo ayuda tu idea a resolverlo?', 'Llevo limonada fría en una nevera'],
  ['¿Quiénes serán tus clientes?', 'Las familias del parque'],
  ['¿Cuánto costará?', '1.000 pesos el vaso'],
  ['¿Cuál es tu meta o sueño con este negocio?', 'Ahorrar para una bicicleta'],
] as const;

async function expectFits360(page: Page, what: string): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(360);
}

/** Answers the seven questions of the plan wizard and waits for "Finalizar". */
async function writePlan(page: Page): Promise<void> {
  const remote = magicZone(page);
  await page.goto('/zona-magica?actividad=plan-emprendimiento');
  for (const [index, [question, answer]] of PLAN.entries()) {
    await expect(remote.getByText(`Pregunta ${index + 1} de 7`)).toBeVisible();
    await remote.getByRole('textbox', { name: question }).fill(answer);
    await remote.getByRole('button', { name: index === PLAN.length - 1 ? 'Finalizar' : 'Siguiente' }).click();
  }
  await expect(remote.getByRole('heading', { name: `¡Tu plan «${NAME}» está listo!` })).toBeVisible();
}

test('@phone a child names a business in the plan wizard and finds it on the logo, at the lemonade stand and on the dashboard', async ({ page }) => {
  test.setTimeout(120_000);
  await registerFamily(page);
  const remote = magicZone(page);

  const planSaved = page.waitForResponse((r) => r.url().endsWith('/api/axxon/project') && r.request().method() === 'PUT');
  await writePlan(page);
  expect((await planSaved).status()).toBe(200);
  await expect(remote.getByTestId('bp-project-saved')).toContainText(`«${NAME}»`);

  // The logo creator starts from the business: its name in the field and drawn whole on the logo.
  await page.goto('/zona-magica?actividad=crea-logo');
  await expect(remote.getByTestId('mz-project')).toHaveText(`🏪 El logo de tu negocio: «${NAME}»`);
  await expect(remote.getByRole('textbox', { name: 'Nombre de tu negocio' })).toHaveValue(NAME);
  await expect(remote.getByTestId('logo-canvas')).toContainText('Limonadas');
  await expect(remote.locator('figcaption')).toContainText(`con el nombre «${NAME}»`);
  await expectFits360(page, 'logo creator');
  await remote.getByRole('radio', { name: 'Estrella' }).first().check();
  const logoSaved = page.waitForResponse((r) => r.url().endsWith('/api/axxon/project') && r.request().method() === 'PUT');
  const downloading = page.waitForEvent('download');
  await remote.getByRole('button', { name: 'Descargar SVG' }).click();
  await downloading;
  expect((await logoSaved).status()).toBe(200);

  await page.goto('/zona-magica?actividad=limonada');
  await expect(remote.getByTestId('mz-project')).toHaveText(`🏪 Tu puesto: «${NAME}»`);
  await expectFits360(page, 'lemonade stand');
  // Opening the stand reports the day as planned (5 lemons, 2 sugar, 10 cups, $350, 8 sold); the service does the accounts.
  const opened = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/axxon/progress' && r.request().method() === 'POST');
  await remote.getByRole('button', { name: 'Abrir mi puesto' }).click();
  const day = await opened;
  expect(day.status()).toBe(201);
  expect(day.request().postDataJSON()).toMatchObject({ activity: 'limonada', details: { moves: '5,2,10,350,8' } });

  // Another device (a fresh page of the same session) finds the same business on the dashboard.
  const other = await page.context().newPage();
  await other.goto('/child-dashboard');
  const business = magicZone(other).getByRole('region', { name: 'Mi emprendimiento' });
  await expect(business.getByTestId('dash-business-name')).toHaveText(NAME);
  await expect(business.getByRole('img', { name: `Logo de ${NAME}` })).toBeVisible();
  await expect(business).toContainText('Ahorrar para una bicicleta');
  await expect(business).toContainText('Limonada fría con hierbabuena');
  await expect(business).toContainText('Mejor día del puesto de limonada');
  await expect(business).toContainText('ganaste $1.100');
  await expectFits360(other, 'dashboard');
});

test("@phone a visitor's business waits in the browser: the logo creator takes the name from the plan", async ({ page }) => {
  test.setTimeout(90_000);
  const remote = magicZone(page);
  await writePlan(page);
  await page.goto('/zona-magica?actividad=crea-logo');
  await expect(remote.getByRole('textbox', { name: 'Nombre de tu negocio' })).toHaveValue(NAME);
  expect(await page.evaluate(() => window.localStorage.getItem('universo:mi-emprendimiento'))).toContain(NAME);
});
