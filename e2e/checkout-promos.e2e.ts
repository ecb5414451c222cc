import { expect, test } from './support/test';
import { DESKTOP, MOBILE, screenshot, storeUrl } from './support/browser';
import {
  applyPromo,
  CHECKOUT,
  expectConfirmation,
  fillCard,
  fillDetails,
  openCheckout,
  TEST_CARDS,
  waitForCardForm,
} from './support/checkout';
import { textOf } from './support/storefront';

/** Issue 4: the promo input (product §4/§5/§8), a discount code, a gift card paying part and one paying all. */
/** Red as Chromium reports Tailwind's colours: lab() with a strong red axis, or rgb(). */
function isRed(color: string): boolean {
  const lab = /^lab\(([\d.]+) ([-\d.]+) ([-\d.]+)/.exec(color);
  if (lab) return Number(lab[2]) > 40 && Number(lab[1]) < 60;
  const rgb = /^rgb\((\d+), (\d+), (\d+)/.exec(color);
  return Boolean(rgb && Number(rgb[1]) > 150 && Number(rgb[2]) < 80 && Number(rgb[3]) < 80);
}

/** Applies a code and waits until the promo field's error says `message`. */
async function expectPromoError(page: Awaited<ReturnType<typeof openCheckout>>, code: string, message: string) {
  await applyPromo(page, code);
  await expect(page.getByTestId('promo-error')).toHaveText(message);
}

test.describe('the promo input', () => {
  test('opens from its button, shows Validating... while checking, and every refusal in red', async ({ site }) => {
    const page = await openCheckout(site, [{ slug: 'coffee-card', denomination: 'c20' }], DESKTOP);
    await expect(page.getByTestId('promo-code-input')).toHaveCount(0);
    await page.getByTestId('promo-open').click();
    await page.getByTestId('promo-apply').click();
    await expect(page.getByTestId('promo-error').first()).toHaveText('Please enter a promo code or gift card');
    const color = await page.getByTestId('promo-error').evaluate((el) => getComputedStyle(el).color);
    expect(isRed(color), color).toBe(true);

    // The check is held until the test has seen Validating...: a busy machine may render late.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/Payment/GetActiveDiscountCode/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('promo-code-input').fill('SAVE10');
    await page.getByTestId('promo-apply').click();
    await expect.poll(() => textOf(page, 'promo-apply')).toBe('Validating...');
    release();
    await page.getByTestId('applied-discount').waitFor();
    await page.unroute('**/api/Payment/GetActiveDiscountCode/**');

    await expectPromoError(page, 'save10', 'This discount code is already applied');
    await expectPromoError(page, 'NO-SUCH-CODE', 'Invalid promo code or gift card');
    await expectPromoError(page, 'PAUSED', 'Invalid promo code or gift card');
    await expectPromoError(page, 'PAIR5', 'This coupon requires a minimum of 2 gift cards in your cart');
    await expectPromoError(page, 'LANT-SPEN-TOUT-0000', 'This gift card has no remaining balance');
    await expectPromoError(page, 'LANT-EXPI-REDC-0040', 'This gift card has expired');
    await expectPromoError(page, 'LANT-PAUS-EDCA-0030', 'This gift card is not active');
    await page.close();
  });

  test('drops a discount code when the cart falls below its minimum quantity', async ({ site }) => {
    const page = await openCheckout(site, [{ slug: 'coffee-card', denomination: 'c20', quantity: 2 }], DESKTOP);
    await applyPromo(page, 'PAIR5');
    await page.getByTestId('applied-discount').waitFor();
    await expect(page.getByTestId('total-discount-value').first()).toHaveText('−$5.00');
    // Another tab lowers the quantity to 1.
    await page.evaluate(() => {
      const cart = JSON.parse(localStorage.getItem('giftcard_cart')!);
      cart.items[0].quantity = 1;
      localStorage.setItem('giftcard_cart', JSON.stringify(cart));
      window.dispatchEvent(new StorageEvent('storage', { key: 'giftcard_cart', storageArea: localStorage }));
    });
    await expect.poll(() => page.getByTestId('applied-discount').count()).toBe(0);
    await expect(page.getByTestId('total-discount')).toHaveCount(0);
    await expect(page.getByTestId('total-due-value').first()).toHaveText('$20.50');
    await page.close();
  });
});

test.describe('paying with codes and gift cards', () => {
  test('takes a discount code off before the fee and charges the rest', async ({ site }) => {
    const page = await openCheckout(
      site,
      [
        { slug: 'coffee-card', denomination: 'c20' },
        { slug: 'everyday-gift-card', denomination: 'e25' },
      ],
      MOBILE,
    );
    await page.getByTestId('summary-toggle').click();
    await applyPromo(page, 'SAVE10');
    await page.getByTestId('applied-discount').waitFor();
    await expect(page.getByTestId('promo-form')).toHaveCount(0);
    await expect(page.getByTestId('applied-discount').first()).toHaveText('SAVE10 10% off');
    // 45.00 − 4.50 = 40.50; fee 2.5% of 40.50 = 1.01; total 41.51
    await expect(page.getByTestId('total-discount-value').first()).toHaveText('−$4.50');
    await expect(page.getByTestId('total-fee-value').first()).toHaveText('$1.01');
    await expect(page.getByTestId('total-due-value').first()).toHaveText('$41.51');
    await screenshot(page, 'checkout-promo-applied');

    await fillDetails(page, { email: 'discount@example.com' });
    await waitForCardForm(page);
    await fillCard(page, TEST_CARDS.succeeds);
    await page.getByTestId('pay-button').click();
    await expectConfirmation(page);
    await expect(page.getByTestId('order-paid-total').first()).toHaveText('$41.51 USD');
    await expect(page.getByTestId('issued-card')).toHaveCount(2);
    await page.close();
  });

  test('removes an applied code', async ({ site }) => {
    const page = await openCheckout(site, [{ slug: 'coffee-card', denomination: 'c20' }], DESKTOP);
    await applyPromo(page, 'FIVEOFF');
    await page.getByRole('button', { name: 'Remove FIVEOFF' }).click();
    await expect(page.getByTestId('applied-discount')).toHaveCount(0);
    await expect(page.getByTestId('total-due-value').first()).toHaveText('$20.50');
    await page.close();
  });

  test('lets a gift card pay part and the card pay the rest', async ({ site }) => {
    const page = await openCheckout(site, [{ slug: 'coffee-card', denomination: 'c40' }], DESKTOP);
    await applyPromo(page, 'lant part pays 0020');
    await page.getByTestId('applied-gift-card').waitFor();
    await expect(page.getByTestId('applied-gift-card').first()).toHaveText('Gift card •••• 0020 $20.00 balance');
    await expect(page.getByTestId('order-summary')).not.toContainText('LANTPART');
    // 40.00 + fee 1.00 = 41.00, less 20.00
    await expect(page.getByTestId('total-gift-card')).toHaveText(['Gift card •••• 0020−$20.00']);
    await expect(page.getByTestId('total-due-value').first()).toHaveText('$21.00');
    await expectPromoError(page, 'LANT-PART-PAYS-0020', 'This gift card is already applied');
    await screenshot(page, 'checkout-promo-applied');

    await fillDetails(page, { email: 'partial@example.com' });
    await waitForCardForm(page);
    await fillCard(page, TEST_CARDS.succeeds);
    await page.getByTestId('pay-button').click();
    await expectConfirmation(page);
    await expect(page.getByTestId('order-paid-total').first()).toHaveText('$21.00 USD');
    await expect(page.getByTestId('order-facts')).toContainText('Gift cards−$20.00');
    await page.close();
  });

  test('places an order a gift card pays in full without a card form', async ({ site }) => {
    const page = await openCheckout(site, [{ slug: 'dinner-for-two', denomination: 'dinner' }], MOBILE);
    await page.getByTestId('summary-toggle').click();
    await applyPromo(page, 'LANT-PAYS-ALL1-0500');
    await page.getByTestId('place-order').waitFor();
    await expect(page.getByTestId('total-due-value').first()).toHaveText('$0.00');
    await expect(page.getByTestId('sandbox-card-form')).toHaveCount(0);
    await expect(page.getByTestId('pay-button')).toHaveCount(0);
    await expect(page.getByTestId('place-order').first()).toHaveText('Place order');

    await fillDetails(page, { email: 'paid-in-full@example.com' });
    await page.getByTestId('place-order').click();
    await expectConfirmation(page);
    const intent = new URL(page.url()).searchParams.get('payment_intent');
    expect(intent).toMatch(/^po_/);
    await expect(page.getByTestId('order-paid-total').first()).toHaveText('$0.00 USD');
    await expect(page.getByTestId('issued-card-title')).toHaveText(['Dinner for Two']);

    // The other address of the confirmation page shows the same order.
    await page.goto(storeUrl(CHECKOUT, `/order-confirmation?payment_intent=${intent}`));
    await page.getByTestId('order-confirmed').waitFor();
    await expect(page.getByTestId('order-receipt-email').first()).toHaveText('paid-in-full@example.com');
    await page.close();
  });
});
