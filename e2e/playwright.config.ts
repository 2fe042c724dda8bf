import { defineConfig, devices } from '@playwright/test';
import { BASE_URL } from './support/ports';

// Playwright cannot download its own browsers here: it drives Debian's Chromium.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

// `npm run smoke`: only the journeys tagged @smoke, the short check after a deployment.
const smoke = process.env.E2E_SMOKE === '1';

/**
 * Journeys that cannot share the stack with another one: they stop a service the others use
 * (resilience, chat-replicas), or sign in as the one admin, whose authenticator accepts each
 * code once (community-contact, community-gallery).
 */
export const ALONE = /[/\\](resilience|chat-replicas|community-contact|community-gallery)\.spec\.ts$/;

const desktop = { ...devices['Desktop Chrome'], launchOptions: chromium };
const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, launchOptions: chromium };
const phoneGrep = smoke ? /^(?=.*@phone)(?=.*@smoke)/ : /@phone/;

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // Two journeys at a time on the one shared stack (a spec file's tests in order, in one worker);
  // those in ALONE run after all the others, one at a time.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds npm test's closing 'N passed, N failed' line.
  reporter: [
    ['list'],
    ['json', { outputFile: '../.test-reports/e2e.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never', outputFolder: '../playwright-report' }] as const]),
  ],
  outputDir: '../test-results',
  use: {
    baseURL: BASE_URL,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The site's service worker answers the page's requests once it is in control, and Playwright's
    // page.route and request events then miss them: journeys run without it, except those about
    // reading without internet (offline-reading.spec.ts allows it).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', testIgnore: ALONE, use: desktop, grep: smoke ? /@smoke/ : undefined, grepInvert: /@phone/ },
    { name: 'phone-360', testIgnore: ALONE, use: phone, grep: phoneGrep },
    // After every other journey (a failed one skips them), one worker: nothing else runs beside them.
    {
      name: 'desktop-alone',
      testMatch: ALONE,
      workers: 1,
      dependencies: ['desktop', 'phone-360'],
      use: desktop,
      grep: smoke ? /@smoke/ : undefined,
      grepInvert: /@phone/,
    },
    { name: 'phone-360-alone', testMatch: ALONE, workers: 1, dependencies: ['desktop-alone'], use: phone, grep: phoneGrep },
  ],
});
