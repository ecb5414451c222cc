import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, screenshot, VIEWPORTS } from './support/browser';
import {
  expectConfirmation,
  fillCard,
  fillDetails,
  openCheckout,
  TEST_CARDS,
  waitForCardForm,
} from './support/checkout';
import { receiptOrderLink } from './support/receipt';
import { textsOf } from './support/storefront';

/**
 * The confirmation URL carries the payment id; the codes belong to the browser that paid, and
 * to whoever opens the receipt email's own link (docs/decisions/0010).
 */

test.describe('order details in another browser', () => {
  test('shows the codes masked and no View or Print until the receipt link is opened', async ({
    site: buyer,
    stranger,
  }) => {
    const checkout = await openCheckout(buyer, [{ slug: 'coffee-card', denomination: 'c20' }], DESKTOP);
    await fillDetails(checkout, { email: 'receipt-link@example.com' });
    await waitForCardForm(checkout);
    await fillCard(checkout, TEST_CARDS.succeeds);
    await checkout.getByTestId('pay-button').click();
    await expectConfirmation(checkout);
    await expect(checkout.getByTestId('issued-card-view')).toHaveCount(1);
    const confirmationUrl = checkout.url();
    const reference = (await checkout.getByTestId('order-number').textContent())!;
    const [ending] = await textsOf(checkout, 'issued-card-code');
    await checkout.close();

    const page = await stranger.newPage(DESKTOP);
    await page.goto(confirmationUrl);
    await expectConfirmation(page);
    await expect(page.getByTestId('issued-card-code')).toHaveText([ending!]);
    await expect(page.getByTestId('issued-card-view')).toHaveCount(0);
    await expect(page.getByTestId('issued-card-print')).toHaveCount(0);
    await expect(page.getByTestId('issued-card-receipt-hint')).toHaveText(
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
    await expect(page.getByTestId('issued-card-view')).toHaveAttribute('href', /^\/GiftCard\/Preview\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('issued-card-print')).toHaveAttribute('href', /^\/GiftCard\/Pdf\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('issued-card-receipt-hint')).toHaveCount(0);
    await page.close();
  });
});
