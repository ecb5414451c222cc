import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, openBrowser, screenshot, storeUrl, VIEWPORTS, type Browser } from './support/browser';
import {
  loadAllImages,
  openStorePage,
  pathOf,
  RICH,
  SINGLE,
  textOf,
  textsOf,
  withoutPageData,
  type Viewport,
} from './support/storefront';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openGiftCard(slug: string, viewport: Viewport = DESKTOP, query = '', store = RICH) {
  const opened = await openStorePage(browser, store, `/gift-card/${slug}${query}`, viewport);
  await opened.page.getByTestId('gift-card-detail').waitFor();
  return opened.page;
}

const checkedAmount = (page: Page) =>
  page.getByTestId('amount-picker').locator('label:has(input:checked)').textContent();
const isDisabled = (page: Page, testId: string) => page.getByTestId(testId).isDisabled();

describe('gift card detail (product §2 Gift card detail, §5 Product pages)', () => {
  it.each(VIEWPORTS)(
    'shows image, name, description and the first amount preselected at %s',
    async (label, viewport) => {
      const page = await openGiftCard('classic-gift-card', viewport);
      expect(await textOf(page, 'product-title')).toBe('Classic Gift Card');
      expect(await textOf(page, 'product-description')).toContain('The gift that always fits');
      expect(await checkedAmount(page)).toBe('$25.00');
      expect(await textsOf(page, 'amount-picker')).toEqual(['Choose an amount$25.00$50.00$100.00$200.00Custom']);
      expect(await page.getByTestId('hero-image').getAttribute('alt')).toBe('Classic card in harbour blue');
      await expectNoAxeViolations(page, `gift card ${label}`);
      await loadAllImages(page);
      await screenshot(page, 'gift-card');
      await page.close();
    },
  );

  it('renders merchant HTML sanitized: no script runs, no event handler, no javascript: link', async () => {
    const page = await openGiftCard('classic-gift-card');
    const description = page.getByTestId('product-description');
    expect(await description.locator('script, [onmouseover]').count()).toBe(0);
    expect(await description.locator('a', { hasText: 'Read our story' }).getAttribute('href')).toBeNull();
    await description.hover();
    expect(await page.evaluate(() => (window as unknown as { __e2eInjected?: boolean }).__e2eInjected)).toBeUndefined();
    await page.close();
  });

  it('changes the price and total with the chosen amount and quantity', async () => {
    const page = await openGiftCard('classic-gift-card');
    await page.getByTestId('amount-c100').click();
    expect(await textOf(page, 'product-price')).toBe('$100.00');
    await page.getByTestId('quantity-increase').click();
    expect(await textOf(page, 'total')).toBe('$200.00');
    await page.close();
  });

  it('moves between amounts with the arrow keys', async () => {
    const page = await openGiftCard('classic-gift-card');
    await page.getByTestId('amount-c25').focus();
    // Held like a person's key press: Radix checks the radio that focus lands on while the key is down.
    await page.keyboard.down('ArrowRight');
    await expect.poll(() => checkedAmount(page)).toBe('$50.00');
    await page.keyboard.up('ArrowRight');
    await page.close();
  });

  it('accepts only digits and one decimal point in the custom amount, and no buying at 0', async () => {
    const page = await openGiftCard('classic-gift-card');
    expect(await page.getByTestId('custom-amount-input').count()).toBe(0);
    await page.getByTestId('amount-custom').click();
    const input = page.getByTestId('custom-amount-input');
    expect(await input.inputValue()).toBe('');
    expect(await isDisabled(page, 'buy-now')).toBe(true);
    expect(await isDisabled(page, 'add-to-cart')).toBe(true);
    await input.pressSequentially('-4a2.5.0x');
    expect(await input.inputValue()).toBe('42.50');
    expect(await textOf(page, 'product-price')).toBe('$42.50');
    expect(await isDisabled(page, 'buy-now')).toBe(false);
    await input.fill('0');
    expect(await isDisabled(page, 'add-to-cart')).toBe(true);
    await expectNoAxeViolations(page, 'custom amount');
    await page.close();
  });

  it('refuses a custom amount above the most a card may hold', async () => {
    const page = await openGiftCard('classic-gift-card');
    await page.getByTestId('amount-custom').click();
    await page.getByTestId('custom-amount-input').fill('2000.01');
    expect(await textOf(page, 'custom-amount-hint')).toBe('The most a gift card can hold is $2,000.00.');
    expect(await isDisabled(page, 'buy-now')).toBe(true);
    await page.getByTestId('custom-amount-input').fill('2000');
    expect(await isDisabled(page, 'buy-now')).toBe(false);
    await screenshot(page, 'gift-card-custom');
    await page.close();
  });

  it('hides Custom when the product hides custom amounts', async () => {
    const page = await openGiftCard('premium-gift-card');
    expect(await page.getByTestId('amount-custom').count()).toBe(0);
    await page.close();
  });

  it('hides Custom when the store hides custom amounts', async () => {
    const page = await openGiftCard('book-token', DESKTOP, '', SINGLE);
    expect(await page.getByTestId('amount-custom').count()).toBe(0);
    await page.close();
  });

  it('shows a design picker when there are several images and the hero follows the choice', async () => {
    const page = await openGiftCard('classic-gift-card');
    const designs = page.getByTestId('design-picker').getByRole('radio');
    expect(await designs.count()).toBe(3);
    await page.getByRole('radio', { name: 'Sunset' }).click();
    expect(await page.getByTestId('hero-image').getAttribute('src')).toMatch(/classic-sunset\.svg$/);
    expect(await textOf(page, 'design-name')).toBe('Design: Sunset');
    await page.close();
  });

  it('has no design picker with a single image', async () => {
    const page = await openGiftCard('book-token', DESKTOP, '', SINGLE);
    expect(await page.getByTestId('design-picker').count()).toBe(0);
    await page.close();
  });

  it('never lets the quantity go below 1', async () => {
    const page = await openGiftCard('classic-gift-card');
    const input = page.getByTestId('quantity-input');
    expect(await isDisabled(page, 'quantity-decrease')).toBe(true);
    await input.fill('0');
    await input.blur();
    expect(await input.inputValue()).toBe('1');
    await input.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await input.inputValue()).toBe('3');
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowDown');
    expect(await input.inputValue()).toBe('1');
    expect(await page.getByLabel('Quantity', { exact: true }).count()).toBe(1);
    await page.close();
  });

  it('shows how many are left, and disables buying when sold out', async () => {
    const birthday = await openGiftCard('birthday-gift-card');
    expect(await textOf(birthday, 'availability-badge')).toBe('12 left');
    await birthday.close();
    const limited = await openGiftCard('limited-edition-card');
    expect(await textOf(limited, 'availability-badge')).toBe('Sold out');
    for (const button of ['add-to-cart', 'buy-now', 'send-as-gift'])
      expect(await isDisabled(limited, button)).toBe(true);
    await limited.close();
  });

  it('opens Details and Terms and conditions as collapsible sections', async () => {
    const page = await openGiftCard('classic-gift-card');
    const details = page.getByTestId('details-section');
    expect(await details.getByText('Redeemable in store and online').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Details' }).click();
    expect(await details.getByText('Redeemable in store and online').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Terms and conditions' }).click();
    expect(await page.getByTestId('terms-section').getByText('cannot be exchanged for cash').isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'sections open');
    await page.close();
  });

  it('shows only the sections that have content', async () => {
    const page = await openGiftCard('limited-edition-card');
    expect(await page.getByTestId('details-section').count()).toBe(0);
    expect(await page.getByTestId('terms-section').count()).toBe(1);
    await page.close();
  });

  it('has Add to cart and Buy Now inline at 1280 px and in a fixed bottom bar at 390 px', async () => {
    const desktop = await openGiftCard('classic-gift-card', DESKTOP);
    expect(await desktop.getByTestId('add-to-cart').isVisible()).toBe(true);
    expect(await desktop.getByTestId('buy-now').textContent()).toBe('Buy Now');
    expect(await desktop.getByTestId('mobile-buy-bar').isVisible()).toBe(false);
    await desktop.close();
    const mobile = await openGiftCard('classic-gift-card', MOBILE);
    expect(await mobile.getByTestId('add-to-cart').isVisible()).toBe(false);
    const bar = mobile.getByTestId('mobile-buy-bar');
    expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect(await textsOf(mobile, 'mobile-add-to-cart')).toEqual(['Add to Cart']);
    expect(await textsOf(mobile, 'mobile-buy-now')).toEqual(['Buy Now']);
    expect(await mobile.getByTestId('send-as-gift').isVisible()).toBe(true);
    const box = await bar.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(MOBILE.height);
    await mobile.close();
  });

  it("shows 'Back to gift cards' when not embedded and the store has more than one product", async () => {
    const page = await openGiftCard('classic-gift-card');
    await page.getByTestId('back-link').click();
    await page.getByTestId('product-listing').waitFor();
    expect(pathOf(page)).toBe('/');
    await page.close();
  });

  it.each(VIEWPORTS)('hides the back link and the navigation when embedded at %s', async (label, viewport) => {
    const page = await openGiftCard('classic-gift-card', viewport, '?embed=true');
    await page.getByTestId('related-products').waitFor();
    expect(await page.getByTestId('back-link').count()).toBe(0);
    expect(await page.getByTestId('main-nav').count()).toBe(0);
    await expectNoAxeViolations(page, `embedded gift card ${label}`);
    await screenshot(page, 'gift-card-embedded');
    await page.close();
  });

  it('hides the back link when the store has a single product', async () => {
    const page = await openGiftCard('book-token', DESKTOP, '', SINGLE);
    expect(await page.getByTestId('back-link').count()).toBe(0);
    await page.close();
  });

  it("suggests up to 4 other products under 'You may also like' with View details links", async () => {
    const page = await openGiftCard('classic-gift-card');
    const related = page.getByTestId('related-product');
    await related.first().waitFor();
    expect(await related.count()).toBe(4);
    expect(await page.getByTestId('related-products').getByText('Classic Gift Card', { exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: 'View details of Premium Gift Card' }).click();
    await expect.poll(() => textOf(page, 'product-title')).toBe('Premium Gift Card');
    expect(pathOf(page)).toBe('/gift-card/premium-gift-card');
    expect(await checkedAmount(page)).toBe('$300.00');
    await page.close();
  });

  it("says 'Gift card not found' for an unknown slug", async () => {
    const { page } = await openStorePage(browser, RICH, '/gift-card/no-such-card');
    await page.getByTestId('product-not-found').waitFor();
    expect(await page.getByRole('heading', { name: 'Gift card not found' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'gift card not found');
    await screenshot(page, 'gift-card-not-found');
    await page.close();
  });

  it("says 'Invalid product type' for a voucher's slug", async () => {
    const { page } = await openStorePage(browser, RICH, '/gift-card/spa-day');
    await page.getByTestId('product-invalid-type').waitFor();
    expect(await page.getByRole('heading', { name: 'Invalid product type' }).isVisible()).toBe(true);
    await page.close();
  });

  it("says 'No slug provided' without a slug", async () => {
    const { page } = await openStorePage(browser, RICH, '/gift-card');
    await page.getByTestId('product-no-slug').waitFor();
    expect(await page.getByRole('heading', { name: 'No slug provided' }).isVisible()).toBe(true);
    await page.close();
  });

  it('says the details failed to load when the server fails', async () => {
    const page = await browser.newPage();
    await withoutPageData(page);
    await page.route('**/api/Store/GetProductBySlug/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await page.goto(storeUrl(RICH, '/gift-card/classic-gift-card'));
    await page.getByTestId('product-error').waitFor();
    expect(await textOf(page, 'product-error')).toContain('Failed to load gift card details. Please try again later.');
    await page.close();
  });
});
