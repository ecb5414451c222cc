import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { openBrowser, screenshot, storeUrl, VIEWPORTS, type Browser } from './support/browser';
import {
  applyPromo,
  CHECKOUT,
  fillCard,
  openCheckout,
  seedCart,
  TEST_CARDS,
  waitForCardForm,
} from './support/checkout';
import { textOf, textsOf } from './support/storefront';

/** Issue 16: the cart's estimated total, postal items in the summary, quiet new fields, the phone's Pay bar. */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const shippable = [{ slug: 'everyday-gift-card', denomination: 'e50' }];
const isPhone = (width: number) => width < 768;

describe('the cart’s total', () => {
  it.each(VIEWPORTS)(
    'includes the store’s fees, is labelled estimated, and is what checkout charges, at %s',
    async (label, viewport) => {
      const page = await browser.newPage(viewport);
      await page.goto(storeUrl(CHECKOUT, '/'));
      await seedCart(page, shippable);
      await page.goto(storeUrl(CHECKOUT, '/cart'));
      await page.getByTestId('cart-summary').waitFor();
      expect(await textOf(page, 'cart-subtotal')).toBe('$50.00');
      expect(await textsOf(page, 'cart-fee')).toEqual(['Service fee (2.5%)$1.25']);
      expect(await textOf(page, 'cart-total-label')).toBe('Estimated total');
      expect(await textOf(page, 'cart-total')).toBe('$51.25');
      if (isPhone(viewport.width)) {
        expect(await textOf(page, 'cart-mobile-total')).toBe('$51.25');
        expect(await page.getByTestId('cart-mobile-bar').textContent()).toContain('Estimated total');
      }
      await expectNoAxeViolations(page, `cart with fees at ${label}`);
      await screenshot(page, 'cart-estimated-total');
      await page.getByTestId('cart-checkout').click();
      await page.getByTestId('checkout-form').waitFor();
      expect(await textOf(page, 'total-due-value')).toBe('$51.25');
      await page.close();
    },
  );
});

describe('postal delivery in the checkout summary', () => {
  it.each(VIEWPORTS)(
    'says each item goes by post once a postal method is chosen, with a gift card applied, at %s',
    async (label, viewport) => {
      const page = await openCheckout(
        browser,
        [
          ...shippable,
          {
            slug: 'coffee-card',
            denomination: 'c20',
            gift: { recipientName: 'Grace', recipientEmail: 'grace@example.com' },
          },
        ],
        viewport,
      );
      if (await page.getByTestId('summary-toggle').isVisible()) await page.getByTestId('summary-toggle').click();
      expect(await page.getByTestId('summary-item-by-post').count()).toBe(0);
      // Its own card: other tests hold and spend the shared ones at the same time.
      await applyPromo(page, 'LANT-POST-SUMM-0020');
      await page.getByTestId('applied-gift-card').waitFor();
      await page.getByTestId('delivery-mode-physical').click();
      await page.getByLabel('Country', { exact: true }).selectOption('GB');
      await page.getByTestId('shipping-option-tracked').click();
      await expect.poll(() => page.getByTestId('summary-item-by-post').count()).toBe(2);
      expect(await textsOf(page, 'summary-item-by-post')).toEqual([
        'Sent by post (Tracked worldwide post)',
        'Sent by post (Tracked worldwide post)',
      ]);
      await page.getByTestId('shipping-option-collect').click();
      await expect.poll(() => page.getByTestId('summary-item-by-post').count()).toBe(0);
      await page.getByTestId('shipping-option-tracked').click();
      await page.getByTestId('summary-item-by-post').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectNoAxeViolations(page, `postal checkout with a gift card at ${label}`);
      await screenshot(page, 'checkout-postal-gift-card');
      await page.close();
    },
  );
});

describe('a refused submit, then physical delivery', () => {
  it.each(VIEWPORTS)(
    'Pay (the phone’s bar or the form’s button) lists the errors and focuses the box; the address fields then shown stay quiet until met, at %s',
    async (label, viewport) => {
      const page = await openCheckout(browser, shippable, viewport);
      await waitForCardForm(page);
      await fillCard(page, TEST_CARDS.succeeds);
      if (isPhone(viewport.width)) {
        const bar = page.getByTestId('checkout-mobile-bar');
        await bar.waitFor();
        expect(await textOf(page, 'checkout-mobile-total')).toBe('$51.25');
        expect(await bar.textContent()).toContain('Total');
        await page.getByTestId('checkout-mobile-pay').click();
      } else {
        await page.getByTestId('pay-button').click();
      }
      await page.getByTestId('error-summary').waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
        .toBe('error-summary');
      expect(await textsOf(page, 'error-summary-item')).toEqual([
        'First name is required',
        'Last name is required',
        'Email is required',
      ]);

      await page.getByTestId('delivery-mode-physical').click();
      await page.getByLabel('City').waitFor();
      // The new fields say nothing yet; the errors already shown stay.
      for (const field of ['country', 'address', 'city', 'postal-code'])
        expect(await page.getByTestId(`${field}-error`).count(), field).toBe(0);
      expect(await textsOf(page, 'error-summary-item')).toEqual([
        'First name is required',
        'Last name is required',
        'Email is required',
      ]);
      await expectNoAxeViolations(page, `physical delivery after a refused submit at ${label}`);

      // A field the shopper meets is checked as they go.
      await page.getByLabel('City').fill('Leeds');
      await page.getByLabel('City').fill('');
      await page.getByTestId('city-error').waitFor();
      expect(await page.getByTestId('postal-code-error').count()).toBe(0);

      // Submitting again checks everything.
      await page.getByTestId(isPhone(viewport.width) ? 'checkout-mobile-pay' : 'pay-button').click();
      await page.getByTestId('postal-code-error').waitFor();
      expect(await textsOf(page, 'error-summary-item')).toContain('Address is required');
      await screenshot(page, 'checkout-physical-after-refusal');
      await page.close();
    },
  );
});
