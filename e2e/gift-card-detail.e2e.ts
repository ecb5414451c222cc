import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, holdScripts, MOBILE, screenshot, storeUrl, VIEWPORTS, type Browser } from './support/browser';
import {
  loadAllImages,
  openStorePage,
  pathOf,
  RICH,
  SINGLE,
  textOf,
  waitForHydration,
  withoutPageData,
  type Viewport,
} from './support/storefront';

async function openGiftCard(site: Browser, slug: string, viewport: Viewport = DESKTOP, query = '', store = RICH) {
  const opened = await openStorePage(site, store, `/gift-card/${slug}${query}`, viewport);
  await opened.page.getByTestId('gift-card-detail').waitFor();
  return opened.page;
}

const checkedAmount = (page: Page) => page.getByTestId('amount-picker').locator('label:has(input:checked)');

test.describe('gift card detail (product §2 Gift card detail, §5 Product pages)', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`shows image, name, description and the first amount preselected at ${label}`, async ({ site }) => {
      const page = await openGiftCard(site, 'classic-gift-card', viewport);
      await expect(page.getByTestId('product-title').first()).toHaveText('Classic Gift Card');
      await expect(page.getByTestId('product-description').first()).toContainText('The gift that always fits');
      await expect(checkedAmount(page)).toHaveText('$25.00');
      await expect(page.getByTestId('amount-picker')).toHaveText(['Choose an amount$25.00$50.00$100.00$200.00Custom']);
      await expect(page.getByTestId('hero-image')).toHaveAttribute('alt', 'Classic card in harbour blue');
      await expectNoAxeViolations(page, `gift card ${label}`);
      await loadAllImages(page);
      await screenshot(page, 'gift-card');
      await page.close();
    });

  test('renders merchant HTML sanitized: no script runs, no event handler, no javascript: link', async ({ site }) => {
    const page = await openGiftCard(site, 'classic-gift-card');
    const description = page.getByTestId('product-description');
    await expect(description.locator('script, [onmouseover]')).toHaveCount(0);
    await expect(description.locator('a', { hasText: 'Read our story' })).not.toHaveAttribute('href');
    await description.hover();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __e2eInjected?: boolean }).__e2eInjected))
      .toBeUndefined();
    await page.close();
  });

  test('changes the price and total with the chosen amount and quantity', async ({ site }) => {
    const page = await openGiftCard(site, 'classic-gift-card');
    await page.getByTestId('amount-c100').click();
    await expect(page.getByTestId('product-price').first()).toHaveText('$100.00');
    await page.getByTestId('quantity-increase').click();
    await expect(page.getByTestId('total').first()).toHaveText('$200.00');
    await page.close();
  });

  test('moves between amounts with the arrow keys', async ({ site }) => {
    const page = await openGiftCard(site, 'classic-gift-card');
    await page.getByTestId('amount-c25').focus();
    // Held like a person's key press: Radix checks the radio that focus lands on while the key is down.
    await page.keyboard.down('ArrowRight');
    await expect(checkedAmount(page)).toHaveText('$50.00');
    await page.keyboard.up('ArrowRight');
    await page.close();
  });

  test('accepts only digits and one decimal point in the custom amount, and no buying at 0', async ({ site }) => {
    const page = await openGiftCard(site, 'classic-gift-card');
    await expect(page.getByTestId('custom-amount-input')).toHaveCount(0);
    await page.getByTestId('amount-custom').click();
    const input = page.getByTestId('custom-amount-input');
    await expect(input).toHaveValue('');
    await expect(page.getByTestId('buy-now')).toBeDisabled();
    await expect(page.getByTestId('add-to-cart')).toBeDisabled();
    await input.pressSequentially('-4a2.5.0x');
    await expect(input).toHaveValue('42.50');
    await expect(page.getByTestId('product-price').first()).toHaveText('$42.50');
    await expect(page.getByTestId('buy-now')).toBeEnabled();
    await input.fill('0');
    await expect(page.getByTestId('add-to-cart')).toBeDisabled();
    await expectNoAxeViolations(page, 'custom amount');
    await page.close();
  });

  test('refuses a custom amount above the most a card may hold', async ({ site }) => {
    const page = await openGiftCard(site, 'classic-gift-card');
    await page.getByTestId('amount-custom').click();
    await page.getByTestId('custom-amount-input').fill('2000.01');
    await expect(page.getByTestId('custom-amount-hint').first()).toHaveText(
      'The most a gift card can hold is $2,000.00.',
    );
    await expect(page.getByTestId('buy-now')).toBeDisabled();
    await page.getByTestId('custom-amount-input').fill('2000');
    await expect(page.getByTestId('buy-now')).toBeEnabled();
    await screenshot(page, 'gift-card-custom');
    await page.close();
  });

  test('hides Custom when the product hides custom amounts', async ({ site }) => {
    const page = await openGiftCard(site, 'premium-gift-card');
    await expect(page.getByTestId('amount-custom')).toHaveCount(0);
    await page.close();
  });

  test('hides Custom when the store hides custom amounts', async ({ site }) => {
    const page = await openGiftCard(site, 'book-token', DESKTOP, '', SINGLE);
    await expect(page.getByTestId('amount-custom')).toHaveCount(0);
    await page.close();
  });

  test('shows a design picker when there are several images and the hero follows the choice', async ({ site }) => {
    const page = await openGiftCard(site, 'classic-gift-card');
    const designs = page.getByTestId('design-picker').getByRole('radio');
    await expect(designs).toHaveCount(3);
    await page.getByRole('radio', { name: 'Sunset' }).click();
    await expect(page.getByTestId('hero-image')).toHaveAttribute('src', /classic-sunset\.svg$/);
    await expect(page.getByTestId('design-name').first()).toHaveText('Design: Sunset');
    await page.close();
  });

  test('has no design picker with a single image', async ({ site }) => {
    const page = await openGiftCard(site, 'book-token', DESKTOP, '', SINGLE);
    await expect(page.getByTestId('design-picker')).toHaveCount(0);
    await page.close();
  });

  test('never lets the quantity go below 1', async ({ site }) => {
    const page = await openGiftCard(site, 'classic-gift-card');
    const input = page.getByTestId('quantity-input');
    await expect(page.getByTestId('quantity-decrease')).toBeDisabled();
    await input.fill('0');
    await input.blur();
    await expect(input).toHaveValue('1');
    await input.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(input).toHaveValue('3');
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowDown');
    await expect(input).toHaveValue('1');
    await expect(page.getByLabel('Quantity', { exact: true })).toHaveCount(1);
    await page.close();
  });

  test('shows how many are left, and disables buying when sold out', async ({ site }) => {
    const birthday = await openGiftCard(site, 'birthday-gift-card');
    await expect(birthday.getByTestId('availability-badge').first()).toHaveText('12 left');
    await birthday.close();
    const limited = await openGiftCard(site, 'limited-edition-card');
    await expect(limited.getByTestId('availability-badge').first()).toHaveText('Sold out');
    for (const button of ['add-to-cart', 'buy-now', 'send-as-gift'])
      await expect(limited.getByTestId(button)).toBeDisabled();
    await limited.close();
  });

  test('opens Details and Terms and conditions as collapsible sections', async ({ site }) => {
    const page = await openGiftCard(site, 'classic-gift-card');
    const details = page.getByTestId('details-section');
    await expect(details.getByText('Redeemable in store and online')).toBeHidden();
    await page.getByText('Details', { exact: true }).click();
    await expect(details.getByText('Redeemable in store and online')).toBeVisible();
    await page.getByText('Terms and conditions', { exact: true }).click();
    await expect(page.getByTestId('terms-section').getByText('cannot be exchanged for cash')).toBeVisible();
    await expectNoAxeViolations(page, 'sections open');
    await page.close();
  });

  for (const [label, viewport] of VIEWPORTS)
    test(`opens Details tapped before the page's scripts have run, and keeps it open once they have, at ${label}`, async ({
      site,
    }) => {
      const page = await site.newPage(viewport);
      const scripts = await holdScripts(page);
      await page.goto(storeUrl(RICH, '/gift-card/classic-gift-card'), { waitUntil: 'commit' });
      const details = page.getByTestId('details-section');
      await page.getByText('Details', { exact: true }).click();
      await expect(details.getByText('Redeemable in store and online')).toBeVisible();
      scripts.release();
      await waitForHydration(page.getByTestId('send-as-gift'));
      await expect(details.getByText('Redeemable in store and online')).toBeVisible();
      await page.getByText('Details', { exact: true }).click();
      await expect(details.getByText('Redeemable in store and online')).toBeHidden();
      await page.close();
    });

  test('shows only the sections that have content', async ({ site }) => {
    const page = await openGiftCard(site, 'limited-edition-card');
    await expect(page.getByTestId('details-section')).toHaveCount(0);
    await expect(page.getByTestId('terms-section')).toHaveCount(1);
    await page.close();
  });

  test('has Add to cart and Buy Now inline at 1280 px and in a fixed bottom bar at 390 px', async ({ site }) => {
    const desktop = await openGiftCard(site, 'classic-gift-card', DESKTOP);
    await expect(desktop.getByTestId('add-to-cart')).toBeVisible();
    await expect(desktop.getByTestId('buy-now')).toHaveText('Buy Now');
    await expect(desktop.getByTestId('mobile-buy-bar')).toBeHidden();
    await desktop.close();
    const mobile = await openGiftCard(site, 'classic-gift-card', MOBILE);
    await expect(mobile.getByTestId('add-to-cart')).toBeHidden();
    const bar = mobile.getByTestId('mobile-buy-bar');
    await expect.poll(() => bar.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    await expect(mobile.getByTestId('mobile-add-to-cart')).toHaveText(['Add to Cart']);
    await expect(mobile.getByTestId('mobile-buy-now')).toHaveText(['Buy Now']);
    await expect(mobile.getByTestId('send-as-gift')).toBeVisible();
    const box = await bar.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(MOBILE.height);
    await mobile.close();
  });

  test("shows 'Back to gift cards' when not embedded and the store has more than one product", async ({ site }) => {
    const page = await openGiftCard(site, 'classic-gift-card');
    await page.getByTestId('back-link').click();
    await page.getByTestId('product-listing').waitFor();
    expect(pathOf(page)).toBe('/');
    await page.close();
  });

  for (const [label, viewport] of VIEWPORTS)
    test(`hides the back link and the navigation when embedded at ${label}`, async ({ site }) => {
      const page = await openGiftCard(site, 'classic-gift-card', viewport, '?embed=true');
      await page.getByTestId('related-products').waitFor();
      await expect(page.getByTestId('back-link')).toHaveCount(0);
      await expect(page.getByTestId('main-nav')).toHaveCount(0);
      await expectNoAxeViolations(page, `embedded gift card ${label}`);
      await screenshot(page, 'gift-card-embedded');
      await page.close();
    });

  test('hides the back link when the store has a single product', async ({ site }) => {
    const page = await openGiftCard(site, 'book-token', DESKTOP, '', SINGLE);
    await expect(page.getByTestId('back-link')).toHaveCount(0);
    await page.close();
  });

  test("suggests up to 4 other products under 'You may also like' with View details links", async ({ site }) => {
    const page = await openGiftCard(site, 'classic-gift-card');
    const related = page.getByTestId('related-product');
    await related.first().waitFor();
    await expect(related).toHaveCount(4);
    await expect(page.getByTestId('related-products').getByText('Classic Gift Card', { exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'View details of Premium Gift Card' }).click();
    await expect.poll(() => textOf(page, 'product-title')).toBe('Premium Gift Card');
    expect(pathOf(page)).toBe('/gift-card/premium-gift-card');
    await expect(checkedAmount(page)).toHaveText('$300.00');
    await page.close();
  });

  test("says 'Gift card not found' for an unknown slug", async ({ site }) => {
    const { page } = await openStorePage(site, RICH, '/gift-card/no-such-card');
    await page.getByTestId('product-not-found').waitFor();
    await expect(page.getByRole('heading', { name: 'Gift card not found' })).toBeVisible();
    await expectNoAxeViolations(page, 'gift card not found');
    await screenshot(page, 'gift-card-not-found');
    await page.close();
  });

  test("says 'Invalid product type' for a voucher's slug", async ({ site }) => {
    const { page } = await openStorePage(site, RICH, '/gift-card/spa-day');
    await page.getByTestId('product-invalid-type').waitFor();
    await expect(page.getByRole('heading', { name: 'Invalid product type' })).toBeVisible();
    await page.close();
  });

  test("says 'No slug provided' without a slug", async ({ site }) => {
    const { page } = await openStorePage(site, RICH, '/gift-card');
    await page.getByTestId('product-no-slug').waitFor();
    await expect(page.getByRole('heading', { name: 'No slug provided' })).toBeVisible();
    await page.close();
  });

  test('says the details failed to load when the server fails', async ({ site }) => {
    const page = await site.newPage();
    await withoutPageData(page);
    await page.route('**/api/Store/GetProductBySlug/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await page.goto(storeUrl(RICH, '/gift-card/classic-gift-card'));
    await page.getByTestId('product-error').waitFor();
    await expect(page.getByTestId('product-error').first()).toContainText(
      'Failed to load gift card details. Please try again later.',
    );
    await page.close();
  });
});
