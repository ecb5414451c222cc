import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { openBrowser, screenshot, storeUrl, VIEWPORTS, type Browser } from './support/browser';
import { INACTIVE, openStorePage, pathOf, RICH, textOf, waitForShop, withoutPageData } from './support/storefront';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('store states (product §4 Store, §8)', () => {
  it("shows 'Loading...' while the branding loads", async () => {
    const page = await browser.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await withoutPageData(page);
    await page.route('**/api/Store/StoreSettings', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(storeUrl(RICH, '/'));
    await page.getByText('Loading...').waitFor();
    expect(await page.getByRole('status').first().textContent()).toContain('Loading...');
    release();
    await waitForShop(page);
    await page.close();
  });

  describe.each(VIEWPORTS)('at %s', (label, viewport) => {
    it('shows Store not found for an unknown store', async () => {
      const { page } = await openStorePage(browser, 'no-such-store', '/', viewport);
      await page.getByTestId('store-not-found').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Store not found');
      expect(await textOf(page, 'store-not-found')).toContain(
        "The store you're looking for doesn't exist or is not available.",
      );
      expect(await page.title()).toBe('Store not found');
      expect(await page.getByTestId('site-header').count()).toBe(0);
      await expectNoAxeViolations(page, `store not found ${label}`);
      await screenshot(page, 'store-not-found');
      await page.close();
    });

    it('shows the inactive page, titled Store Inactive, with home and support links', async () => {
      const { page } = await openStorePage(browser, INACTIVE, '/', viewport);
      await page.getByTestId('store-inactive').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Store is not active');
      expect(await textOf(page, 'store-inactive')).toContain('Sorry, this store is currently not available.');
      expect(await page.title()).toBe('Store Inactive');
      expect(await page.getByTestId('home-link').getAttribute('href')).toBe('/');
      expect(await page.getByTestId('support-link').getAttribute('href')).toBe('https://closed.example/help');
      expect(await page.getByTestId('powered-by').isVisible()).toBe(true);
      await expectNoAxeViolations(page, `store inactive ${label}`);
      await screenshot(page, 'store-inactive');
      await page.close();
    });

    it('blocks every page of an inactive store, product pages included', async () => {
      const { page } = await openStorePage(browser, INACTIVE, '/gift-card/old-card', viewport);
      await page.getByTestId('store-inactive').waitFor();
      expect(await page.getByTestId('gift-card-detail').count()).toBe(0);
      await page.close();
    });

    it('shows Page not found for an unknown path, with its links', async () => {
      const { page } = await openStorePage(browser, RICH, '/no/such/page', viewport);
      await page.getByTestId('not-found-page').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
      expect(await page.getByTestId('support-link').textContent()).toBe('Contact support');
      expect(await page.getByTestId('support-link').getAttribute('href')).toBe('https://harbor-pine.example/support');
      expect(await page.getByTestId('powered-by').textContent()).toContain('Powered by');
      await expectNoAxeViolations(page, `404 ${label}`);
      await screenshot(page, 'page-not-found');
      await page.getByRole('link', { name: 'Go back home' }).click();
      await page.getByTestId('product-listing').waitFor();
      expect(pathOf(page)).toBe('/');
      await page.close();
    });
  });
});
