import { test as base } from '@playwright/test';
import { DESKTOP, waitForReactAfterNavigation, type Browser } from './browser';

export { expect } from '@playwright/test';

/**
 * The browser tests' `test`: Playwright's, whose `page` waits for React after every full
 * navigation, and with `site`, the test's own browser context for tests that open several pages
 * (a shopper and a merchant, a second tab) at the widths they name.
 */
export const test = base.extend<{ site: Browser }>({
  page: async ({ page }, use) => {
    waitForReactAfterNavigation(page);
    await use(page);
  },
  site: async ({ context }, use) => {
    await use({
      context,
      async newPage(viewport = DESKTOP) {
        const page = await context.newPage();
        waitForReactAfterNavigation(page);
        await page.setViewportSize(viewport);
        return page;
      },
    });
  },
});
