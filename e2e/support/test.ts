import { test as base, type BrowserContext } from '@playwright/test';
import { DESKTOP, waitForReactAfterNavigation, type Browser } from './browser';

export { expect } from '@playwright/test';

/**
 * The browser tests' `test`: Playwright's, whose `page` waits for React after every full
 * navigation, and with `site`, the test's own browser context for tests that open several pages
 * (a shopper and a merchant, a second tab) at the widths they name, and `stranger`, a second
 * browser with cookies and storage of its own.
 */
function pagesOf(context: BrowserContext): Browser {
  return {
    context,
    async newPage(viewport = DESKTOP) {
      const page = await context.newPage();
      waitForReactAfterNavigation(page);
      await page.setViewportSize(viewport);
      return page;
    },
  };
}

export const test = base.extend<{ site: Browser; stranger: Browser }>({
  page: async ({ page }, use) => {
    waitForReactAfterNavigation(page);
    await use(page);
  },
  site: async ({ context }, use) => {
    await use(pagesOf(context));
  },
  /** Another browser of the same test: its own cookies and storage, as on someone else's computer. */
  stranger: async ({ browser }, use) => {
    const context = await browser.newContext();
    await use(pagesOf(context));
    await context.close();
  },
});
