import { expect, type Page, test } from '../support/test';
import type { GamePlayResponse } from '@universo/contracts';
import type { ChildDashboard, ProgressEventDto as ProgressEventRequest, ProgressEventResponse } from '@universo/platform/api/content';
import { randomUUID } from 'node:crypto';
import { registerFamily } from '../support/premium';
import { magicZone, saveChildProfile } from '../support/magicZone';

/** An amount as the game writes it ("1 moneda", "12 monedas"). */
function coins(amount: number): string {
  return `${amount} ${amount === 1 ? 'moneda' : 'monedas'}`;
}

function coinsIn(text: string | null): number {
  return Number(/(\d+) monedas?/.exec(text ?? '')?.[1]);
}

async function fitsThePhone(page: Page, where: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, where).toBeLessThanOrEqual(360);
}

test('@phone a child of 7 saves toward a bicycle over three rounds, sees the jar fill, and svc-content records the points of the play it dealt', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await registerFamily(page);
  // The child who plays is 7: the younger group, who also sees amounts as coins.
  await saveChildProfile(page, { childName: 'Lucía', childAge: 7, preferredCharacter: 'chispas' });

  await page.goto('/zona-magica?actividad=gasta-ahorra');
  const remote = magicZone(page);
  await expect(remote.getByRole('heading', { name: '¿Para qué quieres ahorrar?' })).toBeVisible();
  // Each goal's price is drawn as coins as well: the bicycle's 120 as twelve coins of 10.
  const bicycle = remote.getByRole('button', { name: /Una bicicleta\s*120 monedas/ });
  await expect(bicycle.getByTestId('monedas-dibujadas').locator('.mz-coin--ten')).toHaveCount(12);
  await fitsThePhone(page, 'las metas');

  // Picking the goal starts the play: svc-content deals it.
  const dealt = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/axxon/plays' && r.request().method() === 'POST');
  await bicycle.click();
  const dealing = await dealt;
  expect(dealing.status()).toBe(201);
  const play = (await dealing.json()) as GamePlayResponse;
  expect(play).toMatchObject({ activity: 'gasta-ahorra', goal: 'bicicleta' });

  const jar = remote.getByRole('progressbar', { name: 'Frasco para una bicicleta' });
  await expect(jar).toHaveAttribute('aria-valuenow', '0');
  await expect(jar).toHaveAttribute('aria-valuemax', '120');
  await expect(jar).toHaveAttribute('aria-valuetext', '0 de 120 monedas');
  const money = remote.getByTestId('gasta-ahorra-dinero');
  await expect(money).toHaveText('50 monedas');
  // 50 drawn as five coins of 10 beside the digits.
  const walletCoins = remote.locator('.mz-stats > div:has([data-testid="gasta-ahorra-dinero"]) [data-testid="monedas-dibujadas"]');
  await expect(walletCoins.locator('.mz-coin--ten')).toHaveCount(5);
  await expect(walletCoins).toBeVisible();
  await fitsThePhone(page, 'el juego');

  const status = remote.getByRole('status').filter({ hasText: /\S/ }).first();
  const recorded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/axxon/progress' && r.request().method() === 'POST', { timeout: 90_000 });
  let saved = 0;
  let kept = 50;
  for (let round = 1; round <= 3; round++) {
    if (round > 1) {
      // The new round's pocket money (the service's deal) is added to what the child kept.
      const pocket = play.deal.pocketMoney[round - 2]!;
      await expect(remote.getByText(`Ronda ${round}: recibiste ${coins(pocket)} de mesada y ahora tienes ${coins(kept + pocket)}.`)).toBeVisible({
        timeout: 5_000,
      });
      await expect(money).toHaveText(coins(kept + pocket));
    }
    for (let decision = 0; decision < 3; decision++) {
      const before = coinsIn(await money.textContent());
      const saving = remote.locator('button.sos-choice[data-kind="save"]:enabled');
      const choice = (await saving.count()) > 0 ? saving.last() : remote.locator('button.sos-choice:enabled').first();
      const isSaving = (await choice.getAttribute('data-kind')) === 'save';
      const cost = coinsIn(await choice.locator('.sos-choice__meta').textContent());
      await choice.click();
      await expect(money).toHaveText(coins(before - cost));
      if (isSaving) {
        saved += cost;
        // The jar fills by what was saved.
        await expect(jar).toHaveAttribute('aria-valuenow', String(Math.min(saved, 120)));
        await expect(jar).toHaveAttribute('aria-valuetext', `${saved} de 120 monedas`);
      }
      if (before - cost < 5) break;
    }
    kept = coinsIn(await money.textContent());
    if (round < 3) await expect(status).toContainText(`¡Fin de la ronda ${round}! Te quedan ${coins(kept)}:`);
  }

  const end = remote.getByTestId('gasta-ahorra-fin');
  await expect(end.getByRole('heading', { name: '¡Juego terminado!' })).toBeVisible({ timeout: 10_000 });
  expect(saved).toBeGreaterThan(0);
  await expect(end.getByTestId('gasta-ahorra-total-ahorrado')).toHaveText(coins(saved));
  // At the end the coins never spent join the jar: the goal is judged on everything kept.
  const keptInTotal = saved + kept;
  await expect(end.getByTestId('gasta-ahorra-guardado')).toHaveText(
    `Lo que no gastaste también es ahorro: ${coins(saved)} en tu frasco + ${coins(kept)} sin gastar = ${coins(keptInTotal)}.`,
  );
  await expect(end.getByRole('progressbar', { name: 'Frasco para una bicicleta' })).toHaveAttribute('aria-valuenow', String(Math.min(keptInTotal, 120)));
  await expect(end.getByTestId('gasta-ahorra-mensaje')).toHaveText(
    keptInTotal >= 120 ? `¡Lo lograste! Guardaste ${keptInTotal} monedas: ya tienes para una bicicleta.` : /^Te faltaron \d+ monedas para una bicicleta\./,
  );
  await expect(end.getByText(/^Gastaste \d+ monedas? en necesidades y \d+ monedas? en deseos\.$/)).toBeVisible();
  await expect(end.getByRole('region', { name: 'Lo que significó cada decisión' }).getByRole('listitem').first()).toContainText(
    /Ahorro|Una necesidad|Un deseo/,
  );

  // The game reported its moves with the play's id; svc-content replayed them on its own deal.
  const answer = await recorded;
  expect(answer.status()).toBe(201);
  const sent = JSON.parse(answer.request().postData() ?? '{}') as ProgressEventRequest;
  expect(sent).toMatchObject({
    type: 'game_finished',
    activity: 'gasta-ahorra',
    playId: play.playId,
    details: { moves: expect.stringMatching(/^[0-3]{1,3}-[0-3]{1,3}-[0-3]{1,3}$/), saved },
  });
  const stored = (await answer.json()) as ProgressEventResponse;
  const score = Number(await end.locator('dt:has-text("Puntos totales") + dd').textContent());
  expect(stored).toMatchObject({ recorded: true, pointsAwarded: 20 + Math.min(10, Math.floor(score / 3)) });
  await expect(end.getByTestId('gasta-ahorra-registro')).toHaveText(`Guardamos ${stored.pointsAwarded} puntos en tu progreso.`);
  await fitsThePhone(page, 'el final');

  // The dashboard counts what the service recorded; the same play cannot be recorded twice.
  const dashboard = (await (await page.request.get('/api/axxon/dashboard')).json()) as ChildDashboard;
  expect(dashboard.nextMilestone).toBe(`Te faltan ${100 - stored.totalPoints} puntos para llegar a Nivel 2: Brote`);
  const again = await page.request.post('/api/axxon/progress', { data: { ...sent, eventId: randomUUID() } });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toBe('Esa partida ya se guardó: cada partida cuenta una vez.');
});
