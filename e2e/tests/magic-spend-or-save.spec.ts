import { expect, test } from '../support/test';
import { magicZone, playSpendOrSaveToTheEnd as playToTheEnd } from '../support/magicZone';

test('a visitor plays Gasta o Ahorra to its end screen and plays again', { tag: '@smoke' }, async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/zona-magica');
  const remote = magicZone(page);
  await remote.getByRole('button', { name: 'Jugar Gasta o Ahorra' }).click();
  await expect(page).toHaveURL(/\/zona-magica\?actividad=gasta-ahorra$/);
  await expect(remote.getByRole('heading', { name: 'Gasta o Ahorra', level: 2 })).toBeFocused();

  // First the savings goal; a visitor's play is dealt in the browser: no request for a play.
  const plays: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/axxon/plays') plays.push(request.method());
  });
  await remote.getByRole('button', { name: /Una pelota\s*40 monedas/ }).click();
  await expect(remote.getByRole('progressbar', { name: 'Frasco para una pelota' })).toHaveAttribute('aria-valuenow', '0');

  // Spec section 4: 50 money, 0 saved, round 1, 0 points.
  const board = remote.getByRole('definition');
  await expect(remote.getByTestId('gasta-ahorra-dinero')).toHaveText('50 monedas');
  await expect(board.filter({ hasText: '1 de 3' })).toBeVisible();
  await expect(remote.getByText('Decisión 1 de 3 en esta ronda')).toBeVisible();
  await expect(remote.locator('button.sos-choice')).toHaveCount(4);

  // A choice lowers the money by its cost.
  const choice = remote.locator('button.sos-choice:enabled').first();
  const meta = (await choice.locator('.sos-choice__meta').textContent()) ?? '';
  const cost = Number(/(\d+) monedas?/.exec(meta)?.[1]);
  await choice.click();
  await expect(remote.getByTestId('gasta-ahorra-dinero')).toHaveText(`${50 - cost} monedas`);

  await playToTheEnd(page);
  const summary = remote.getByTestId('gasta-ahorra-fin');
  await expect(summary.getByText('Puntos totales')).toBeVisible();
  await expect(summary.getByText('Total ahorrado')).toBeVisible();
  await expect(summary.getByText('Decisiones tomadas')).toBeVisible();
  await expect(summary.getByTestId('gasta-ahorra-registro')).toHaveText('Inicia sesión para que tus puntos se guarden en tu progreso.');
  expect(plays).toEqual([]);
  const decisions = Number(await summary.locator('dt:has-text("Decisiones tomadas") + dd').textContent());
  expect(decisions).toBeGreaterThanOrEqual(3);
  expect(decisions).toBeLessThanOrEqual(9);

  // Play again keeps the goal and starts over: 50 coins, an empty jar, round 1.
  await summary.getByRole('button', { name: 'Jugar Otra Vez' }).click();
  await expect(remote.getByTestId('gasta-ahorra-dinero')).toHaveText('50 monedas');
  await expect(remote.getByRole('progressbar', { name: 'Frasco para una pelota' })).toHaveAttribute('aria-valuenow', '0');
  await expect(board.filter({ hasText: '1 de 3' })).toBeVisible();

  await remote.getByRole('button', { name: 'Volver a Zona Mágica' }).click();
  await expect(page).toHaveURL(/\/zona-magica$/);
  await expect(remote.getByRole('heading', { name: 'Actividades gratis' })).toBeVisible();
});

test('choices the money does not cover are disabled', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/zona-magica?actividad=gasta-ahorra');
  const remote = magicZone(page);
  await remote.getByRole('button', { name: /^Una patineta/ }).click();
  const wallet = remote.getByTestId('gasta-ahorra-dinero');
  await expect(wallet).toHaveText('50 monedas');
  const end = remote.getByRole('heading', { name: '¡Juego terminado!' });
  const coinsIn = (text: string | null) => Number(/(\d+) monedas?/.exec(text ?? '')?.[1]);

  // The deal is random: spend down the wallet with the priciest choice that still leaves 5 coins
  // (below 5 the round ends at once, every choice disabled without a reason) and check every
  // open scenario on the way, until one offers a choice the wallet cannot pay.
  let checked = 0;
  for (let step = 0; step < 12 && checked === 0 && !(await end.isVisible()); step++) {
    const enabled = remote.locator('button.sos-choice:enabled');
    if ((await enabled.count()) === 0) {
      await page.waitForTimeout(250); // the round is over: the next one starts after 1.5 s
      continue;
    }
    const money = coinsIn(await wallet.textContent());
    const all = remote.locator('button.sos-choice');
    const costs = await all.evaluateAll((els) => els.map((el) => Number(/(\d+) monedas?/.exec(el.textContent ?? '')?.[1])));
    for (const [i, cost] of costs.entries()) {
      if (cost > money) {
        checked++;
        await expect(all.nth(i)).toBeDisabled();
        await expect(all.nth(i)).toContainText('No te alcanza');
      } else {
        await expect(all.nth(i)).toBeEnabled();
        await expect(all.nth(i)).not.toContainText('No te alcanza');
      }
    }
    if (checked > 0) break;
    const keepsRoundOpen = costs.map((cost) => (money - cost >= 5 ? cost : -1));
    const pick = keepsRoundOpen.indexOf(Math.max(...keepsRoundOpen));
    await all.nth(pick).click();
    await expect(wallet).toHaveText(`${money - costs[pick]!} monedas`);
  }
  expect(checked, 'some open scenario offered a choice the wallet could not pay').toBeGreaterThan(0);
});
