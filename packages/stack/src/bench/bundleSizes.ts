import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';

export interface RouteBytes {
  route: string;
  /** Gzipped bytes of every JavaScript file the page loaded, on a cold cache. */
  gzipBytes: number;
  files: number;
}

/** The JavaScript a cold visit loads, measured in a real browser so lazy chunks count too. */
export async function measureRouteJavaScript(baseUrl: string, routes: string[]): Promise<RouteBytes[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const results: RouteBytes[] = [];
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts: Promise<number>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type === 'script' || response.url().endsWith('.js')) {
          scripts.push(
            response.body().then(
              (body) => gzipSync(body, { level: 6 }).length,
              () => 0,
            ),
          );
        }
      });
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
      const sizes = await Promise.all(scripts);
      results.push({ route, gzipBytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
