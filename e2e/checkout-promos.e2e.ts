import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, openBrowser, screenshot, storeUrl, type Browser } from './support/browser';
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
import { textOf, textsOf } from './support/storefront';

/** Issue 4: the promo input (product §4/§5/§8), a discount code, a gift card paying part and one paying all. */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Red as Chromium reports Tailwind's colours: lab() with a strong red axis, or rgb(). */
function isRed(color: string): boolean {
  const lab = /^lab\(([\d.]+) ([-\d.]+) ([-\d.]+)/.exec(color);
  if (lab) return Number(lab[2]) > 40 && Number(lab[1]) < 60;
  const rgb = /^rgb\((\d+), (\d+), (\d+)/.exec(color);
  return Boolean(rgb && Number(rgb[1]) > 150 && Number(rgb[2]) < 80 && Number(rgb[3]) < 80);
}

async function promoError(page: Awaited<ReturnType<typeof openCheckout>>, code: string) {
  await applyPromo(page, code);
  const error = page.getByTestId('promo-error');
  await error.waitFor();
  return (await error.textContent())?.trim();
}

describe('the promo input', () => {
  it('opens from its button, shows Validating... while checking, and every refusal in red', async () => {
    const page = await openCheckout(browser, [{ slug: 'coffee-card', denomination: 'c20' }], DESKTOP);
    expect(await page.getByTestId('promo-code-input').count()).toBe(0);
    await page.getByTestId('promo-open').click();
    await page.getByTestId('promo-apply').click();
    expect(await textOf(page, 'promo-error')).toBe('Please enter a promo code or gift card');
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

    expect(await promoError(page, 'save10')).toBe('This discount code is already applied');
    expect(await promoError(page, 'NO-SUCH-CODE')).toBe('Invalid promo code or gift card');
    expect(await promoError(page, 'PAUSED')).toBe('Invalid promo code or gift card');
    expect(await promoError(page, 'PAIR5')).toBe('This coupon requires a minimum of 2 gift cards in your cart');
    expect(await promoError(page, 'LANT-SPEN-TOUT-0000')).toBe('This gift card has no remaining balance');
    expect(await promoError(page, 'LANT-EXPI-REDC-0040')).toBe('This gift card has expired');
    expect(await promoError(page, 'LANT-PAUS-EDCA-0030')).toBe('This gift card is not active');
    await page.close();
  });

  it('drops a discount code when the cart falls below its minimum quantity', async () => {
    const page = await openCheckout(browser, [{ slug: 'coffee-card', denomination: 'c20', quantity: 2 }], DESKTOP);
    await applyPromo(page, 'PAIR5');
    await page.getByTestId('applied-discount').waitFor();
    expect(await textOf(page, 'total-discount-value')).toBe('−$5.00');
    // Another tab lowers the quantity to 1.
    await page.evaluate(() => {
      const cart = JSON.parse(localStorage.getItem('giftcard_cart')!);
      cart.items[0].quantity = 1;
      localStorage.setItem('giftcard_cart', JSON.stringify(cart));
      window.dispatchEvent(new StorageEvent('storage', { key: 'giftcard_cart', storageArea: localStorage }));
    });
    await expect.poll(() => page.getByTestId('applied-discount').count()).toBe(0);
    expect(await page.getByTestId('total-discount').count()).toBe(0);
    expect(await textOf(page, 'total-due-value')).toBe('$20.50');
    await page.close();
  });
});

describe('paying with codes and gift cards', () => {
  it('takes a discount code off before the fee and charges the rest', async () => {
    const page = await openCheckout(
      browser,
      [
        { slug: 'coffee-card', denomination: 'c20' },
        { slug: 'everyday-gift-card', denomination: 'e25' },
      ],
      MOBILE,
    );
    await page.getByTestId('summary-toggle').click();
    await applyPromo(page, 'SAVE10');
    await page.getByTestId('applied-discount').waitFor();
    expect(await page.getByTestId('promo-form').count()).toBe(0);
    expect(await textOf(page, 'applied-discount')).toBe('SAVE10 10% off');
    // 45.00 − 4.50 = 40.50; fee 2.5% of 40.50 = 1.01; total 41.51
    expect(await textOf(page, 'total-discount-value')).toBe('−$4.50');
    expect(await textOf(page, 'total-fee-value')).toBe('$1.01');
    expect(await textOf(page, 'total-due-value')).toBe('$41.51');
    await screenshot(page, 'checkout-promo-applied');

    await fillDetails(page, { email: 'discount@example.com' });
    await waitForCardForm(page);
    await fillCard(page, TEST_CARDS.succeeds);
    await page.getByTestId('pay-button').click();
    await expectConfirmation(page);
    expect(await textOf(page, 'order-paid-total')).toBe('$41.51 USD');
    expect(await page.getByTestId('issued-card').count()).toBe(2);
    await page.close();
  });

  it('removes an applied code', async () => {
    const page = await openCheckout(browser, [{ slug: 'coffee-card', denomination: 'c20' }], DESKTOP);
    await applyPromo(page, 'FIVEOFF');
    await page.getByRole('button', { name: 'Remove FIVEOFF' }).click();
    expect(await page.getByTestId('applied-discount').count()).toBe(0);
    expect(await textOf(page, 'total-due-value')).toBe('$20.50');
    await page.close();
  });

  it('lets a gift card pay part and the card pay the rest', async () => {
    const page = await openCheckout(browser, [{ slug: 'coffee-card', denomination: 'c40' }], DESKTOP);
    await applyPromo(page, 'lant part pays 0020');
    await page.getByTestId('applied-gift-card').waitFor();
    expect(await textOf(page, 'applied-gift-card')).toBe('Gift card •••• 0020 $20.00 balance');
    expect(await page.getByTestId('order-summary').textContent()).not.toContain('LANTPART');
    // 40.00 + fee 1.00 = 41.00, less 20.00
    expect(await textsOf(page, 'total-gift-card')).toEqual(['Gift card •••• 0020−$20.00']);
    expect(await textOf(page, 'total-due-value')).toBe('$21.00');
    expect(await promoError(page, 'LANT-PART-PAYS-0020')).toBe('This gift card is already applied');
    await screenshot(page, 'checkout-promo-applied');

    await fillDetails(page, { email: 'partial@example.com' });
    await waitForCardForm(page);
    await fillCard(page, TEST_CARDS.succeeds);
    await page.getByTestId('pay-button').click();
    await expectConfirmation(page);
    expect(await textOf(page, 'order-paid-total')).toBe('$21.00 USD');
    expect(await page.getByTestId('order-facts').textContent()).toContain('Gift cards−$20.00');
    await page.close();
  });

  it('places an order a gift card pays in full without a card form', async () => {
    const page = await openCheckout(browser, [{ slug: 'dinner-for-two', denomination: 'dinner' }], MOBILE);
    await page.getByTestId('summary-toggle').click();
    await applyPromo(page, 'LANT-PAYS-ALL1-0500');
    await page.getByTestId('place-order').waitFor();
    expect(await textOf(page, 'total-due-value')).toBe('$0.00');
    expect(await page.getByTestId('sandbox-card-form').count()).toBe(0);
    expect(await page.getByTestId('pay-button').count()).toBe(0);
    expect(await textOf(page, 'place-order')).toBe('Place order');

    await fillDetails(page, { email: 'paid-in-full@example.com' });
    await page.getByTestId('place-order').click();
    await expectConfirmation(page);
    const intent = new URL(page.url()).searchParams.get('payment_intent');
    expect(intent).toMatch(/^po_/);
    expect(await textOf(page, 'order-paid-total')).toBe('$0.00 USD');
    expect(await textsOf(page, 'issued-card-title')).toEqual(['Dinner for Two']);

    // The other address of the confirmation page shows the same order.
    await page.goto(storeUrl(CHECKOUT, `/order-confirmation?payment_intent=${intent}`));
    await page.getByTestId('order-confirmed').waitFor();
    expect(await textOf(page, 'order-receipt-email')).toBe('paid-in-full@example.com');
    await page.close();
  });
});
