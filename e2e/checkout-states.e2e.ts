import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, openBrowser, screenshot, storeUrl, type Browser } from './support/browser';
import {
  CHECKOUT,
  expectConfirmation,
  fillCard,
  fillDetails,
  openCheckout,
  TEST_CARDS,
  waitForCardForm,
} from './support/checkout';
import { RICH, textOf } from './support/storefront';

/** Issue 4: the checkout's frame and states, the payment setup, and the confirmation page's states. */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const storedIntent = (page: Awaited<ReturnType<typeof openCheckout>>) =>
  page.evaluate(() => localStorage.getItem('giftcard_payment_intent_id'));

describe('the checkout frame', () => {
  it('has the store brand, the progress trail and, on small screens, Back to cart', async () => {
    const page = await openCheckout(browser, [{ slug: 'coffee-card', denomination: 'c20' }], MOBILE);
    expect(await page.getByTestId('store-brand').getAttribute('href')).toBe('/');
    expect(await page.getByRole('img', { name: 'Lantern Lane' }).isVisible()).toBe(true);
    const trail = page.getByRole('navigation', { name: 'Checkout progress' });
    expect(await trail.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(await trail.locator('[aria-current="step"]').textContent()).toBe('Checkout');
    expect(await trail.textContent()).toContain('Confirmation');
    expect(await page.getByTestId('back-to-cart').getAttribute('href')).toBe('/cart');
    // The summary is collapsed on small screens, its toggle showing the total.
    expect(await page.getByTestId('summary-content').isVisible()).toBe(false);
    expect(await textOf(page, 'summary-toggle')).toContain('$20.50');
    await page.getByTestId('summary-toggle').click();
    expect(await page.getByTestId('summary-content').isVisible()).toBe(true);
    expect(await page.getByTestId('summary-item-name').getAttribute('href')).toBe('/gift-card/coffee-card');
    await screenshot(page, 'checkout-empty-form');
    await page.close();
  });

  it('shows the summary beside the form on large screens, without Back to cart, with the store page texts', async () => {
    const page = await openCheckout(
      browser,
      [
        { slug: 'dinner-for-two', denomination: 'dinner' },
        { slug: 'everyday-gift-card', denomination: 'e25' },
      ],
      DESKTOP,
    );
    expect(await page.getByTestId('back-to-cart').isVisible()).toBe(false);
    expect(await page.getByTestId('summary-content').isVisible()).toBe(true);
    expect(await page.getByTestId('summary-item-name').first().getAttribute('href')).toBe('/voucher/dinner-for-two');
    expect(await page.getByLabel('Send me Lantern Lane news').isVisible()).toBe(true);
    await page.getByTestId('delivery-mode-physical').click();
    expect(await page.getByLabel('Company name (optional)').isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'checkout');
    await page.close();
  });

  it('shows a friendly empty state when the cart is empty', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto(storeUrl(CHECKOUT, '/'));
    await page.evaluate(() => localStorage.clear());
    await page.goto(storeUrl(CHECKOUT, '/checkout'));
    const empty = page.getByTestId('checkout-empty');
    await empty.waitFor();
    expect(await empty.getByRole('heading', { level: 1 }).textContent()).toBe('Your Cart is Empty');
    expect(await empty.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
    expect(await page.title()).toBe('Lantern Lane – Checkout');
    await page.close();
  });
});

describe('payment setup', () => {
  it("says 'This store is not configured for payments.' for a store without payment keys, with Retry", async () => {
    const page = await openCheckout(browser, [{ slug: 'classic-gift-card', denomination: 'c25' }], DESKTOP, RICH);
    const error = page.getByTestId('payment-setup-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('Payment form initialization failed. Please try again.');
    expect(await textOf(page, 'payment-setup-error-detail')).toBe('This store is not configured for payments.');
    expect(await page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    expect(await page.getByTestId('pay-button').count()).toBe(0);
    await page.close();
  });

  it("shows 'Initializing payment...' and keeps Pay now disabled until the card is complete", async () => {
    const page = await openCheckout(browser, [{ slug: 'coffee-card', denomination: 'c20' }], DESKTOP);
    // The payment intent is held until the test has seen the waiting state: a busy machine may render late.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/Payment/CreatePaymentIntent', async (route) => {
      await held;
      await route.continue();
    });
    await page.evaluate(() => localStorage.removeItem('giftcard_payment_intent_id'));
    await page.reload();
    await page.getByText('Initializing payment...').waitFor();
    expect(await page.getByTestId('pay-button').isDisabled()).toBe(true);
    release();
    await waitForCardForm(page);
    expect(await page.getByTestId('pay-button').isDisabled()).toBe(true);
    await fillCard(page, TEST_CARDS.succeeds, '12/3');
    expect(await page.getByTestId('pay-button').isDisabled()).toBe(true);
    await page.getByLabel('Expiry (MM/YY)').fill('1234');
    expect(await page.getByLabel('Expiry (MM/YY)').inputValue()).toBe('12/34');
    expect(await page.getByTestId('pay-button').isDisabled()).toBe(false);
    await page.close();
  });

  it('keeps its payment intent and the typed details across a reload, and replaces an intent the server does not know', async () => {
    const page = await openCheckout(browser, [{ slug: 'coffee-card', denomination: 'c20' }], DESKTOP);
    await waitForCardForm(page);
    const first = await storedIntent(page);
    expect(first).toMatch(/^pi_/);
    await fillDetails(page, { email: 'reload@example.com' });
    await page.reload();
    await waitForCardForm(page);
    expect(await storedIntent(page)).toBe(first);
    // Nothing lost: what was typed is still there after the reload.
    expect(await page.getByLabel('Email').inputValue()).toBe('reload@example.com');

    await page.evaluate(() => {
      localStorage.setItem('giftcard_payment_intent_id', 'pi_sb_forgotten');
      localStorage.setItem('giftcard_payment_client_secret', 'pi_sb_forgotten_secret_x');
    });
    await page.reload();
    await waitForCardForm(page);
    const replaced = await storedIntent(page);
    expect(replaced).toMatch(/^pi_/);
    expect(replaced).not.toBe('pi_sb_forgotten');

    await fillDetails(page, { email: 'reload@example.com' });
    await fillCard(page, TEST_CARDS.succeeds);
    await page.getByTestId('pay-button').click();
    await expectConfirmation(page);
    expect(new URL(page.url()).searchParams.get('payment_intent')).toBe(replaced);
    expect(await storedIntent(page)).toBeNull();
    expect(
      await page.evaluate(() =>
        Object.keys(sessionStorage).filter((key) => key.startsWith('giftfront_checkout_draft:')),
      ),
    ).toEqual([]);
    await expectNoAxeViolations(page, 'confirmation');
    await page.close();
  });
});

describe('the confirmation page states', () => {
  it("says 'Missing payment intent ID.' without one", async () => {
    const page = await browser.newPage(MOBILE);
    await page.goto(storeUrl(CHECKOUT, '/confirmation'));
    await page.getByTestId('confirmation-error').waitFor();
    expect(await textOf(page, 'confirmation-error')).toContain('Missing payment intent ID.');
    expect(
      await page.getByRole('navigation', { name: 'Checkout progress' }).locator('[aria-current="step"]').textContent(),
    ).toBe('Confirmation');
    await page.close();
  });

  it("shows the server's message for an order it does not know", async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto(storeUrl(CHECKOUT, '/order-confirmation?payment_intent=pi_sb_nothing_here'));
    await page.getByTestId('confirmation-error').waitFor();
    expect(await textOf(page, 'confirmation-error')).toContain('Order not found');
    await page.close();
  });
});
