import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, openBrowser, screenshot, storeUrl, VIEWPORTS, type Browser } from './support/browser';
import { loadAllImages, openStorePage, RICH, textOf, withoutPageData, type Viewport } from './support/storefront';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openVoucher(slug: string, viewport: Viewport = DESKTOP, query = '') {
  const { page } = await openStorePage(browser, RICH, `/voucher/${slug}${query}`, viewport);
  await page.getByTestId('voucher-detail').waitFor();
  return page;
}

/** Which slide the carousel shows, from its dots (1-based). */
const currentSlide = (page: Page) =>
  page
    .getByTestId('gallery-dot')
    .evaluateAll((dots) => dots.findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1);

/** A horizontal drag across the carousel, as a finger would swipe. */
async function swipe(page: Page, dx: number) {
  const box = (await page.getByTestId('gallery-track').boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 3 });
  await page.mouse.move(x + dx, y, { steps: 3 });
  await page.mouse.up();
}

describe('voucher detail (product §2 Voucher detail)', () => {
  it.each(VIEWPORTS)('shows gallery, name, price, description and options at %s', async (label, viewport) => {
    const page = await openVoucher('spa-day', viewport);
    expect(await textOf(page, 'product-title')).toBe('Spa Day for Two');
    expect(await textOf(page, 'product-price')).toBe('$120.00');
    expect(await textOf(page, 'product-description')).toContain('A day of calm at our waterfront spa');
    await expectNoAxeViolations(page, `voucher ${label}`);
    await loadAllImages(page);
    await screenshot(page, 'voucher');
    await page.close();
  });

  it('swipes the carousel at 390 px once the finger travels 40 px', async () => {
    const page = await openVoucher('spa-day', MOBILE);
    expect(await page.getByTestId('gallery-carousel').isVisible()).toBe(true);
    expect(await page.getByTestId('gallery-thumbnails').isVisible()).toBe(false);
    expect(await currentSlide(page)).toBe(1);
    await swipe(page, -30);
    expect(await currentSlide(page)).toBe(1);
    await swipe(page, -60);
    expect(await currentSlide(page)).toBe(2);
    await swipe(page, -45);
    expect(await currentSlide(page)).toBe(3);
    await swipe(page, 70);
    expect(await currentSlide(page)).toBe(2);
    await page.close();
  });

  it('moves the carousel with its arrows and dots', async () => {
    const page = await openVoucher('spa-day', MOBILE);
    expect(await page.getByTestId('gallery-previous').isDisabled()).toBe(true);
    await page.getByTestId('gallery-next').click();
    expect(await currentSlide(page)).toBe(2);
    await page.getByRole('button', { name: 'Show image 4 of 4' }).click();
    expect(await currentSlide(page)).toBe(4);
    expect(await page.getByTestId('gallery-next').isDisabled()).toBe(true);
    await page.getByTestId('gallery-previous').click();
    expect(await currentSlide(page)).toBe(3);
    await page.close();
  });

  it('shows thumbnails in 4 columns at 1280 px and the chosen one above', async () => {
    const page = await openVoucher('spa-day', DESKTOP);
    expect(await page.getByTestId('gallery-carousel').isVisible()).toBe(false);
    const tops = await page
      .getByTestId('gallery-thumbnail')
      .evaluateAll((thumbs) => thumbs.map((t) => Math.round(t.getBoundingClientRect().top)));
    expect(tops).toHaveLength(4);
    expect(new Set(tops).size).toBe(1);
    await page.getByRole('button', { name: 'Show image 3 of 4: Wooden sauna' }).click();
    expect(await page.getByTestId('gallery-main-image').getAttribute('src')).toMatch(/spa-3\.svg$/);
    await page.close();
  });

  it('offers the denominations as radio options and prices the chosen one', async () => {
    const page = await openVoucher('spa-day');
    const options = page.getByTestId('denomination-options').getByRole('radio');
    expect(await options.count()).toBe(2);
    expect(await page.getByTestId('denomination-half').isChecked()).toBe(true);
    await page.getByTestId('denomination-full').click();
    expect(await textOf(page, 'product-price')).toBe('$220.00');
    await page.getByTestId('quantity-increase').click();
    expect(await textOf(page, 'total')).toBe('$440.00');
    await page.close();
  });

  it('shows no options for a single denomination and no Custom amount', async () => {
    const page = await openVoucher('dinner-voucher');
    expect(await page.getByTestId('denomination-options').count()).toBe(0);
    expect(await page.getByTestId('amount-custom').count()).toBe(0);
    expect(await textOf(page, 'product-price')).toBe('$85.00');
    await page.close();
  });

  it("labels its buttons 'Send as gift', 'Add to cart' and 'Buy now'", async () => {
    const page = await openVoucher('dinner-voucher');
    expect(await textOf(page, 'send-as-gift')).toBe('Send as gift');
    expect(await textOf(page, 'add-to-cart')).toBe('Add to cart');
    expect(await textOf(page, 'buy-now')).toBe('Buy now');
    await page.close();
  });

  it('sells a voucher without denominations at its price', async () => {
    const page = await openVoucher('coffee-tasting');
    expect(await textOf(page, 'product-price')).toBe('$35.00');
    expect(await page.getByTestId('buy-now').isDisabled()).toBe(false);
    await page.close();
  });

  it("says 'Price unavailable' and cannot be bought without any price", async () => {
    const page = await openVoucher('mystery-experience');
    expect(await textOf(page, 'product-price')).toBe('Price unavailable');
    expect(await page.getByTestId('buy-now').isDisabled()).toBe(true);
    expect(await page.getByTestId('send-as-gift').isDisabled()).toBe(true);
    await page.close();
  });

  it('opens Details and Terms and conditions as accordions', async () => {
    const page = await openVoucher('spa-day');
    await page.getByRole('button', { name: 'Details' }).click();
    expect(await page.getByTestId('details-section').getByText('Afternoon tea').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Terms and conditions' }).click();
    expect(await page.getByTestId('terms-section').getByText('Book at least 48 hours ahead').isVisible()).toBe(true);
    await page.close();
  });

  it('has the fixed bottom bar at 390 px', async () => {
    const page = await openVoucher('spa-day', MOBILE);
    expect(await page.getByTestId('mobile-buy-bar').isVisible()).toBe(true);
    expect(await textOf(page, 'mobile-buy-now')).toBe('Buy now');
    expect(await textOf(page, 'mobile-total')).toBe('$120.00');
    await page.close();
  });

  it.each(VIEWPORTS)('hides the back link and navigation under embed at %s', async (label, viewport) => {
    const page = await openVoucher('spa-day', viewport, '?embed=1');
    await page.getByTestId('related-products').waitFor();
    expect(await page.getByTestId('back-link').count()).toBe(0);
    expect(await page.getByTestId('main-nav').count()).toBe(0);
    await expectNoAxeViolations(page, `embedded voucher ${label}`);
    await page.close();
  });

  it('shows the back link when not embedded', async () => {
    const page = await openVoucher('spa-day');
    expect(await textOf(page, 'back-link')).toBe('Back to gift cards');
    await page.close();
  });

  it("says 'Voucher not found' for an unknown slug and 'Invalid product type' for a gift card", async () => {
    const missing = await openStorePage(browser, RICH, '/voucher/no-such-voucher');
    await missing.page.getByTestId('product-not-found').waitFor();
    expect(await missing.page.getByRole('heading', { level: 1 }).textContent()).toBe('Voucher not found');
    await expectNoAxeViolations(missing.page, 'voucher not found');
    await missing.page.close();
    const wrong = await openStorePage(browser, RICH, '/voucher/classic-gift-card');
    await wrong.page.getByTestId('product-invalid-type').waitFor();
    await wrong.page.close();
  });

  it('says the voucher details failed to load when the server fails', async () => {
    const page = await browser.newPage(MOBILE);
    await withoutPageData(page);
    await page.route('**/api/Store/GetProductBySlug/**', (route) =>
      route.fulfill({ status: 502, body: 'Bad gateway' }),
    );
    await page.goto(storeUrl(RICH, '/voucher/spa-day'));
    await page.getByTestId('product-error').waitFor();
    expect(await textOf(page, 'product-error')).toContain('Failed to load voucher details. Please try again later.');
    await expectNoAxeViolations(page, 'voucher error');
    await screenshot(page, 'voucher-error');
    await page.close();
  });
});
