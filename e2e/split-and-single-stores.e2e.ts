import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, openBrowser, screenshot, storeUrl, VIEWPORTS, type Browser } from './support/browser';
import { openStorePage, pathOf, SINGLE, SPLIT, textOf, waitForShop } from './support/storefront';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('split navigation store (product §2 Header, Home and listings)', () => {
  it.each(VIEWPORTS)(
    'shows only gift cards on the home page, without a category filter, at %s',
    async (label, viewport) => {
      const { page } = await openStorePage(browser, SPLIT, '/', viewport);
      await page.getByTestId('product-card').first().waitFor();
      expect(await page.getByTestId('product-card-link').allTextContents()).toEqual(['Cafe Gift Card', 'Treat Card']);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Gift cards');
      expect(await page.getByTestId('category-filter').count()).toBe(0);
      expect(await page.getByTestId('product-card-price').allTextContents()).toEqual(['From €10.00', '€15.00']);
      await expectNoAxeViolations(page, `split home ${label}`);
      await screenshot(page, 'split-home');
      await page.close();
    },
  );

  it('links Gift Cards and Vouchers, and hides Check Balance', async () => {
    const { page } = await openStorePage(browser, SPLIT, '/', DESKTOP);
    await waitForShop(page);
    expect(await page.getByTestId('main-nav').getByRole('link').allTextContents()).toEqual(['Gift Cards', 'Vouchers']);
    await page.close();
    const mobile = await openStorePage(browser, SPLIT, '/', MOBILE);
    await waitForShop(mobile.page);
    await mobile.page.getByTestId('mobile-menu-button').click();
    await mobile.page.getByTestId('mobile-menu').waitFor();
    expect(await mobile.page.getByTestId('mobile-menu').getByRole('link').allTextContents()).toEqual([
      'Gift Cards',
      'Vouchers',
    ]);
    await mobile.page.close();
  });

  it('sends /vouchers straight to its only voucher, replacing history', async () => {
    const { page } = await openStorePage(browser, SPLIT, '/', DESKTOP);
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

describe('single-product store', () => {
  it.each(VIEWPORTS)(
    'sends the home page straight to the only product, replacing history, at %s',
    async (label, viewport) => {
      const page = await browser.newPage(viewport);
      await page.goto(storeUrl(SINGLE, '/no-such-page'));
      await page.getByTestId('not-found-page').waitFor();
      await page.goto(storeUrl(SINGLE, '/'));
      await page.getByTestId('gift-card-detail').waitFor();
      expect(pathOf(page)).toBe('/gift-card/book-token');
      expect(await textOf(page, 'product-price')).toBe('£10.00');
      await expectNoAxeViolations(page, `single product ${label}`);
      await screenshot(page, 'single-product');
      await page.goBack();
      await page.getByTestId('not-found-page').waitFor();
      expect(pathOf(page)).toBe('/no-such-page');
      await page.close();
    },
  );

  it('keeps the listing when a category is given', async () => {
    const { page } = await openStorePage(browser, SINGLE, '/?category=GiftCard');
    await page.getByTestId('product-card').first().waitFor();
    expect(pathOf(page)).toBe('/?category=GiftCard');
    expect(await page.getByTestId('product-card').count()).toBe(1);
    await page.close();
  });

  it('keeps embed while redirecting', async () => {
    const { page } = await openStorePage(browser, SINGLE, '/?embed=true');
    await page.getByTestId('gift-card-detail').waitFor();
    expect(pathOf(page)).toBe('/gift-card/book-token?embed=true');
    await page.close();
  });
});
