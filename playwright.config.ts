import { defineConfig } from '@playwright/test';
// @ts-expect-error a plain .mjs helper shared with scripts/
import { findTestChromium } from './scripts/chromium-path.mjs';

const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** A test about the phone says so in its title ("390 px") or with the @phone tag; every other test runs at 1280 px. */
const PHONE = /390 px|@phone/;

/**
 * Browser tests (decision 0085): the built storefront and dashboard on the real server (started
 * once by e2e/support/global-setup.ts), driven in Debian's Chromium (its headless shell when
 * installed) found as scripts/chromium-path.mjs finds it; Playwright downloads no browser.
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './e2e/support/global-setup.ts',
  outputDir: 'e2e/test-results',
  workers: 2,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // This machine is shared and slow (load above 25 on 2 cores seen): a journey gets 90 s, a
  // retrying assertion 15 s.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { outputFolder: 'e2e/report', open: 'never' }]],
  use: {
    // Recording a trace of every test cost a fifth of the suite's time (decision 0230): record
    // one when looking into a failure, `npm run test:e2e -- --trace retain-on-failure <file>`.
    trace: 'off',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: findTestChromium() ?? undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'phone', grep: PHONE, use: { browserName: 'chromium', viewport: MOBILE } },
    { name: 'desktop', grepInvert: PHONE, use: { browserName: 'chromium', viewport: DESKTOP } },
  ],
});
