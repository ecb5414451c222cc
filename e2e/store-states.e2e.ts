import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { screenshot, storeUrl, VIEWPORTS } from './support/browser';
import { INACTIVE, openStorePage, pathOf, RICH, waitForShop, withoutPageData } from './support/storefront';

test.describe('store states (product §4 Store, §8)', () => {
  test("shows 'Loading...' while the branding loads", async ({ site }) => {
    const page = await site.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await withoutPageData(page);
    await page.route('**/api/Store/StoreSettings', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(storeUrl(RICH, '/'));
    await page.getByText('Loading...').waitFor();
    await expect(page.getByRole('status').first()).toContainText('Loading...');
    release();
    await waitForShop(page);
    await page.close();
  });

  for (const [label, viewport] of VIEWPORTS)
    test.describe(`at ${label}`, () => {
      test('shows Store not found for an unknown store', async ({ site }) => {
        const { page } = await openStorePage(site, 'no-such-store', '/', viewport);
        await page.getByTestId('store-not-found').waitFor();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Store not found');
        await expect(page.getByTestId('store-not-found').first()).toContainText(
          "The store you're looking for doesn't exist or is not available.",
        );
        await expect(page).toHaveTitle('Store not found');
        await expect(page.getByTestId('site-header')).toHaveCount(0);
        await expectNoAxeViolations(page, `store not found ${label}`);
        await screenshot(page, 'store-not-found');
        await page.close();
      });

      test('shows the inactive page, titled Store Inactive, with home and support links', async ({ site }) => {
        const { page } = await openStorePage(site, INACTIVE, '/', viewport);
        await page.getByTestId('store-inactive').waitFor();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Store is not active');
        await expect(page.getByTestId('store-inactive').first()).toContainText(
          'Sorry, this store is currently not available.',
        );
        await expect(page).toHaveTitle('Store Inactive');
        await expect(page.getByTestId('home-link')).toHaveAttribute('href', '/');
        await expect(page.getByTestId('support-link')).toHaveAttribute('href', 'https://closed.example/help');
        await expect(page.getByTestId('powered-by')).toBeVisible();
        await expectNoAxeViolations(page, `store inactive ${label}`);
        await screenshot(page, 'store-inactive');
        await page.close();
      });

      test('blocks every page of an inactive store, product pages included', async ({ site }) => {
        const { page } = await openStorePage(site, INACTIVE, '/gift-card/old-card', viewport);
        await page.getByTestId('store-inactive').waitFor();
        await expect(page.getByTestId('gift-card-detail')).toHaveCount(0);
        await page.close();
      });

      test('shows Page not found for an unknown path, with its links', async ({ site }) => {
        const { page } = await openStorePage(site, RICH, '/no/such/page', viewport);
        await page.getByTestId('not-found-page').waitFor();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
        await expect(page.getByTestId('support-link')).toHaveText('Contact support');
        await expect(page.getByTestId('support-link')).toHaveAttribute('href', 'https://harbor-pine.example/support');
        await expect(page.getByTestId('powered-by')).toContainText('Powered by');
        await expectNoAxeViolations(page, `404 ${label}`);
        await screenshot(page, 'page-not-found');
        await page.getByRole('link', { name: 'Go back home' }).click();
        await page.getByTestId('product-listing').waitFor();
        expect(pathOf(page)).toBe('/');
        await page.close();
      });
    });
});
