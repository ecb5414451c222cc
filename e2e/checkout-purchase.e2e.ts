import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, openBrowser, screenshot, type Browser } from './support/browser';
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
import { scriptRequests, textOf, textsOf } from './support/storefront';

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
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const scheduledGift = {
  recipientName: 'Grace Hopper',
  recipientEmail: 'grace@example.com',
  message: 'Happy birthday, Grace!',
  scheduledDate: '2030-06-15',
  scheduledTime: '09:30',
};

describe('a purchase with the sandbox card', () => {
  it('buys a scheduled gift, a voucher and a custom amount, and confirms the issued cards', async () => {
    const page = await openCheckout(
      browser,
      [
        { slug: 'everyday-gift-card', denomination: 'e50', gift: scheduledGift },
        { slug: 'dinner-for-two', denomination: 'dinner' },
        { slug: 'coffee-card', denomination: { custom: 42.5 } },
      ],
      DESKTOP,
    );
    expect(await page.title()).toBe('Lantern Lane – Checkout');
    // 50 + 120 + 42.50 = 212.50; fee 2.5% = 5.31; total 217.81
    expect(await textOf(page, 'total-subtotal-value')).toBe('$212.50');
    expect(await textOf(page, 'total-fee-value')).toBe('$5.31');
    expect(await textOf(page, 'total-due-value')).toBe('$217.81');
    expect(await textsOf(page, 'summary-gift-details')).toEqual([expect.stringContaining('To Grace Hopper')]);
    await screenshot(page, 'checkout-empty-form');

    await fillDetails(page);
    await waitForCardForm(page);
    await screenshotBoth(page, 'checkout-payment-form');
    await fillCard(page, TEST_CARDS.succeeds);
    await page.getByTestId('pay-button').click();
    await expectConfirmation(page);

    expect(await textOf(page, 'order-number')).toMatch(/^ORD-/);
    const cards = page.getByTestId('issued-card');
    expect(await cards.count()).toBe(3);
    // Gift cards in cart order; the voucher under its own heading.
    expect(await page.getByTestId('issued-cards').getByTestId('issued-card-title').allTextContents()).toEqual([
      'Everyday Gift Card',
      'Coffee Card',
    ]);
    expect(
      await page.getByRole('region', { name: 'Your vouchers' }).getByTestId('issued-card-title').allTextContents(),
    ).toEqual(['Dinner for Two']);
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
    expect(await gift.getByTestId('issued-card-message').textContent()).toBe('“Happy birthday, Grace!”');
    // Scheduled for 09:30 in the browser's zone, sent as UTC, shown in the browser's locale and zone again, the zone named.
    const expected = await page.evaluate(() =>
      new Intl.DateTimeFormat(undefined, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      }).format(new Date(2030, 5, 15, 9, 30)),
    );
    expect(await gift.getByTestId('issued-card-scheduled').textContent()).toBe(`Scheduled for ${expected}`);
    const view = page.getByTestId('issued-card-view').first();
    expect(await view.getAttribute('href')).toMatch(/^\/GiftCard\/Preview\/[0-9a-f-]{36}$/);
    expect(await view.getAttribute('target')).toBe('_blank');
    expect(await page.getByTestId('issued-card-print').first().getAttribute('href')).toMatch(
      /^\/GiftCard\/Pdf\/[0-9a-f-]{36}$/,
    );
    expect(await textOf(page, 'order-paid-total')).toBe('$217.81 USD');
    expect(await textOf(page, 'order-receipt-email')).toBe('ada@example.com');
    expect(await textOf(page, 'confirmation-message')).toBe(
      'Your order has been processed and your gift cards and vouchers are ready to use.',
    );
    expect(await page.getByTestId('shipping-details').count()).toBe(0);
    expect(await storedCart(page)).toBeNull();
    expect(await page.getByTestId('continue-shopping').getAttribute('href')).toBe('/');
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page, `confirmation at ${viewport.width} px`);
      await screenshot(page, 'confirmation');
    }
    await page.close();
  });

  it('shows a declined card, then takes a retry with a good card', async () => {
    const page = await openCheckout(browser, [{ slug: 'coffee-card', denomination: 'c20' }], MOBILE);
    await fillDetails(page);
    await waitForCardForm(page);
    await fillCard(page, TEST_CARDS.declined);
    await page.getByTestId('pay-button').click();
    const error = page.getByTestId('payment-error');
    await error.waitFor();
    expect(await error.textContent()).toBe('Your card was declined.');
    expect(await error.getAttribute('role')).toBe('alert');
    expect(await page.getByTestId('pay-button').textContent()).toBe('Pay now');

    await fillCard(page, TEST_CARDS.succeeds);
    await page.getByTestId('pay-button').click();
    await expectConfirmation(page);
    expect(await page.getByTestId('issued-card').count()).toBe(1);
    await screenshot(page, 'confirmation');
    await page.close();
  });

  it('asks for 3-D Secure and pays once it is completed', async () => {
    const page = await openCheckout(browser, [{ slug: 'coffee-card', denomination: 'c40' }], DESKTOP);
    await fillDetails(page, { email: 'three-d@example.com' });
    await waitForCardForm(page);
    await fillCard(page, TEST_CARDS.authenticate);
    // The dialog's code (Radix Dialog) is not part of the checkout's load: only a bank's challenge asks for it.
    expect(await scriptsLoaded(page)).not.toContain(chunkOf('src/entities/payment/sandbox/three-d-secure-dialog.tsx'));
    await page.getByTestId('pay-button').click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Fail authentication' }).isVisible()).toBe(true);
    await screenshot(page, 'checkout-3ds-dialog');
    await dialog.getByRole('button', { name: 'Complete authentication' }).click();
    await expectConfirmation(page);
    expect(await textOf(page, 'order-receipt-email')).toBe('three-d@example.com');
    await page.close();
  });

  it('says so when authentication fails, and pays on a second attempt', async () => {
    const page = await openCheckout(browser, [{ slug: 'coffee-card', denomination: 'c20' }], MOBILE);
    await fillDetails(page);
    await waitForCardForm(page);
    await fillCard(page, TEST_CARDS.authenticate);
    await page.getByTestId('pay-button').click();
    await page.getByRole('button', { name: 'Fail authentication' }).click();
    await page.getByTestId('payment-error').waitFor();
    expect(await textOf(page, 'payment-error')).toBe(
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    );
    await screenshot(page, 'checkout-3ds-dialog');
    await page.getByTestId('pay-button').click();
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await expectConfirmation(page);
    await page.close();
  });
});
