import type { Page } from '@playwright/test';
import type { Browser } from './browser';
import {
  expectConfirmation,
  fillCard,
  fillDetails,
  openCheckout,
  TEST_CARDS,
  waitForCardForm,
  type CartLine,
} from './checkout';
import { DEMO } from './dashboard';
import type { Viewport } from './storefront';

/** Pays the sandbox with the card that succeeds and waits for the confirmation page. */
async function payAndConfirm(page: Page) {
  await waitForCardForm(page);
  await fillCard(page, TEST_CARDS.succeeds);
  await page.getByTestId('pay-button').click();
  await expectConfirmation(page);
}

/** A gift card bought on the demo store for `recipientEmail`, emailed at `scheduledDate` 10:00. */
export async function buyScheduledGift(
  browser: Browser,
  viewport: Viewport,
  gift: { recipientName: string; recipientEmail: string; scheduledDate: string },
): Promise<Page> {
  const line: CartLine = {
    slug: 'classic-gift-card',
    denomination: 'usd-25',
    gift: { ...gift, message: 'Enjoy!', scheduledTime: '10:00' },
  };
  const page = await openCheckout(browser, [line], viewport, DEMO);
  await fillDetails(page, { email: 'buyer@example.com' });
  await payAndConfirm(page);
  return page;
}

/** A gift card bought on the demo store and posted by standard post to a UK address (the recipient's, else the buyer's). */
export async function buyPostalCard(
  browser: Browser,
  viewport: Viewport,
  buyer: { firstName: string; lastName: string; email: string },
  recipient = `${buyer.firstName} ${buyer.lastName}`,
): Promise<Page> {
  const page = await openCheckout(browser, [{ slug: 'classic-gift-card', denomination: 'usd-25' }], viewport, DEMO);
  await fillDetails(page, buyer);
  await page.getByTestId('delivery-mode-physical').click();
  await page.getByLabel("Recipient's name").fill(recipient);
  await page.getByLabel('Country', { exact: true }).selectOption('GB');
  await page.getByTestId('shipping-option-standard-post').click();
  await page.getByLabel('Address', { exact: true }).fill('12 Analytical Row');
  await page.getByLabel('City').fill('London');
  await page.getByLabel('Postcode').fill('SW1A 1AA');
  await page.getByLabel('Mobile number').fill('+44 7400 123456');
  await payAndConfirm(page);
  return page;
}
