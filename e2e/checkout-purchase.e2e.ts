import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import {
  expectConfirmation,
  fillCard,
  fillDetails,
  openCheckout,
  screenshotBoth,
  storedCart,
  TEST_CARDS,
  waitForCardForm,
} from './support/checkout';
import { scriptRequests, textsOf } from './support/storefront';

/** The built file of a storefront module, from the build's manifest. */
function chunkOf(module: string): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../apps/storefront/dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const chunk = manifest[module];
  if (!chunk) throw new Error(`${module} is not in the storefront's manifest`);
  return `/${chunk.file}`;
}
const scriptsLoaded = async (page: Page) => (await scriptRequests(page)).map((script) => script.path);

/** Issue 4 'Done means': a full purchase with the sandbox card, a declined card then a retry, 3-D Secure. */
const scheduledGift = {
  recipientName: 'Grace Hopper',
  recipientEmail: 'grace@example.com',
  message: 'Happy birthday, Grace!',
  scheduledDate: '2030-06-15',
  scheduledTime: '09:30',
};

test.describe('a purchase with the sandbox card', () => {
  test('buys a scheduled gift, a voucher and a custom amount, and confirms the issued cards', async ({ site }) => {
    const page = await openCheckout(
      site,
      [
        { slug: 'everyday-gift-card', denomination: 'e50', gift: scheduledGift },
        { slug: 'dinner-for-two', denomination: 'dinner' },
        { slug: 'coffee-card', denomination: { custom: 42.5 } },
      ],
      DESKTOP,
    );
    await expect(page).toHaveTitle('Lantern Lane – Checkout');
    // 50 + 120 + 42.50 = 212.50; fee 2.5% = 5.31; total 217.81
    await expect(page.getByTestId('total-subtotal-value').first()).toHaveText('$212.50');
    await expect(page.getByTestId('total-fee-value').first()).toHaveText('$5.31');
    await expect(page.getByTestId('total-due-value').first()).toHaveText('$217.81');
    await expect
      .poll(() => textsOf(page, 'summary-gift-details'))
      .toEqual([expect.stringContaining('To Grace Hopper')]);
    await screenshot(page, 'checkout-empty-form');

    await fillDetails(page);
    await waitForCardForm(page);
    await screenshotBoth(page, 'checkout-payment-form');
    await fillCard(page, TEST_CARDS.succeeds);
    await page.getByTestId('pay-button').click();
    await expectConfirmation(page);

    await expect(page.getByTestId('order-number').first()).toHaveText(/^ORD-/);
    const cards = page.getByTestId('issued-card');
    await expect(cards).toHaveCount(3);
    // Gift cards in cart order; the voucher under its own heading.
    await expect(page.getByTestId('issued-cards').getByTestId('issued-card-title')).toHaveText([
      'Everyday Gift Card',
      'Coffee Card',
    ]);
    await expect(page.getByRole('region', { name: 'Your vouchers' }).getByTestId('issued-card-title')).toHaveText([
      'Dinner for Two',
    ]);
    // The artwork is shown whole in the 8:5 frame, never cropped.
    for (const image of await page.getByTestId('issued-card-image').all()) {
      const [fit, ratio] = await image.evaluate(
        (element) =>
          [
            getComputedStyle(element).objectFit,
            element.getBoundingClientRect().width / element.getBoundingClientRect().height,
          ] as const,
      );
      expect(fit).toBe('contain');
      expect(ratio).toBeCloseTo(1.6, 1);
    }
    const recipients = Object.fromEntries(
      await Promise.all(
        (await cards.all()).map(async (card) => [
          await card.getByTestId('issued-card-title').textContent(),
          await card.getByTestId('issued-card-recipient').textContent(),
        ]),
      ),
    );
    expect(recipients).toEqual({
      'Everyday Gift Card': 'Recipient: grace@example.com',
      'Dinner for Two': 'Recipient: ada@example.com',
      'Coffee Card': 'Recipient: ada@example.com',
    });
    for (const code of await textsOf(page, 'issued-card-code')) expect(code).toMatch(/^•••• [A-Z0-9]{4}$/);
    const gift = cards.filter({ hasText: 'Everyday Gift Card' });
    await expect(gift.getByTestId('issued-card-message')).toHaveText('“Happy birthday, Grace!”');
    // Scheduled for 09:30 in the browser's zone, sent as UTC, shown on that clock again in English's one
    // moment form (product §2, @giftfront/domain/shopper-dates), the zone named.
    await expect(gift.getByTestId('issued-card-scheduled')).toHaveText(/^Scheduled for 15 Jun, 2030 09:30 AM \(.+\)$/);
    const view = page.getByTestId('issued-card-view').first();
    await expect(view).toHaveAttribute('href', /^\/GiftCard\/Preview\/[0-9a-f-]{36}$/);
    await expect(view).toHaveAttribute('target', '_blank');
    await expect(page.getByTestId('issued-card-print').first()).toHaveAttribute(
      'href',
      /^\/GiftCard\/Pdf\/[0-9a-f-]{36}$/,
    );
    await expect(page.getByTestId('order-paid-total').first()).toHaveText('$217.81 USD');
    await expect(page.getByTestId('order-receipt-email').first()).toHaveText('ada@example.com');
    await expect(page.getByTestId('confirmation-message').first()).toHaveText(
      'Your order has been processed and your gift cards and vouchers are ready to use.',
    );
    await expect(page.getByTestId('shipping-details')).toHaveCount(0);
    await expect.poll(() => storedCart(page)).toBeNull();
    await expect(page.getByTestId('continue-shopping')).toHaveAttribute('href', '/');
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page, `confirmation at ${viewport.width} px`);
      await screenshot(page, 'confirmation');
    }
    await page.close();
  });

  test('shows a declined card, then takes a retry with a good card', async ({ site }) => {
    const page = await openCheckout(site, [{ slug: 'coffee-card', denomination: 'c20' }], MOBILE);
    await fillDetails(page);
    await waitForCardForm(page);
    await fillCard(page, TEST_CARDS.declined);
    await page.getByTestId('pay-button').click();
    const error = page.getByTestId('payment-error');
    await error.waitFor();
    await expect(error).toHaveText('Your card was declined.');
    await expect(error).toHaveAttribute('role', 'alert');
    await expect(page.getByTestId('pay-button')).toHaveText('Pay now');

    await fillCard(page, TEST_CARDS.succeeds);
    await page.getByTestId('pay-button').click();
    await expectConfirmation(page);
    await expect(page.getByTestId('issued-card')).toHaveCount(1);
    await screenshot(page, 'confirmation');
    await page.close();
  });

  test('asks for 3-D Secure and pays once it is completed', async ({ site }) => {
    const page = await openCheckout(site, [{ slug: 'coffee-card', denomination: 'c40' }], DESKTOP);
    await fillDetails(page, { email: 'three-d@example.com' });
    await waitForCardForm(page);
    await fillCard(page, TEST_CARDS.authenticate);
    // The dialog's code (Radix Dialog) is not part of the checkout's load: only a bank's challenge asks for it.
    await expect
      .poll(() => scriptsLoaded(page))
      .not.toContain(chunkOf('src/entities/payment/sandbox/three-d-secure-dialog.tsx'));
    await page.getByTestId('pay-button').click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
    await dialog.waitFor();
    await expect(dialog.getByRole('button', { name: 'Fail authentication' })).toBeVisible();
    await screenshot(page, 'checkout-3ds-dialog');
    await dialog.getByRole('button', { name: 'Complete authentication' }).click();
    await expectConfirmation(page);
    await expect(page.getByTestId('order-receipt-email').first()).toHaveText('three-d@example.com');
    await page.close();
  });

  test('says so when authentication fails, and pays on a second attempt', async ({ site }) => {
    const page = await openCheckout(site, [{ slug: 'coffee-card', denomination: 'c20' }], MOBILE);
    await fillDetails(page);
    await waitForCardForm(page);
    await fillCard(page, TEST_CARDS.authenticate);
    await page.getByTestId('pay-button').click();
    await page.getByRole('button', { name: 'Fail authentication' }).click();
    await page.getByTestId('payment-error').waitFor();
    await expect(page.getByTestId('payment-error').first()).toHaveText(
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    );
    await screenshot(page, 'checkout-3ds-dialog');
    await page.getByTestId('pay-button').click();
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await expectConfirmation(page);
    await page.close();
  });
});
