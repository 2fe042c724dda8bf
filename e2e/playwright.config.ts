import { defineConfig, devices } from '@playwright/test';
import { BASE_URL } from './support/ports';

// Playwright cannot download its own browsers here: it drives Debian's Chromium.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

// `npm run smoke`: only the journeys tagged @smoke, the short check after a deployment.
const smoke = process.env.E2E_SMOKE === '1';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // Some journeys stop a service or a remote of the one shared stack: they run one at a time.
  workers: 1,
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
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, grep: smoke ? /@smoke/ : undefined, grepInvert: /@phone/ },
    {
      name: 'phone-360',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, launchOptions: chromium },
      grep: smoke ? /^(?=.*@phone)(?=.*@smoke)/ : /@phone/,
    },
  ],
});
