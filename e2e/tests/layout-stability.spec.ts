import { expect, test, type Page } from '../support/test';
import { MAIN_ROUTES } from '@universo/route-table';

/**
 * Issue 15, point 3: nothing moves while a page and its remote load (a page that jumps under a
 * child's finger is a page where the child taps the wrong thing), and the session is asked once.
 * The routes are the bench's own list; each is measured on the desktop and at 360 px (the
 * `@phone` titles run in the phone-360 project), where a cheap phone's narrow column wraps text
 * and grows boxes differently.
 */
const MAX_LAYOUT_SHIFT = 0.02;

declare global {
  interface Window {
    __layoutShift?: number;
    __layoutShiftSources?: string[];
  }
}

/** Sums layout-shift entries not caused by input, from the very first paint of the page. */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    window.__layoutShiftSources = [];
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
        // What moved, so a failure names the element to reserve space for.
        for (const source of entry.sources ?? []) {
          const node = source.node;
          if (node instanceof Element) {
            const { previousRect: from, currentRect: to } = source;
            const moved = `${Math.round(from.x)},${Math.round(from.y)} → ${Math.round(to.x)},${Math.round(to.y)}`;
            window.__layoutShiftSources?.push(`${node.tagName.toLowerCase()}.${Array.from(node.classList).join('.')} ${moved} (${entry.value.toFixed(3)})`);
          }
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Late images, fonts and data answers get a moment to land before the sum is read.
  await page.waitForTimeout(500);
}

async function expectNoLayoutShift(page: Page, route: string): Promise<void> {
  await watchLayoutShifts(page);
  await page.goto(route);
  await settle(page);
  const { total, sources } = await page.evaluate(() => ({ total: window.__layoutShift ?? 0, sources: window.__layoutShiftSources ?? [] }));
  expect(total, `layout shift on ${route}; moved: ${sources.join(', ')}`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
}

for (const route of MAIN_ROUTES) {
  test(`nothing moves while ${route} loads`, async ({ page }) => {
    await expectNoLayoutShift(page, route);
  });

  test(`@phone nothing moves while ${route} loads at 360 px`, async ({ page }) => {
    await expectNoLayoutShift(page, route);
  });
}

for (const route of ['/', '/historia', '/tienda', '/login']) {
  test(`${route} asks who is logged in exactly once`, async ({ page }) => {
    let asked = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/session') asked += 1;
    });
    await page.goto(route);
    await settle(page);
    expect(asked).toBe(1);
  });
}
