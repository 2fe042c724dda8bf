import { expect, test } from '../support/test';
import type { Product } from '@universo/platform/api/billing';

test.describe('shop and checkout (mfe-commerce)', () => {
  test('a visitor sees the shop: cards, the most popular one, prices, labels and trust badges', { tag: '@smoke' }, async ({ page, request }) => {
    const products = (await (await request.get('/api/products')).json()) as Product[];
    await page.goto('/tienda');
    const remote = page.locator('[data-remote="commerce"]');
    await expect(remote.getByRole('heading', { name: 'Tienda Mágica', level: 1 })).toBeVisible();

    const cards = remote.getByRole('list', { name: 'Productos' }).locator(':scope > li');
    await expect(cards).toHaveCount(products.length);
    await expect(cards.nth(1).getByText('¡MÁS POPULAR!')).toBeVisible();
    await expect(remote.getByText('¡MÁS POPULAR!')).toHaveCount(1);

    const labels = { book: 'Comprar Libro', kit: 'Comprar Kit Completo', digital: 'Acceso Digital' } as const;
    for (const [index, product] of products.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { name: product.name })).toBeVisible();
      // Every price names its currency: "US$ 29,99", never a bare "$29.99".
      expect(product.currency).toBe('USD');
      const shown = `US$\u00a0${(product.price / 100).toFixed(2).replace('.', ',')}`;
      await expect(card.locator('.shop-product__price')).toHaveText(shown);
      await expect(card.getByRole('link', { name: labels[product.type] })).toHaveAttribute(
        'href',
        `/checkout?product=${product.id}&amount=${(product.price / 100).toFixed(2)}`,
      );
    }
    const badges = remote.getByRole('list', { name: 'Garantías de compra' });
    for (const badge of ['Compra Segura', 'Envío Gratis', '30 días garantía', 'Soporte 24/7']) {
      await expect(badges.getByText(badge)).toBeVisible();
    }
  });

  test('the checkout says payments are not available, names the product and leads to contact', async ({ page, request }) => {
    const products = (await (await request.get('/api/products')).json()) as Product[];
    const kit = products.find((p) => p.type === 'kit')!;
    await page.goto('/tienda');
    await page.getByRole('link', { name: 'Comprar Kit Completo' }).click();
    await expect(page).toHaveURL(`/checkout?product=${kit.id}&amount=${(kit.price / 100).toFixed(2)}`);

    const remote = page.locator('[data-remote="commerce"]');
    await expect(remote.getByRole('heading', { name: 'Pagos No Disponibles', level: 1 })).toBeVisible();
    await expect(remote.getByText('no están configurados', { exact: false })).toBeVisible();
    await expect(remote.getByText(kit.name, { exact: true })).toBeVisible();
    await remote.getByRole('link', { name: 'Contactar' }).click();
    await expect(page).toHaveURL(/\/contacto$/);
  });

  test('a checkout link with garbage shows the notice and nothing else', async ({ page }) => {
    await page.goto('/checkout?product=%3Cscript%3Ealert(1)%3C%2Fscript%3E&amount=-5');
    const remote = page.locator('[data-remote="commerce"]');
    await expect(remote.getByRole('heading', { name: 'Pagos No Disponibles' })).toBeVisible();
    await expect(remote.getByText('Producto elegido')).toHaveCount(0);
    await expect(remote.getByRole('link', { name: 'Contactar' })).toHaveAttribute('href', '/contacto');
  });

  test('@phone the shop is one column and the commerce pages fit 360 px', async ({ page }) => {
    await page.goto('/tienda');
    const cards = page.getByRole('list', { name: 'Productos' }).locator(':scope > li');
    await expect(cards).toHaveCount(3);
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    expect(Math.abs(second!.x - first!.x)).toBeLessThan(1);

    // /subscription-success sends a visitor to /login (commerce-plan-state.spec.ts).
    for (const path of ['/tienda', '/checkout?product=2&amount=49.99', '/subscription', '/account/subscription']) {
      await page.goto(path);
      await expect(page.locator('[data-remote="commerce"] h1')).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(360);
    }
  });
});
