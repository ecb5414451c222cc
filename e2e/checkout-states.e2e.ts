import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot, storeUrl } from './support/browser';
import {
  CHECKOUT,
  expectConfirmation,
  fillCard,
  fillDetails,
  openCheckout,
  TEST_CARDS,
  waitForCardForm,
} from './support/checkout';
import { RICH } from './support/storefront';

/** Issue 4: the checkout's frame and states, the payment setup, and the confirmation page's states. */
const storedIntent = (page: Awaited<ReturnType<typeof openCheckout>>) =>
  page.evaluate(() => localStorage.getItem('giftcard_payment_intent_id'));

test.describe('the checkout frame', () => {
  test('has the store brand, the progress trail and, on small screens, Back to cart', async ({ site }) => {
    const page = await openCheckout(site, [{ slug: 'coffee-card', denomination: 'c20' }], MOBILE);
    await expect(page.getByTestId('store-brand')).toHaveAttribute('href', '/');
    await expect(page.getByRole('img', { name: 'Lantern Lane' })).toBeVisible();
    const trail = page.getByRole('navigation', { name: 'Checkout progress' });
    await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(trail.locator('[aria-current="step"]')).toHaveText('Checkout');
    await expect(trail).toContainText('Confirmation');
    await expect(page.getByTestId('back-to-cart')).toHaveAttribute('href', '/cart');
    // The summary is collapsed on small screens, its toggle showing the total.
    await expect(page.getByTestId('summary-content')).toBeHidden();
    await expect(page.getByTestId('summary-toggle').first()).toContainText('$20.50');
    await page.getByTestId('summary-toggle').click();
    await expect(page.getByTestId('summary-content')).toBeVisible();
    await expect(page.getByTestId('summary-item-name')).toHaveAttribute('href', '/gift-card/coffee-card');
    await screenshot(page, 'checkout-empty-form');
    await page.close();
  });

  test('shows the summary beside the form on large screens, without Back to cart, with the store page texts', async ({
    site,
  }) => {
    const page = await openCheckout(
      site,
      [
        { slug: 'dinner-for-two', denomination: 'dinner' },
        { slug: 'everyday-gift-card', denomination: 'e25' },
      ],
      DESKTOP,
    );
    await expect(page.getByTestId('back-to-cart')).toBeHidden();
    await expect(page.getByTestId('summary-content')).toBeVisible();
    await expect(page.getByTestId('summary-item-name').first()).toHaveAttribute('href', '/voucher/dinner-for-two');
    await expect(page.getByLabel('Send me Lantern Lane news')).toBeVisible();
    await page.getByTestId('delivery-mode-physical').click();
    await expect(page.getByLabel('Company name (optional)')).toBeVisible();
    await expectNoAxeViolations(page, 'checkout');
    await page.close();
  });

  test('shows a friendly empty state when the cart is empty', async ({ site }) => {
    const page = await site.newPage(DESKTOP);
    await page.goto(storeUrl(CHECKOUT, '/'));
    await page.evaluate(() => localStorage.clear());
    await page.goto(storeUrl(CHECKOUT, '/checkout'));
    const empty = page.getByTestId('checkout-empty');
    await empty.waitFor();
    await expect(empty.getByRole('heading', { level: 1 })).toHaveText('Your Cart is Empty');
    await expect(empty.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    await expect(page).toHaveTitle('Lantern Lane – Checkout');
    await page.close();
  });
});

test.describe('payment setup', () => {
  test("says 'This store is not configured for payments.' for a store without payment keys, with Retry", async ({
    site,
  }) => {
    const page = await openCheckout(site, [{ slug: 'classic-gift-card', denomination: 'c25' }], DESKTOP, RICH);
    const error = page.getByTestId('payment-setup-error');
    await error.waitFor();
    await expect(error).toContainText('Payment form initialization failed. Please try again.');
    await expect(page.getByTestId('payment-setup-error-detail').first()).toHaveText(
      'This store is not configured for payments.',
    );
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByTestId('pay-button')).toHaveCount(0);
    await page.close();
  });

  test("shows 'Initializing payment...' and keeps Pay now disabled until the card is complete", async ({ site }) => {
    const page = await openCheckout(site, [{ slug: 'coffee-card', denomination: 'c20' }], DESKTOP);
    // The payment intent is held until the test has seen the waiting state: a busy machine may render late.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/Payment/CreatePaymentIntent', async (route) => {
      await held;
      await route.continue();
    });
    // The first intent is stored before it is forgotten: one still being made would be stored after, and reused.
    await waitForCardForm(page);
    await page.evaluate(() => localStorage.removeItem('giftcard_payment_intent_id'));
    await page.reload();
    await page.getByText('Initializing payment...').waitFor();
    await expect(page.getByTestId('pay-button')).toBeDisabled();
    release();
    await waitForCardForm(page);
    await expect(page.getByTestId('pay-button')).toBeDisabled();
    await fillCard(page, TEST_CARDS.succeeds, '12/3');
    await expect(page.getByTestId('pay-button')).toBeDisabled();
    await page.getByLabel('Expiry (MM/YY)').fill('1234');
    await expect(page.getByLabel('Expiry (MM/YY)')).toHaveValue('12/34');
    await expect(page.getByTestId('pay-button')).not.toBeDisabled();
    await page.close();
  });

  test('keeps its payment intent and the typed details across a reload, and replaces an intent the server does not know', async ({
    site,
  }) => {
    const page = await openCheckout(site, [{ slug: 'coffee-card', denomination: 'c20' }], DESKTOP);
    await waitForCardForm(page);
    const first = await storedIntent(page);
    expect(first).toMatch(/^pi_/);
    await fillDetails(page, { email: 'reload@example.com' });
    await page.reload();
    await waitForCardForm(page);
    await expect.poll(() => storedIntent(page)).toBe(first);
    // Nothing lost: what was typed is still there after the reload.
    await expect(page.getByLabel('Email')).toHaveValue('reload@example.com');

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
    await expect.poll(() => storedIntent(page)).toBeNull();
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('giftfront_checkout_draft:'))),
      )
      .toEqual([]);
    await expectNoAxeViolations(page, 'confirmation');
    await page.close();
  });
});

test.describe('the confirmation page states', () => {
  test("says 'Missing payment intent ID.' without one", async ({ site }) => {
    const page = await site.newPage(MOBILE);
    await page.goto(storeUrl(CHECKOUT, '/confirmation'));
    await page.getByTestId('confirmation-error').waitFor();
    await expect(page.getByTestId('confirmation-error').first()).toContainText('Missing payment intent ID.');
    await expect(
      page.getByRole('navigation', { name: 'Checkout progress' }).locator('[aria-current="step"]'),
    ).toHaveText('Confirmation');
    await page.close();
  });

  test("shows the server's message for an order it does not know", async ({ site }) => {
    const page = await site.newPage(DESKTOP);
    await page.goto(storeUrl(CHECKOUT, '/order-confirmation?payment_intent=pi_sb_nothing_here'));
    await page.getByTestId('confirmation-error').waitFor();
    await expect(page.getByTestId('confirmation-error').first()).toContainText('Order not found');
    await page.close();
  });
});
