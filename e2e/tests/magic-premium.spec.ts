import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page, request as playwrightRequest, test } from '../support/test';
import type { PremiumItemId } from '@universo/contracts';
import type { AdvancedGamesResponse, LibraryResponse, PersonalisedChallengesResponse, ProgressEventResponse } from '@universo/platform/api/content';
import { BASE_URL } from '../support/ports';
import { registerFamily, registerPayingFamily } from '../support/premium';
import { magicZone, saveChildProfile } from '../support/magicZone';

/** The three premium sections: the card's button, what the gate names, the service's path and its premium item. */
const SECTIONS: readonly { id: string; button: string; feature: string; api: string; item: PremiumItemId; message: string }[] = [
  {
    id: 'juegos-avanzados',
    button: 'Jugar Juegos Avanzados',
    feature: 'Los Juegos Avanzados',
    api: '/api/axxon/premium/advanced-games',
    item: 'advanced-games',
    message: 'Los Juegos Avanzados son parte del Plan Emprendedor Mágico.',
  },
  {
    id: 'biblioteca-completa',
    button: 'Jugar Biblioteca Completa',
    feature: 'La Biblioteca Completa',
    api: '/api/axxon/premium/library',
    item: 'full-library',
    message: 'La Biblioteca Completa es parte del Plan Emprendedor Mágico.',
  },
  {
    id: 'retos-personalizados',
    button: 'Jugar Retos Personalizados',
    feature: 'Los Retos Personalizados',
    api: '/api/axxon/premium/challenges?age=8',
    item: 'personalised-challenges',
    message: 'Los Retos Personalizados son parte del Plan Emprendedor Mágico.',
  },
];

const DOWNLOAD = '/api/axxon/premium/library/tabla-de-ahorro-8-semanas/download';

/** The service refuses the section's content and its download: 403 JSON naming the premium item, nothing else. */
async function expectApiRefuses(page: Page, headers: Record<string, string> = {}): Promise<void> {
  for (const { api, item, message } of SECTIONS) {
    const answer = await page.request.get(api, { headers });
    expect(answer.status()).toBe(403);
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    expect(await answer.json()).toEqual({ statusCode: 403, error: 'Forbidden', message, premiumItem: item });
  }
  const file = await page.request.get(DOWNLOAD, { headers });
  expect(file.status()).toBe(403);
  expect(await file.text()).not.toContain('TABLA DE AHORRO');
}

