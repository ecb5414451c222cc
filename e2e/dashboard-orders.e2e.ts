import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot, storeUrl, type Browser } from './support/browser';
import {
  expectConfirmation,
  fillCard,
  fillDetails,
  openCheckout,
  TEST_CARDS,
  waitForCardForm,
} from './support/checkout';
import { DEMO, navigateTo, openAsOwner, uniqueEmail } from './support/dashboard';

/** An order of two gift lines placed through the demo storefront, paid with the sandbox card; the buyer's email is the test's own. */
async function placeTwoLineOrder(site: Browser, buyer: string) {
  const page = await openCheckout(
    site,
    [
      {
        slug: 'happy-birthday',
        denomination: 'usd-25',
        gift: { recipientName: 'Grace', recipientEmail: uniqueEmail('grace') },
      },
      {
        slug: 'thank-you',
        denomination: 'usd-40',
        gift: { recipientName: 'Alan', recipientEmail: uniqueEmail('alan') },
      },
    ],
    DESKTOP,
    DEMO,
  );
  await fillDetails(page, { email: buyer });
  await waitForCardForm(page);
  await fillCard(page, TEST_CARDS.succeeds);
  await page.getByTestId('pay-button').click();
  await expectConfirmation(page);
  await page.close();
}

async function checkBothWidths(page: Awaited<ReturnType<typeof openAsOwner>>, name: string) {
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page, `${name} ${viewport.width}`);
    await screenshot(page, name);
  }
}

test.describe('orders in the dashboard', () => {
  test('an owner finds a storefront order, refunds one of its two lines, and the buyer is emailed the refund', async ({
    site,
  }) => {
    const buyer = uniqueEmail('buyer');
    await placeTwoLineOrder(site, buyer);

    const page = await openAsOwner(site, DESKTOP);
    await navigateTo(page, 'Orders');
    await page.getByTestId('orders-page').waitFor();
    await page.getByLabel('Search orders').fill(buyer);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('query')).toBe(buyer);
    const row = page.getByTestId('orders-row').filter({ hasText: 'Paid' });
    await expect.poll(() => page.getByTestId('orders-row').count()).toBe(1);
    await checkBothWidths(page, 'dashboard-orders');

    await page.setViewportSize(DESKTOP);
    await row.getByRole('link').click();
    await page.getByTestId('order-page').waitFor();
    await page.getByRole('heading', { level: 1, name: /^Order / }).waitFor();
    await expect(page.getByTestId('order-buyer')).toContainText(buyer);
    await expect
      .poll(() => page.getByTestId('order-card').allTextContents())
      .toEqual([expect.stringContaining('Active'), expect.stringContaining('Active')]);
    await checkBothWidths(page, 'dashboard-order');

    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: /^Refund order/ });
    await dialog.getByLabel('Chosen lines').check();
    await dialog.getByLabel(/Happy Birthday/).check();
    // The total is read out before Refund is pressed, with what happens to the fees.
    await expect(dialog.getByTestId('refund-summary')).toContainText("Refund total: $25.00, the chosen lines' value.");
    await dialog.getByLabel('Reason').fill('Sent to the wrong person');
    await expectNoAxeViolations(page, 'refund dialog');
    await screenshot(page, 'dashboard-refund-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await dialog.waitFor({ state: 'detached' });

    const cards = page.getByTestId('order-card');
    await expect
      .poll(() => cards.allTextContents())
      .toEqual([expect.stringContaining('Voided'), expect.stringContaining('Active')]);
    await expect(page.getByTestId('order-refunds')).toContainText('$25.00 refunded by Demo Owner');
    await expect(page.getByTestId('order-audit')).toContainText('Refunded an order');
    await checkBothWidths(page, 'dashboard-order-refunded');

    // The refunded card links back to its order and offers no Reactivate: its value went back to the buyer.
    await page.setViewportSize(DESKTOP);
    const orderUrl = page.url();
    await cards
      .filter({ hasText: 'Voided' })
      .getByRole('link', { name: /Card ending/ })
      .click();
    await page.getByTestId('card-balance').waitFor();
    await expect(page.getByTestId('card-actions').getByRole('button', { name: 'Reactivate' })).toHaveCount(0);
    await page.getByTestId('card-facts').getByRole('link').click();
    await expect(page).toHaveURL(orderUrl);

    await expect
      .poll(
        async () => {
          await page.goto(storeUrl(DEMO, '/dev/mailbox'));
          return page.getByRole('row').filter({ hasText: buyer }).allTextContents();
        },
        { timeout: 30_000, intervals: [500] },
      )
      .toContainEqual(expect.stringContaining('refund of $25.00'));
    await page.close();
  });
});
