import type { Browser as PlaywrightBrowser, Page } from '@playwright/test';
import { storeUrl, waitForReactAfterNavigation } from './browser';
import { expectConfirmation, seedCart, TEST_CARDS, waitForCardForm, type CartLine } from './checkout';

/** An address no other test uses, so the mailbox and the order are this test's own. */
export const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export interface Purchase {
  /** The confirmation page, still open, in the buyer's own context. */
  page: Page;
  reference: string;
  /** The id of the card issued for the first line whose title contains the text. */
  cardIdOf(title: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Buys `lines` on `slug` in a browser context of its own, in the shopper's `language` (through
 * `?lang=`, the page's language choice), filling the checkout by its test ids so any language
 * reads the same, and paying with the sandbox card that succeeds.
 */
export async function buyInStore(
  browser: PlaywrightBrowser,
  slug: string,
  lines: CartLine[],
  buyer: { firstName: string; lastName: string; email: string },
  { language = 'en', timezoneId }: { language?: string; timezoneId?: string } = {},
): Promise<Purchase> {
  const context = await browser.newContext({ timezoneId });
  const page = await context.newPage();
  waitForReactAfterNavigation(page);
  await page.goto(storeUrl(slug, `/?lang=${language}`));
  await seedCart(page, lines);
  await page.goto(storeUrl(slug, '/checkout'));
  await page.getByTestId('checkout-form').waitFor();
  await page.getByTestId('first-name-input').fill(buyer.firstName);
  await page.getByTestId('last-name-input').fill(buyer.lastName);
  await page.getByTestId('email-input').fill(buyer.email);
  await waitForCardForm(page);
  await page.getByTestId('card-number-input').fill(TEST_CARDS.succeeds);
  await page.getByTestId('card-expiry-input').fill('12/34');
  await page.getByTestId('card-cvc-input').fill('123');
  await page.getByTestId('pay-button').click();
  await expectConfirmation(page);
  const reference = (await page.getByTestId('order-number').textContent())!.trim();
  return {
    page,
    reference,
    async cardIdOf(title) {
      const view = page.getByTestId('issued-card').filter({ hasText: title }).first().getByTestId('issued-card-view');
      const href = (await view.getAttribute('href'))!;
      return decodeURIComponent(href.split('/').pop()!);
    },
    close: () => context.close(),
  };
}
