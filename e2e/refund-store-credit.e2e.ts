import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot, storeUrl } from './support/browser';
import {
  expectConfirmation,
  fillCard,
  fillDetails,
  openCheckout,
  TEST_CARDS,
  waitForCardForm,
} from './support/checkout';
import { DEMO, navigateTo, openAsOwner, uniqueEmail } from './support/dashboard';

test.describe('refund as store credit (issue 31)', () => {
  test('an owner refunds an order as store credit: a new card for the amount, emailed to the buyer', async ({
    site,
  }) => {
    const buyer = uniqueEmail('credit');
    const shop = await openCheckout(site, [{ slug: 'happy-birthday', denomination: 'usd-25' }], DESKTOP, DEMO);
    await fillDetails(shop, { email: buyer });
    await waitForCardForm(shop);
    await fillCard(shop, TEST_CARDS.succeeds);
    await shop.getByTestId('pay-button').click();
    await expectConfirmation(shop);
    await shop.close();

    const page = await openAsOwner(site, DESKTOP);
    await navigateTo(page, 'Orders');
    await page.getByTestId('orders-page').waitFor();
    await page.getByLabel('Search orders').fill(buyer);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByTestId('orders-row').count()).toBe(1);
    await page.getByTestId('orders-row').getByRole('link').click();
    await page.getByTestId('order-page').waitFor();

    await page.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: /^Refund order/ });
    await dialog.getByLabel('An amount').check();
    await dialog.getByLabel('Amount (USD)').fill('10');
    await dialog.getByLabel('Refund as store credit').check();
    await expect(dialog.getByLabel('Store credit goes to')).toHaveValue('new');
    await expect(dialog.getByLabel('Store credit goes to').locator('option').first()).toHaveText(
      `A new gift card, emailed to ${buyer}`,
    );
    await dialog.getByLabel('Reason').fill('Kept as credit for next time');
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page, `store credit refund dialog ${viewport.width}`);
      await screenshot(page, 'dashboard-refund-store-credit', { fullPage: false });
    }
    await dialog.getByRole('button', { name: 'Refund as store credit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.getByTestId('order-refunds')).toContainText('$10.00 refunded as store credit by Demo Owner');
    await expect(page.getByTestId('order-audit')).toContainText('Refunded an order as store credit');
    await expectNoAxeViolations(page, 'order refunded as store credit');

    // The buyer gets the new card's gift email.
    await expect
      .poll(
        async () => {
          await page.goto(storeUrl(DEMO, '/dev/mailbox'));
          return page.getByRole('row').filter({ hasText: buyer }).count();
        },
        { timeout: 30_000, intervals: [500] },
      )
      .toBeGreaterThanOrEqual(2);
    await page.close();
  });
});
