import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { MAIN_ROUTES } from '@universo/route-table';

/**
 * Issue 15: the main routes stay usable for every child on a cheap phone, read by a screen reader
 * or seen with low vision. axe-core checks each at 360 px (the phone-360 project) once its
 * section and data have arrived; a serious or critical violation fails, named with the elements.
 */
const BLOCKING = new Set(['serious', 'critical']);

for (const route of MAIN_ROUTES) {
  test(`@phone ${route} has no serious or critical accessibility violation at 360 px`, async ({ page }) => {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    const { violations } = await new AxeBuilder({ page }).analyze();
    const blocking = violations
      .filter((v) => BLOCKING.has(v.impact ?? ''))
      .map((v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(blocking, `${route}:\n${blocking.join('\n')}`).toEqual([]);
  });
}
