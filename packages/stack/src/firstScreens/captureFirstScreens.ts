import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { withPublicOrigin } from './publicOrigin';
import { firstScreenFile, firstScreenFragment, isFirstScreenReady, NO_FIRST_SCREEN_HEADER } from '@universo/contracts/src/firstScreen';

/** Longest wait for one page to settle before it is left without a first screen. */
const PAGE_TIMEOUT_MS = 20_000;

export interface CaptureResult {
  kept: string[];
  skipped: { path: string; reason: string }[];
}

/**
 * What a visitor's page shows once loaded, as markup that can stand in for it: no scripts, players
 * that load nothing, no ids (the real page, drawn beside it, has the same ones; labels would point at the
 * copy), no focus order. Runs in the page (a string: this package is compiled without the DOM's types).
 */
const VISIBLE_MARKUP = `(() => {
  const root = document.getElementById('root');
  if (!root) return '';
  const copy = root.cloneNode(true);
  copy.querySelectorAll('script, noscript, template, iframe').forEach((element) => element.remove());
  // A player keeps its place on the page but loads and plays nothing.
  copy.querySelectorAll('audio, video, source').forEach((element) => ['src', 'autoplay', 'preload'].forEach((name) => element.removeAttribute(name)));
  const dropped = ['id', 'for', 'autofocus', 'tabindex', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'aria-activedescendant'];
  for (const element of [copy, ...copy.querySelectorAll('*')]) {
    for (const name of dropped) element.removeAttribute(name);
    for (const attribute of [...element.attributes]) if (attribute.name.startsWith('on')) element.removeAttribute(attribute.name);
  }
  return copy.innerHTML;
})()`;

/** The stylesheets the page links once loaded, as absolute addresses (a remote's are). Runs in the page. */
const LINKED_STYLESHEETS = `[...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.href).filter(Boolean)`;

/** The stylesheets an HTML page links as it is served (before any script ran). */
function stylesheetsOf(html: string): string[] {
  return [...html.matchAll(/<link[^>]+rel="?stylesheet"?[^>]*href="?([^"\s>]+)/g)].map((match) => match[1]!);
}

/** The site's own addresses as paths (`/remotes/community/page-blog.css`); another site's are left out. */
function sameSitePaths(addresses: readonly string[], origin: string): string[] {
  return addresses.flatMap((address) => {
    const url = new URL(address, origin);
    return url.origin === origin ? [url.pathname] : [];
  });
}

const writeAtomically = (file: string, text: string): void => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
};

/**
 * Opens each page as a visitor (Debian's Chromium, a phone's screen, no service worker) and keeps
 * its first screen in `dir` (firstScreenFile of the contracts). A page that does not settle, or
 * that sends the visitor elsewhere (a family's page asks to log in), keeps none, and a first screen
 * kept earlier for it is removed.
 */
export async function captureFirstScreens(options: {
  baseUrl: string;
  /** The site's address for visitors, written into the copies instead of `baseUrl`'s (./publicOrigin.ts). */
  publicOrigin: string;
  paths: readonly string[];
  dir: string;
  chromiumPath?: string;
  /** Checked before each page: the stack is stopping. */
  stopped?: () => boolean;
}): Promise<CaptureResult> {
  const result: CaptureResult = { kept: [], skipped: [] };
  const browser = await chromium.launch({ executablePath: options.chromiumPath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      serviceWorkers: 'block',
      // The site's CSP forbids eval, which the wait below uses to poll the page.
      bypassCSP: true,
      extraHTTPHeaders: { [NO_FIRST_SCREEN_HEADER]: 'off' },
    });
    for (const path of options.paths) {
      if (options.stopped?.()) break;
      const file = firstScreenFile(path);
      if (!file) {
        result.skipped.push({ path, reason: 'dirección sin primera pantalla' });
        continue;
      }
      const target = join(options.dir, file);
      const page = await context.newPage();
      try {
        const response = await page.goto(`${options.baseUrl}${path}`, { waitUntil: 'networkidle', timeout: PAGE_TIMEOUT_MS });
        const origin = new URL(options.baseUrl).origin;
        const served = new Set(sameSitePaths(stylesheetsOf((await response?.text()) ?? ''), origin));
        // The same test the shell makes before it shows its own page instead of the copy.
        await page.waitForFunction(`(${isFirstScreenReady.toString()})(document.getElementById('root'))`, undefined, { timeout: PAGE_TIMEOUT_MS });
        if (new URL(page.url()).pathname !== path) throw new Error(`lleva a ${new URL(page.url()).pathname}`);
        const markup = withPublicOrigin((await page.evaluate(VISIBLE_MARKUP)) as string, origin, options.publicOrigin);
        const styles = sameSitePaths((await page.evaluate(LINKED_STYLESHEETS)) as string[], origin).filter((path) => !served.has(path));
        writeAtomically(target, firstScreenFragment({ path, markup, styles }));
        result.kept.push(path);
      } catch (error) {
        rmSync(target, { force: true });
        result.skipped.push({ path, reason: error instanceof Error ? error.message.split('\n')[0]! : String(error) });
      } finally {
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
  return result;
}
