import { expect, test } from '../support/test';

const TOP_LINKS: [string, RegExp][] = [
  ['Inicio', /\/$/],
  ['Universo de Francesca', /\/historia$/],
  ['Personajes', /\/personajes$/],
  ['Tienda', /\/tienda$/],
  ['Zona Mágica', /\/zona-magica$/],
  ['Generar Libro', /\/generar-libro$/],
  ['Para Padres', /\/blog$/],
  ['Comunidad', /\/comunidad$/],
  ['Contacto', /\/contacto$/],
];

const FOOTER_PAGES: [string, string, string][] = [
  ['Guía para padres', '/guia-para-padres', 'Guía para madres y padres'],
  ['Material educativo', '/material-educativo', 'Material educativo para docentes'],
  ['Actividades imprimibles', '/actividades-imprimibles', 'Actividades para imprimir'],
  ['Testimonios', '/testimonios', 'Testimonios de las familias'],
  ['Preguntas frecuentes', '/preguntas-frecuentes', 'Preguntas frecuentes'],
  ['Kit de prensa', '/prensa', 'Kit de prensa'],
  ['Términos', '/terminos', 'Términos de uso'],
  ['Privacidad', '/privacidad', 'Política de privacidad'],
  ['Cookies', '/cookies', 'Política de cookies'],
  ['Accesibilidad', '/accesibilidad', 'Accesibilidad'],
];

test('a visitor sees every section of the home page, with its links', { tag: '@smoke' }, async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('¡Bienvenidos al Universo de Francesca!');
  for (const name of [
    '¿Qué es el Universo de Francesca?',
    /siete habilidades/,
    'Qué incluye la suscripción',
    '¿Quién puede usarlo?',
    '¿Por qué funciona?',
    'Qué es gratis',
    'Suscríbete al Plan Emprendedor Mágico',
    'Únete al Universo de Francesca',
  ]) {
    await expect(main.getByRole('heading', { name, level: 2 })).toBeVisible();
  }
  await expect(main.locator('.home-skills > li')).toHaveCount(7);
  await expect(main.locator('.home-plan-items > li')).toHaveCount(6);
  await expect(main.getByText('79.900 COP al mes')).toBeVisible();
  for (const href of ['/historia', '/subscription', '/register']) {
    await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
});

test('the nine top links lead to their pages, and each page starts at the top', { tag: '@smoke' }, async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByRole('link', { name: '¡Únete!' })).toBeVisible();
  for (const [label, url] of TOP_LINKS.slice(1)) {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  }
  await nav.getByRole('link', { name: 'Inicio', exact: true }).click();
  await expect(page).toHaveURL(TOP_LINKS[0]![1]);
});

test('every footer item leads to a real page of the shell', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const [label, path, title] of FOOTER_PAGES) {
    await footer.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
  // What the privacy page says matches what the services do.
  await page.goto('/privacidad');
  await expect(page.getByText(/argon2id/)).toBeVisible();
  await expect(page.getByText('No usamos analítica, píxeles ni rastreadores de terceros.')).toBeVisible();
  await page.goto('/cookies');
  await expect(page.getByRole('heading', { name: 'uf_session: tu sesión' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'uf_chat_visitor: el chat sin cuenta' })).toBeVisible();
  // Social icons are labelled links.
  await expect(footer.getByRole('link', { name: /Compartir en WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
});

test('an unknown path shows the English 404 inside the layout; legacy links redirect', async ({ page }) => {
  await page.goto('/esto/no/existe');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.goto('/magic-zone');
  await expect(page).toHaveURL(/\/zona-magica$/);
  await page.goto('/characters');
  await expect(page).toHaveURL(/\/personajes$/);
});

test('keyboard: the skip link jumps to the content and the footer pages are reachable', async ({ page }) => {
  await page.goto('/preguntas-frecuentes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preguntas frecuentes');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#contenido$/);
  // A question opens with the keyboard.
  const question = page.getByText('¿Puedo cancelar cuando quiera?');
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/30 días de garantía/).first()).toBeVisible();
});
