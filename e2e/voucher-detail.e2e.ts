import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot, storeUrl, VIEWPORTS, type Browser } from './support/browser';
import { loadAllImages, openStorePage, RICH, withoutPageData, type Viewport } from './support/storefront';

async function openVoucher(site: Browser, slug: string, viewport: Viewport = DESKTOP, query = '') {
  const { page } = await openStorePage(site, RICH, `/voucher/${slug}${query}`, viewport);
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

test.describe('voucher detail (product §2 Voucher detail)', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`shows gallery, name, price, description and options at ${label}`, async ({ site }) => {
      const page = await openVoucher(site, 'spa-day', viewport);
      await expect(page.getByTestId('product-title').first()).toHaveText('Spa Day for Two');
      await expect(page.getByTestId('product-price').first()).toHaveText('$120.00');
      await expect(page.getByTestId('product-description').first()).toContainText(
        'A day of calm at our waterfront spa',
      );
      await expectNoAxeViolations(page, `voucher ${label}`);
      await loadAllImages(page);
      await screenshot(page, 'voucher');
      await page.close();
    });

  test('swipes the carousel at 390 px once the finger travels 40 px', async ({ site }) => {
    const page = await openVoucher(site, 'spa-day', MOBILE);
    await expect(page.getByTestId('gallery-carousel')).toBeVisible();
    await expect(page.getByTestId('gallery-thumbnails')).toBeHidden();
    await expect.poll(() => currentSlide(page)).toBe(1);
    await swipe(page, -30);
    await expect.poll(() => currentSlide(page)).toBe(1);
    await swipe(page, -60);
    await expect.poll(() => currentSlide(page)).toBe(2);
    await swipe(page, -45);
    await expect.poll(() => currentSlide(page)).toBe(3);
    await swipe(page, 70);
    await expect.poll(() => currentSlide(page)).toBe(2);
    await page.close();
  });

  test('moves the carousel with its arrows and dots', async ({ site }) => {
    const page = await openVoucher(site, 'spa-day', MOBILE);
    await expect(page.getByTestId('gallery-previous')).toBeDisabled();
    await page.getByTestId('gallery-next').click();
    await expect.poll(() => currentSlide(page)).toBe(2);
    await page.getByRole('button', { name: 'Show image 4 of 4' }).click();
    await expect.poll(() => currentSlide(page)).toBe(4);
    await expect(page.getByTestId('gallery-next')).toBeDisabled();
    await page.getByTestId('gallery-previous').click();
    await expect.poll(() => currentSlide(page)).toBe(3);
    await page.close();
  });

  test('shows thumbnails in 4 columns at 1280 px and the chosen one above', async ({ site }) => {
    const page = await openVoucher(site, 'spa-day', DESKTOP);
    await expect(page.getByTestId('gallery-carousel')).toBeHidden();
    const tops = await page
      .getByTestId('gallery-thumbnail')
      .evaluateAll((thumbs) => thumbs.map((t) => Math.round(t.getBoundingClientRect().top)));
    expect(tops).toHaveLength(4);
    expect(new Set(tops).size).toBe(1);
    await page.getByRole('button', { name: 'Show image 3 of 4: Wooden sauna' }).click();
    await expect(page.getByTestId('gallery-main-image')).toHaveAttribute('src', /spa-3\.svg$/);
    await page.close();
  });

  test('offers the denominations as radio options and prices the chosen one', async ({ site }) => {
    const page = await openVoucher(site, 'spa-day');
    const options = page.getByTestId('denomination-options').getByRole('radio');
    await expect(options).toHaveCount(2);
    await expect(page.getByTestId('denomination-half')).toBeChecked();
    await page.getByTestId('denomination-full').click();
    await expect(page.getByTestId('product-price').first()).toHaveText('$220.00');
    await page.getByTestId('quantity-increase').click();
    await expect(page.getByTestId('total').first()).toHaveText('$440.00');
    await page.close();
  });

  test('shows no options for a single denomination and no Custom amount', async ({ site }) => {
    const page = await openVoucher(site, 'dinner-voucher');
    await expect(page.getByTestId('denomination-options')).toHaveCount(0);
    await expect(page.getByTestId('amount-custom')).toHaveCount(0);
    await expect(page.getByTestId('product-price').first()).toHaveText('$85.00');
    await page.close();
  });

  test("labels its buttons 'Send as gift', 'Add to cart' and 'Buy now'", async ({ site }) => {
    const page = await openVoucher(site, 'dinner-voucher');
    await expect(page.getByTestId('send-as-gift').first()).toHaveText('Send as gift');
    await expect(page.getByTestId('add-to-cart').first()).toHaveText('Add to cart');
    await expect(page.getByTestId('buy-now').first()).toHaveText('Buy now');
    await page.close();
  });

  test('sells a voucher without denominations at its price', async ({ site }) => {
    const page = await openVoucher(site, 'coffee-tasting');
    await expect(page.getByTestId('product-price').first()).toHaveText('$35.00');
    await expect(page.getByTestId('buy-now')).not.toBeDisabled();
    await page.close();
  });

  test("says 'Price unavailable' and cannot be bought without any price", async ({ site }) => {
    const page = await openVoucher(site, 'mystery-experience');
    await expect(page.getByTestId('product-price').first()).toHaveText('Price unavailable');
    await expect(page.getByTestId('buy-now')).toBeDisabled();
    await expect(page.getByTestId('send-as-gift')).toBeDisabled();
    await page.close();
  });

  test('opens Details and Terms and conditions as accordions', async ({ site }) => {
    const page = await openVoucher(site, 'spa-day');
    await page.getByText('Details', { exact: true }).click();
    await expect(page.getByTestId('details-section').getByText('Afternoon tea')).toBeVisible();
    await page.getByText('Terms and conditions', { exact: true }).click();
    await expect(page.getByTestId('terms-section').getByText('Book at least 48 hours ahead')).toBeVisible();
    await page.close();
  });

  test('has the fixed bottom bar at 390 px', async ({ site }) => {
    const page = await openVoucher(site, 'spa-day', MOBILE);
    await expect(page.getByTestId('mobile-buy-bar')).toBeVisible();
    await expect(page.getByTestId('mobile-buy-now').first()).toHaveText('Buy now');
    await expect(page.getByTestId('mobile-total').first()).toHaveText('$120.00');
    await page.close();
  });

  for (const [label, viewport] of VIEWPORTS)
    test(`hides the back link and navigation under embed at ${label}`, async ({ site }) => {
      const page = await openVoucher(site, 'spa-day', viewport, '?embed=1');
      await page.getByTestId('related-products').waitFor();
      await expect(page.getByTestId('back-link')).toHaveCount(0);
      await expect(page.getByTestId('main-nav')).toHaveCount(0);
      await expectNoAxeViolations(page, `embedded voucher ${label}`);
      await page.close();
    });

  test('shows the back link when not embedded', async ({ site }) => {
    const page = await openVoucher(site, 'spa-day');
    await expect(page.getByTestId('back-link').first()).toHaveText('Back to gift cards');
    await page.close();
  });

  test("says 'Voucher not found' for an unknown slug and 'Invalid product type' for a gift card", async ({ site }) => {
    const missing = await openStorePage(site, RICH, '/voucher/no-such-voucher');
    await missing.page.getByTestId('product-not-found').waitFor();
    await expect(missing.page.getByRole('heading', { level: 1 })).toHaveText('Voucher not found');
    await expectNoAxeViolations(missing.page, 'voucher not found');
    await missing.page.close();
    const wrong = await openStorePage(site, RICH, '/voucher/classic-gift-card');
    await wrong.page.getByTestId('product-invalid-type').waitFor();
    await wrong.page.close();
  });

  test('says the voucher details failed to load when the server fails', async ({ site }) => {
    const page = await site.newPage(MOBILE);
    await withoutPageData(page);
    await page.route('**/api/Store/GetProductBySlug/**', (route) =>
      route.fulfill({ status: 502, body: 'Bad gateway' }),
    );
    await page.goto(storeUrl(RICH, '/voucher/spa-day'));
    await page.getByTestId('product-error').waitFor();
    await expect(page.getByTestId('product-error').first()).toContainText(
      'Failed to load voucher details. Please try again later.',
    );
    await expectNoAxeViolations(page, 'voucher error');
    await screenshot(page, 'voucher-error');
    await page.close();
  });
});
