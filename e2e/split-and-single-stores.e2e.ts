import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot, storeUrl, VIEWPORTS } from './support/browser';
import { openStorePage, pathOf, SINGLE, SPLIT, waitForShop } from './support/storefront';

test.describe('split navigation store (product §2 Header, Home and listings)', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`shows only gift cards on the home page, without a category filter, at ${label}`, async ({ site }) => {
      const { page } = await openStorePage(site, SPLIT, '/', viewport);
      await page.getByTestId('product-card').first().waitFor();
      await expect(page.getByTestId('product-card-link')).toHaveText(['Cafe Gift Card', 'Treat Card']);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gift cards');
      await expect(page.getByTestId('category-filter')).toHaveCount(0);
      await expect(page.getByTestId('product-card-price')).toHaveText(['From €10.00', '€15.00']);
      await expectNoAxeViolations(page, `split home ${label}`);
      await screenshot(page, 'split-home');
      await page.close();
    });

  test('links Gift Cards and Vouchers, and hides Check Balance', async ({ site }) => {
    const { page } = await openStorePage(site, SPLIT, '/', DESKTOP);
    await waitForShop(page);
    await expect(page.getByTestId('main-nav').getByRole('link')).toHaveText(['Gift Cards', 'Vouchers']);
    await page.close();
    const mobile = await openStorePage(site, SPLIT, '/', MOBILE);
    await waitForShop(mobile.page);
    await mobile.page.getByTestId('mobile-menu-button').click();
    await mobile.page.getByTestId('mobile-menu').waitFor();
    await expect(mobile.page.getByTestId('mobile-menu').getByRole('link')).toHaveText(['Gift Cards', 'Vouchers']);
    await mobile.page.close();
  });

  test('sends /vouchers straight to its only voucher, replacing history', async ({ site }) => {
    const { page } = await openStorePage(site, SPLIT, '/', DESKTOP);
    await page.getByTestId('product-card').first().waitFor();
    await page.getByTestId('nav-vouchers').click();
    await page.getByTestId('voucher-detail').waitFor();
    expect(pathOf(page)).toBe('/voucher/brunch-voucher');
    await page.goBack();
    await page.getByTestId('product-card').first().waitFor();
    expect(pathOf(page)).toBe('/');
    await page.close();
  });
});

test.describe('single-product store', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`sends the home page straight to the only product, replacing history, at ${label}`, async ({ site }) => {
      const page = await site.newPage(viewport);
      await page.goto(storeUrl(SINGLE, '/no-such-page'));
      await page.getByTestId('not-found-page').waitFor();
      await page.goto(storeUrl(SINGLE, '/'));
      await page.getByTestId('gift-card-detail').waitFor();
      expect(pathOf(page)).toBe('/gift-card/book-token');
      await expect(page.getByTestId('product-price').first()).toHaveText('£10.00');
      await expectNoAxeViolations(page, `single product ${label}`);
      await screenshot(page, 'single-product');
      await page.goBack();
      await page.getByTestId('not-found-page').waitFor();
      expect(pathOf(page)).toBe('/no-such-page');
      await page.close();
    });

  test('keeps the listing when a category is given', async ({ site }) => {
    const { page } = await openStorePage(site, SINGLE, '/?category=GiftCard');
    await page.getByTestId('product-card').first().waitFor();
    expect(pathOf(page)).toBe('/?category=GiftCard');
    await expect(page.getByTestId('product-card')).toHaveCount(1);
    await page.close();
  });

  test('keeps embed while redirecting', async ({ site }) => {
    const { page } = await openStorePage(site, SINGLE, '/?embed=true');
    await page.getByTestId('gift-card-detail').waitFor();
    expect(pathOf(page)).toBe('/gift-card/book-token?embed=true');
    await page.close();
  });
});
