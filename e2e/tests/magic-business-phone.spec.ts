import { expect, type Page, test } from '../support/test';
import type { AdvancedGamesResponse } from '@universo/platform/api/content';
import { registerPayingFamily } from '../support/premium';
import { magicZone, saveChildProfile } from '../support/magicZone';

/** Nothing overflows the phone: not the page, and no part of the remote hidden in a sideways scroll box. */
async function expectFits360(page: Page, what: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, what).toBeLessThanOrEqual(360);
  const outside = await magicZone(page).evaluate((root) =>
    Array.from(root.querySelectorAll('*'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.right > window.innerWidth + 0.5;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
  );
  expect(outside, what).toEqual([]);
}

test('@phone a child runs the business simulator to a loss and reads why; the investment game marks the riskiest asset and fits', async ({ page }) => {
  test.setTimeout(120_000);
  await registerPayingFamily(page);
  await saveChildProfile(page, { childName: 'Sofía', childAge: 7, preferredCharacter: 'chispas' }, { created: true });
  expect((await page.request.put('/api/axxon/project', { data: { businessName: 'Dulces Sofi' } })).status()).toBe(200);
  const games = (await (await page.request.get('/api/axxon/premium/advanced-games')).json()) as AdvancedGamesResponse;
  const advertise = games.simulator.actions.find((action) => action.id === 'publicidad')!;
  const remote = magicZone(page);

  await page.goto('/zona-magica?actividad=juegos-avanzados');
  await remote.getByRole('button', { name: `Jugar ${games.games[0]!.title}` }).click();
  await remote.getByLabel('Nombre de tu tienda').fill('Dulces Sofi');
  await expect(remote.getByTestId('simulador-ganancia')).toHaveText('0 monedas');

  // Advertising with an empty shelf: customers come, nothing to sell. The day loses money, and says why.
  await remote.getByRole('button', { name: new RegExp(`^${advertise.label}`) }).click();
  await expect(remote.getByTestId('simulador-explicacion')).toHaveText(
    `Hoy cobraste 0 monedas y gastaste ${advertise.cost} monedas: perdiste ${advertise.cost} monedas, porque no tenías productos para vender.`,
    { timeout: 5_000 },
  );
  await expect(remote.getByTestId('simulador-ingresos')).toHaveText('0 monedas');
  await expect(remote.getByTestId('simulador-costos')).toHaveText(`− ${advertise.cost} monedas`);
  await expect(remote.getByTestId('simulador-ganancia')).toHaveText(`− ${advertise.cost} monedas`);
  // Sofía is 7: her capital is drawn as coins beside the digits (big coins of 10, small of 1).
  const capital = games.simulator.rules.startCapital - advertise.cost;
  const coins = remote.locator('.mz-stats').getByTestId('monedas-dibujadas');
  await expect(coins.locator('.mz-coin--ten')).toHaveCount(Math.floor(capital / 10));
  await expect(coins.locator('.mz-coin:not(.mz-coin--ten)')).toHaveCount(capital % 10);
  await expectFits360(page, 'simulador');

  // The season goes to svc-content as its moves only; the service replays them and keeps its own account.
  const recorded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/axxon/progress' && r.request().method() === 'POST');
  await remote.getByRole('button', { name: 'Terminar temporada' }).click();
  await expect(remote.getByRole('heading', { name: '¡Fin de la temporada!' })).toBeVisible();
  const report = await recorded;
  expect(report.status()).toBe(201);
  expect(report.request().postDataJSON()).toMatchObject({ activity: 'simulador', details: { moves: '1' } });
  expect(report.request().postDataJSON().points).toBeUndefined();
  await expect(remote.getByTestId('simulador-resumen')).toContainText(`Dulces Sofi perdió ${advertise.cost} monedas, porque gastó más de lo que vendió.`);
  await expectFits360(page, 'simulador, fin');

  // Investing at 360 px: "puede subir o bajar", the riskiest asset marked as very risky.
  await remote.getByRole('button', { name: 'Elegir otro juego' }).click();
  await remote.getByRole('button', { name: `Jugar ${games.games[1]!.title}` }).click();
  const riskiest = games.investment.assets.find((asset) => asset.risk === 'muchísimo')!;
  await expect(remote.getByText('puede subir o bajar', { exact: false }).first()).toBeVisible();
  await expect(remote.getByTestId(`inversion-riesgo-${riskiest.id}`)).toHaveText('⚠️ Muy arriesgada');
  await remote.getByRole('button', { name: `Comprar ${riskiest.label}` }).click();
  await expect(remote.getByTestId('inversion-dinero')).toHaveText(`${games.investment.rules.startCash - riskiest.startPrice} monedas`);
  await expectFits360(page, 'inversión');

  // Mi emprendimiento shows the season's result as the service recomputed it.
  await page.goto('/child-dashboard');
  const business = remote.getByRole('region', { name: 'Mi emprendimiento' });
  await expect(business.getByTestId('dash-business-name')).toHaveText('Dulces Sofi');
  await expect(business).toContainText(`Mejor temporada del simulador`);
  await expect(business).toContainText(`perdiste ${advertise.cost} monedas`);
  // Sofía is 7: the loss is drawn too, as the coins that went away (faded, after a minus).
  const lost = business.getByTestId('monedas-dibujadas');
  await expect(lost).toHaveClass(/mz-coins--lost/);
  await expect(lost.locator('.mz-coin--ten')).toHaveCount(Math.floor(advertise.cost / 10));
  await expect(lost.locator('.mz-coin:not(.mz-coin--ten)')).toHaveCount(advertise.cost % 10);
  await expectFits360(page, 'dashboard');
});

test('@phone the AXXON demo explains each score in a sentence on a phone', async ({ page }) => {
  await page.goto('/axxon-demo');
  const remote = magicZone(page);
  await remote.getByLabel('Tu nombre').fill('Sofía');
  await remote.getByRole('button', { name: 'Usar la idea: Puesto de limonada' }).click();
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/axxon/demo');
  await remote.getByRole('button', { name: 'Preguntar a AXXON' }).click();
  expect((await answered).status()).toBe(200);
  const potential = Number(/(\d+)\/10/.exec((await remote.getByTestId('axxon-potencial').textContent()) ?? '')?.[1]);
  expect(potential).toBeGreaterThanOrEqual(8);
  await expect(remote.getByTestId('axxon-potencial-porque')).toHaveText(/^Tu idea dice qué vendes, a quién, cuánto cobras.*: ¡eso suma mucho!$/);
  await expect(remote.getByTestId('axxon-potencial-porque')).toBeVisible();
  await expect(remote.getByTestId('axxon-creatividad-porque')).toHaveText('Le diste un toque tuyo («de fresa»): eso es ser creativo.');
  await expect(remote.getByTestId('axxon-emocion-porque')).toBeVisible();
  await expectFits360(page, 'axxon-demo');
});
