import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, openBrowser, screenshot, storeUrl, VIEWPORTS, type Browser } from './support/browser';
import {
  CHECKOUT,
  expectConfirmation,
  fillCard,
  fillDetails,
  openCheckout,
  TEST_CARDS,
  waitForCardForm,
} from './support/checkout';
import { textsOf } from './support/storefront';

/**
 * The confirmation URL carries the payment id; the codes belong to the browser that paid, and
 * to whoever opens the receipt email's own link (docs/decisions/0010).
 */
let buyer: Browser;
let stranger: Browser;
beforeAll(async () => {
  [buyer, stranger] = await Promise.all([openBrowser(), openBrowser()]);
});
afterAll(async () => {
  await Promise.all([buyer?.close(), stranger?.close()]);
});

/** The href of the receipt's 'View your order' button, once the delivery worker has sent it to the outbox. */
async function receiptOrderLink(page: Page, reference: string): Promise<string> {
  const subject = page.getByRole('link', { name: new RegExp(`order ${reference}$`) });
  // The mailbox page lists what has been sent when it is opened: open it again until the receipt is there.
  await expect
    .poll(
      async () => {
        await page.goto(storeUrl(CHECKOUT, '/dev/mailbox'));
        return subject.count();
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBeGreaterThan(0);
  await subject.click();
  const button = page.getByRole('link', { name: 'View your order' });
  await button.waitFor();
  for (const [, viewport] of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await screenshot(page, 'receipt-email');
  }
  return (await button.getAttribute('href'))!;
}

describe('order details in another browser', () => {
  it('shows the codes masked and no View or Print until the receipt link is opened', async () => {
    const checkout = await openCheckout(buyer, [{ slug: 'coffee-card', denomination: 'c20' }], DESKTOP);
    await fillDetails(checkout, { email: 'receipt-link@example.com' });
    await waitForCardForm(checkout);
    await fillCard(checkout, TEST_CARDS.succeeds);
    await checkout.getByTestId('pay-button').click();
    await expectConfirmation(checkout);
    expect(await checkout.getByTestId('issued-card-view').count()).toBe(1);
    const confirmationUrl = checkout.url();
    const reference = (await checkout.getByTestId('order-number').textContent())!;
    const [ending] = await textsOf(checkout, 'issued-card-code');
    await checkout.close();

    const page = await stranger.newPage(DESKTOP);
    await page.goto(confirmationUrl);
    await expectConfirmation(page);
    expect(await textsOf(page, 'issued-card-code')).toEqual([ending]);
    expect(await page.getByTestId('issued-card-view').count()).toBe(0);
    expect(await page.getByTestId('issued-card-print').count()).toBe(0);
    expect(await page.getByTestId('issued-card-receipt-hint').textContent()).toBe(
      'To view or print this card, open the link in your receipt email.',
    );
    for (const [label, viewport] of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page, `confirmation in another browser ${label}`);
      await screenshot(page, 'confirmation-other-browser');
    }

    const link = await receiptOrderLink(page, reference);
    expect(new URL(link).pathname).toBe('/api/Payment/OpenOrder');
    await page.goto(link);
    await expectConfirmation(page);
    expect(new URL(page.url()).search).not.toContain('token');
    expect(await page.getByTestId('issued-card-view').getAttribute('href')).toMatch(
      /^\/GiftCard\/Preview\/[0-9a-f-]{36}$/,
    );
    expect(await page.getByTestId('issued-card-print').getAttribute('href')).toMatch(
      /^\/GiftCard\/Pdf\/[0-9a-f-]{36}$/,
    );
    expect(await page.getByTestId('issued-card-receipt-hint').count()).toBe(0);
    await page.close();
  });
});
