import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '../support/test';
import type { BlogArticle } from '@universo/platform/api/content';

function blog(page: Page) {
  return page.locator('[data-remote="community"]');
}

test.describe('blog for parents and educators', () => {
  test('a parent reads an article at its own address, reloads it and comes back to the list', { tag: '@smoke' }, async ({ page, request }) => {
    const articles = (await (await request.get('/api/blog')).json()) as BlogArticle[];
    const article = articles[1] ?? articles[0]!;
    const subheading = article.content
      .split('\n')
      .find((line) => line.startsWith('## '))
      ?.slice(3)
      .trim();

    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: 'Para Padres y Educadores', level: 1 })).toBeVisible();
    await expect(blog(page).getByText('Destacado')).toBeVisible();
    await expect(blog(page).getByRole('heading', { name: articles[0]!.title, level: 2 })).toBeVisible();

    await blog(page)
      .getByRole('link', { name: `Leer artículo: ${article.title}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/blog/${article.slug}$`));
    const title = blog(page).getByRole('heading', { name: article.title, level: 2 });
    await expect(title).toBeVisible();
    await expect(title).toBeFocused();
    if (subheading) await expect(blog(page).getByRole('heading', { name: subheading, level: 3 }).first()).toBeVisible();
    await expect(blog(page).getByRole('link', { name: /Leer artículo/ })).toHaveCount(0);

    // The address is shareable: a reload (or a link opened elsewhere) shows the same article.
    await page.reload();
    await expect(blog(page).getByRole('heading', { name: article.title, level: 2 })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(article.title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

    await blog(page).getByRole('button', { name: '← Volver al blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    const readLink = blog(page).getByRole('link', { name: `Leer artículo: ${article.title}` });
    await expect(readLink).toBeVisible();
    await expect(readLink).toBeFocused();
  });

  test('an unknown article address says so and leads back to the blog', async ({ page }) => {
    await page.goto('/blog/este-articulo-no-existe');
    await expect(blog(page).getByText('No encontramos este artículo')).toBeVisible();
    await blog(page).getByRole('button', { name: '← Volver al blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('a parent subscribes to the monthly newsletter and is told to confirm by e-mail', async ({ page }) => {
    await page.goto('/blog');
    const field = blog(page).getByLabel('Tu correo electrónico');
    const subscribe = blog(page).getByRole('button', { name: 'Suscribirse' });

    await subscribe.click();
    await expect(blog(page).getByText('El correo es obligatorio')).toBeVisible();
    await expect(field).toBeFocused();

    await field.fill(`familia.${randomBytes(4).toString('hex')}@example.com`);
    await subscribe.click();
    await expect(blog(page).getByText(/confirmar tu suscripción/)).toBeVisible();
    await expect(field).toHaveValue('');
  });

  test('the newsletter e-mail links land on the blog with a clear message', async ({ page }) => {
    await page.goto('/blog?newsletter=confirmado');
    await expect(blog(page).getByText('¡Suscripción confirmada!')).toBeVisible();
    await page.goto('/blog?newsletter=baja');
    await expect(blog(page).getByText('Cancelaste tu suscripción')).toBeVisible();
    await blog(page).getByRole('button', { name: 'Entendido' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(blog(page).getByText('Cancelaste tu suscripción')).toHaveCount(0);

    // A link whose token is unknown goes through the service and comes back to the blog.
    await page.goto(`/api/newsletter/confirm?token=${randomBytes(32).toString('base64url')}`);
    await expect(page).toHaveURL(/\/blog\?newsletter=enlace-invalido$/);
    await expect(blog(page).getByText('El enlace no es válido')).toBeVisible();
  });

  test('the resource cards lead somewhere real: printable guides, the newsletter, the gallery', async ({ page, request }) => {
    await page.goto('/blog');
    const guides = blog(page).getByRole('list', { name: 'Guías Descargables' }).getByRole('link');
    await expect(guides).toHaveCount(3);

    const [download] = await Promise.all([page.waitForEvent('download'), guides.first().click()]);
    expect(download.suggestedFilename()).toBe('Guia-los-tres-frascos-Universo-de-Francesca.html');
    const href = await guides.first().getAttribute('href');
    expect(new URL(href!).pathname).toMatch(/^\/remotes\/community\/guia-tres-frascos\.[0-9a-f]{8}\.html$/);
    const file = await request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('text/html');
    expect(await file.text()).toContain('Los tres frascos: ahorrar, gastar y compartir');

    await blog(page).getByRole('button', { name: 'Avisarme por correo' }).click();
    await expect(blog(page).getByLabel('Tu correo electrónico')).toBeFocused();

    await blog(page).getByRole('link', { name: 'Ir a la Galería de Sueños' }).click();
    await expect(page).toHaveURL(/\/comunidad$/);
    await expect(page.getByRole('heading', { name: 'Galería de Sueños', level: 1 })).toBeVisible();
  });
});
