import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { screenshot, storeUrl, VIEWPORTS } from './support/browser';
import {
  applyPromo,
  CHECKOUT,
  fillCard,
  openCheckout,
  seedCart,
  TEST_CARDS,
  waitForCardForm,
} from './support/checkout';
import { textsOf } from './support/storefront';

/** Issue 16: the cart's estimated total, postal items in the summary, quiet new fields, the phone's Pay bar. */
const shippable = [{ slug: 'everyday-gift-card', denomination: 'e50' }];
const isPhone = (width: number) => width < 768;

test.describe('the cart’s total', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`includes the store’s fees, is labelled estimated, and is what checkout charges, at ${label}`, async ({
      site,
    }) => {
      const page = await site.newPage(viewport);
      await page.goto(storeUrl(CHECKOUT, '/'));
      await seedCart(page, shippable);
      await page.goto(storeUrl(CHECKOUT, '/cart'));
      await page.getByTestId('cart-summary').waitFor();
      await expect(page.getByTestId('cart-subtotal').first()).toHaveText('$50.00');
      await expect(page.getByTestId('cart-fee')).toHaveText(['Service fee (2.5%)$1.25']);
      await expect(page.getByTestId('cart-total-label').first()).toHaveText('Estimated total');
      await expect(page.getByTestId('cart-total').first()).toHaveText('$51.25');
      if (isPhone(viewport.width)) {
        await expect(page.getByTestId('cart-mobile-total').first()).toHaveText('$51.25');
        await expect(page.getByTestId('cart-mobile-bar')).toContainText('Estimated total');
      }
      await expectNoAxeViolations(page, `cart with fees at ${label}`);
      await screenshot(page, 'cart-estimated-total');
      await page.getByTestId('cart-checkout').click();
      await page.getByTestId('checkout-form').waitFor();
      await expect(page.getByTestId('total-due-value').first()).toHaveText('$51.25');
      await page.close();
    });
});

test.describe('postal delivery in the checkout summary', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`says each item goes by post once a postal method is chosen, with a gift card applied, at ${label}`, async ({
      site,
    }) => {
      const page = await openCheckout(
        site,
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
      await expect(page.getByTestId('summary-item-by-post')).toHaveCount(0);
      // Its own card: other tests hold and spend the shared ones at the same time.
      await applyPromo(page, 'LANT-POST-SUMM-0020');
      await page.getByTestId('applied-gift-card').waitFor();
      await page.getByTestId('delivery-mode-physical').click();
      await page.getByLabel('Country', { exact: true }).selectOption('GB');
      await page.getByTestId('shipping-option-tracked').click();
      await expect.poll(() => page.getByTestId('summary-item-by-post').count()).toBe(2);
      await expect(page.getByTestId('summary-item-by-post')).toHaveText([
        'Sent by post (Tracked worldwide post)',
        'Sent by post (Tracked worldwide post)',
      ]);
      await page.getByTestId('shipping-option-collect').click();
      await expect.poll(() => page.getByTestId('summary-item-by-post').count()).toBe(0);
      await page.getByTestId('shipping-option-tracked').click();
      await page.getByTestId('summary-item-by-post').first().waitFor();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(viewport.width);
      await expectNoAxeViolations(page, `postal checkout with a gift card at ${label}`);
      await screenshot(page, 'checkout-postal-gift-card');
      await page.close();
    });
});

test.describe('a refused submit, then physical delivery', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`Pay (the phone’s bar or the form’s button) lists the errors and focuses the box; the address fields then shown stay quiet until met, at ${label}`, async ({
      site,
    }) => {
      const page = await openCheckout(site, shippable, viewport);
      await waitForCardForm(page);
      await fillCard(page, TEST_CARDS.succeeds);
      if (isPhone(viewport.width)) {
        const bar = page.getByTestId('checkout-mobile-bar');
        await bar.waitFor();
        await expect(page.getByTestId('checkout-mobile-total').first()).toHaveText('$51.25');
        await expect(bar).toContainText('Total');
        await page.getByTestId('checkout-mobile-pay').click();
      } else {
        await page.getByTestId('pay-button').click();
      }
      await page.getByTestId('error-summary').waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
        .toBe('error-summary');
      await expect(page.getByTestId('error-summary-item')).toHaveText([
        'First name is required',
        'Last name is required',
        'Email is required',
      ]);

      await page.getByTestId('delivery-mode-physical').click();
      await page.getByLabel('City').waitFor();
      // The new fields say nothing yet; the errors already shown stay.
      for (const field of ['country', 'address', 'city', 'postal-code'])
        await expect(page.getByTestId(`${field}-error`), field).toHaveCount(0);
      await expect(page.getByTestId('error-summary-item')).toHaveText([
        'First name is required',
        'Last name is required',
        'Email is required',
      ]);
      await expectNoAxeViolations(page, `physical delivery after a refused submit at ${label}`);

      // A field the shopper meets is checked as they go.
      await page.getByLabel('City').fill('Leeds');
      await page.getByLabel('City').fill('');
      await page.getByTestId('city-error').waitFor();
      await expect(page.getByTestId('postal-code-error')).toHaveCount(0);

      // Submitting again checks everything.
      await page.getByTestId(isPhone(viewport.width) ? 'checkout-mobile-pay' : 'pay-button').click();
      await page.getByTestId('postal-code-error').waitFor();
      await expect.poll(() => textsOf(page, 'error-summary-item')).toContain('Address is required');
      await screenshot(page, 'checkout-physical-after-refusal');
      await page.close();
    });
});