test('a visitor meets the premium gate on every premium section because the service refused it', async ({ page }) => {
  for (const { button, feature, api } of SECTIONS) {
    await page.goto('/zona-magica');
    const remote = magicZone(page);
    const refused = page.waitForResponse((response) => response.url().includes(api.split('?')[0]!));
    await remote.getByRole('button', { name: button }).click();
    expect((await refused).status()).toBe(403);
    await expect(remote.getByRole('heading', { name: `${feature} es parte del Plan Emprendedor Mágico` })).toBeVisible();
    await expect(remote.getByRole('link', { name: 'Crear Cuenta Gratis' })).toHaveAttribute('href', '/register');
    await expect(remote.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
    await expect(remote.getByRole('button', { name: 'Volver a Zona Mágica' })).toBeVisible();
    // Nothing of the section is on the page.
    await expect(remote.getByRole('combobox')).toHaveCount(0);
    await expect(remote.locator('.library-item')).toHaveCount(0);
  }
  await expectApiRefuses(page);
});

test('a family without the plan is invited to subscribe on every premium section; forged claims change nothing', async ({ page }) => {
  await registerFamily(page);
  for (const { id, feature } of SECTIONS) {
    await page.goto(`/zona-magica?actividad=${id}`);
    const remote = magicZone(page);
    await expect(remote.getByRole('heading', { name: `${feature} es parte del Plan Emprendedor Mágico` })).toBeVisible();
    await expect(remote.getByRole('link', { name: '¡Suscribirme Ahora!' })).toHaveAttribute('href', '/subscription');
  }
  await expect(magicZone(page).getByRole('button', { name: /^Jugar Simulador/ })).toHaveCount(0);
  await expectApiRefuses(page);
  const cookies = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  await expectApiRefuses(page, { cookie: `${cookies}; premium=true; uf_tier=premium`, 'x-premium': 'true', 'x-tier': 'premium' });
});

test('a paying family plays an advanced game, downloads a printable and completes a challenge, all from the service', async ({ page }) => {
  test.setTimeout(120_000);
  await registerPayingFamily(page);
  await saveChildProfile(page, { childName: 'Sofía', childAge: 9, preferredCharacter: 'leo' }, { created: true });
  const games = (await (await page.request.get('/api/axxon/premium/advanced-games')).json()) as AdvancedGamesResponse;
  const library = (await (await page.request.get('/api/axxon/premium/library')).json()) as LibraryResponse;
  const nine = (await (await page.request.get('/api/axxon/premium/challenges?age=9')).json()) as PersonalisedChallengesResponse;
  const remote = magicZone(page);

  // Business simulator, with the service's rules: buying, then advertising, sells on the next day.
  const [simulator] = games.games;
  const { rules, actions } = games.simulator;
  const [buy, advertise] = actions;
  await page.goto('/zona-magica?actividad=juegos-avanzados');
  await remote.getByRole('button', { name: `Jugar ${simulator!.title}` }).click();
  await expect(remote.getByText(simulator!.intro)).toBeVisible();
  await expect(remote.getByTestId('simulador-capital')).toHaveText(`${rules.startCapital} monedas`);
  await remote.getByRole('button', { name: new RegExp(`^${buy!.label}`) }).click();
  await expect(remote.getByTestId('simulador-capital')).toHaveText(`${rules.startCapital - buy!.cost} monedas`);
  await expect(remote.getByText('Hoy no vendiste nada: necesitas productos y clientes.')).toBeVisible({ timeout: 5_000 });
  await remote.getByRole('button', { name: new RegExp(`^${advertise!.label}`) }).click();
  const sold = Math.min(buy!.products, advertise!.customers);
  await expect(remote.getByText(`¡Vendiste ${sold} productos y cobraste ${sold * rules.salePrice} monedas!`)).toBeVisible({ timeout: 5_000 });
  await expect(remote.getByTestId('simulador-capital')).toHaveText(`${rules.startCapital - buy!.cost - advertise!.cost + sold * rules.salePrice} monedas`);
  await remote.getByRole('button', { name: 'Elegir otro juego' }).click();

  // Investment: the assets and their explanations are the service's.
  const crypto = games.investment.assets.find((asset) => asset.id === 'cripto')!;
  await remote.getByRole('button', { name: `Jugar ${games.games[1]!.title}` }).click();
  await expect(remote.getByText(crypto.explanation, { exact: false })).toBeVisible();
  await remote.getByRole('button', { name: `Comprar ${crypto.label}` }).click();
  await expect(remote.getByTestId('inversion-dinero')).toHaveText(`${games.investment.rules.startCash - crypto.startPrice} monedas`);
  await remote.getByRole('button', { name: 'Elegir otro juego' }).click();

  // Market strategy to the end: the finished game is recorded (the plan allows it).
  const innovation = games.market.strategies.find((strategy) => strategy.id === 'innovacion')!;
  await remote.getByRole('button', { name: `Jugar ${games.games[2]!.title}` }).click();
  await expect(remote.getByTestId('estrategia-puntaje')).toHaveText(String(games.market.rules.playerStart));
  const recorded = page.waitForResponse((r) => r.url().endsWith('/api/axxon/progress') && r.request().method() === 'POST');
  for (let round = 0; round < games.market.rules.rounds; round++) await remote.getByRole('button', { name: innovation.label, exact: true }).click();
  await expect(remote.getByRole('heading', { name: '¡Fin de la competencia!' })).toBeVisible();
  // The round says in one sentence why the scores moved.
  await expect(remote.getByTestId('estrategia-porque')).toContainText(`${innovation.label}: tu puntaje subió`);
  await expect(remote.getByTestId('estrategia-porque')).toContainText(`porque ${innovation.why}`);
  expect((await recorded).status()).toBe(201);

  // The library: the service's list, and a printable downloaded from the service.
  const resource = library.categories[0]!.resources[0]!;
  await page.goto('/zona-magica?actividad=biblioteca-completa');
  await expect(remote.getByRole('heading', { name: library.categories[0]!.title })).toBeVisible();
  await expect(remote.locator('.library-item')).toHaveCount(20);
  const downloading = page.waitForEvent('download');
  await remote.getByRole('button', { name: `Descargar ${resource.title}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(resource.fileName);
  const file = await readFile((await download.path())!);
  expect(file.equals(await (await page.request.get(resource.downloadUrl)).body())).toBe(true);
  expect(file.toString('utf8')).toContain(resource.title.toUpperCase());
  const printableDone = page.waitForResponse((r) => r.url().endsWith('/api/axxon/progress'));
  await remote.getByRole('button', { name: `Ya completé ${resource.title}` }).click();
  expect(((await (await printableDone).json()) as ProgressEventResponse).pointsAwarded).toBe(30);

  // Personalised challenges for the child's age (9, from the profile); the service decides the points.
  const [challenge] = nine.challenges;
  await page.goto('/zona-magica?actividad=retos-personalizados');
  // By role and exact name: the question's "Escuchar: ¿Cuántos años tienes?…" button carries the words too.
  const agePicker = remote.getByRole('combobox', { name: '¿Cuántos años tienes?', exact: true });
  await expect(agePicker).toHaveValue('9');
  await remote.getByRole('button', { name: `Abrir reto ${challenge!.title}` }).click();
  for (const step of challenge!.steps) await expect(remote.getByText(step)).toBeVisible();
  const completed = page.waitForResponse((r) => r.url().endsWith('/api/axxon/progress'));
  await remote.getByRole('button', { name: '¡Lo completé!' }).click();
  const answer = (await (await completed).json()) as ProgressEventResponse;
  expect(answer).toMatchObject({ recorded: true, pointsAwarded: challenge!.points });
  await expect(remote.getByText(`⭐ ${nine.headerPointsPerChallenge} puntos · 1 reto completado`)).toBeVisible();
  await expect(remote.getByRole('button', { name: `${challenge!.title}: completado`, exact: true })).toBeDisabled();
  const six = (await (await page.request.get('/api/axxon/premium/challenges?age=6')).json()) as PersonalisedChallengesResponse;
  await agePicker.selectOption('6');
  await expect(remote.getByRole('button', { name: `Abrir reto ${six.challenges[0]!.title}` })).toBeVisible();
});

test('the remote’s public files carry none of the premium content the service gives a paying family', async ({ page }) => {
  await registerPayingFamily(page);
  const games = (await (await page.request.get('/api/axxon/premium/advanced-games')).json()) as AdvancedGamesResponse;
  const library = (await (await page.request.get('/api/axxon/premium/library')).json()) as LibraryResponse;
  const challenges = await Promise.all(
    [6, 9, 12].map(
      async (age) => ((await (await page.request.get(`/api/axxon/premium/challenges?age=${age}`)).json()) as PersonalisedChallengesResponse).challenges,
    ),
  );
  const printable = await (await page.request.get(DOWNLOAD)).text();
  const secrets = [
    ...games.games.map((game) => game.intro),
    ...games.investment.assets.map((asset) => asset.explanation),
    ...games.market.strategies.map((strategy) => strategy.explanation),
    ...library.categories.flatMap((category) => category.resources.map((resource) => resource.description)),
    ...challenges.flat().flatMap((challenge) => [challenge.description, ...challenge.steps]),
    ...printable
      .split(/\r?\n/)
      .filter((line) => /\p{L}{5}/u.test(line) && line.trim().length >= 20)
      .map((line) => line.trim()),
  ];
  expect(secrets.length).toBeGreaterThan(40);

  // Every script of the remote, fetched as anybody would (no cookies) through the gateway.
  const dist = join(__dirname, '../../mfe-magic-zone/dist');
  const scripts = readdirSync(dist).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(5);
  const anybody = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    for (const name of scripts) {
      const answer = await anybody.get(`/remotes/magicZone/${name}`);
      expect(answer.status(), name).toBe(200);
      // Minifiers may write non-ASCII letters as escapes: read them back before comparing.
      const code = (await answer.text()).replace(/\\u\{([0-9a-fA-F]+)\}|\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})/g, (_, a, b, c) =>
        String.fromCodePoint(parseInt(a ?? b ?? c, 16)),
      );
      for (const secret of secrets) expect(code.includes(secret), `${name} contains "${secret}"`).toBe(false);
    }
  } finally {
    await anybody.dispose();
  }
});
