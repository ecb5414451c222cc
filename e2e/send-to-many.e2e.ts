import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { screenshot, storeUrl, VIEWPORTS } from './support/browser';
import { CHECKOUT, expectConfirmation, fillCard, TEST_CARDS, waitForCardForm } from './support/checkout';

/** A date ten days ahead (YYYY-MM-DD): the rows' delivery moment is still to come. */
const later = new Date(Date.now() + 10 * 24 * 3600_000).toISOString().slice(0, 10);

/** 25 recipients of the Everyday gift card as a CSV; row 7's address has no domain ending. */
function recipientsCsv(tag: string): string {
  const rows = Array.from({ length: 25 }, (_, i) => {
    const n = i + 1;
    const email = n === 7 ? `person7-${tag}@example` : `person${n}-${tag}@example.com`;
    return `Person ${n},${email},${n % 2 ? 25 : 50},"Thank you, ${n}!",${later},09:00`;
  });
  return ['name,email,amount,message,date,time', ...rows].join('\n');
}

/** Issue 31 'Send to many': one order of one gift card for many recipients, from a CSV. */
test.describe('send to many', () => {
  for (const [width, viewport] of VIEWPORTS) {
    test(`a bulk order of 25 rows from a CSV, one bad row fixed in place, paid in the sandbox, at ${width}`, async ({
      site,
    }) => {
      // 25 rows typed into a table, a payment and a confirmation of 25 gifts: slow on a busy machine.
      test.setTimeout(180_000);
      const tag = `${viewport.width}-${Date.now()}`;
      const page = await site.newPage(viewport);
      await page.goto(storeUrl(CHECKOUT, '/gift-card/everyday-gift-card'));
      await page.getByRole('link', { name: 'Send to many' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send Everyday Gift Card to many');

      await page.getByLabel('Upload a CSV file').setInputFiles({
        name: 'staff.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(recipientsCsv(tag)),
      });
      await expect(page.getByTestId('bulk-add-status')).toHaveText(
        '25 recipients added. Check them in the table below.',
      );
      await expect(page.getByRole('heading', { name: 'Recipients (25)' })).toBeVisible();
      const problem = 'Row 7, Email: please enter a valid email address, like name@example.com.';
      await expect(page.getByTestId('bulk-summary')).toContainText('1 problem to fix before you can pay.');
      const cell = page.getByLabel('Row 7 Email');
      await expect(cell).toHaveAttribute('aria-invalid', 'true');
      await expect(cell).toHaveAccessibleDescription(problem);
      await expectNoAxeViolations(page, 'send to many with a bad row');
      await screenshot(page, 'send-to-many-bad-row');

      // The problem's link takes the keyboard to the cell, where the row is fixed in place.
      await page.getByRole('button', { name: problem }).click();
      await expect(cell).toBeFocused();
      await cell.fill(`person7-${tag}@example.com`);
      await expect(page.getByTestId('bulk-all-valid')).toHaveText('All 25 rows are ready.');
      await expect(cell).not.toHaveAttribute('aria-invalid', 'true');

      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Last name').fill('Lovelace');
      await page.getByLabel('Email', { exact: true }).fill(`buyer-${tag}@example.com`);
      // 13 × $25 + 12 × $50 = $925, and the store's 2.5 % service fee: $948.13.
      await expect(page.getByTestId('bulk-total')).toHaveText('$948.13');
      await page.getByTestId('bulk-continue').click();
      await waitForCardForm(page);
      await expectNoAxeViolations(page, 'send to many payment');
      await fillCard(page, TEST_CARDS.succeeds);
      await page.getByTestId('pay-button').click();
      await expectConfirmation(page);
      // 25 gifts: the first ten, then all of them on request.
      await expect(page.getByTestId('issued-card-recipient')).toHaveCount(10);
      await page.getByRole('button', { name: 'Show all 25' }).click();
      await expect(page.getByTestId('issued-card-recipient')).toHaveCount(25);
      await expectNoAxeViolations(page, 'send to many confirmation');
      await screenshot(page, 'send-to-many-confirmation');

      // The order as the API tells it to this browser: 25 gifts, each scheduled for its moment.
      const paymentIntentId = new URL(page.url()).searchParams.get('payment_intent')!;
      const order = (await page.evaluate(
        (id) =>
          fetch(`/api/Payment/GetOrderDetails?paymentIntentId=${encodeURIComponent(id)}`).then((res) => res.json()),
        paymentIntentId,
      )) as {
        order: { totals: { total: number } };
        giftCards: { recipientEmail: string; scheduledDate: string | null }[];
      };
      expect(order.order.totals.total).toBe(948.13);
      expect(order.giftCards).toHaveLength(25);
      expect(order.giftCards.every((card) => card.scheduledDate?.startsWith(later))).toBe(true);
      expect(order.giftCards.map((card) => card.recipientEmail)).toContain(`person7-${tag}@example.com`);
      await page.close();
    });
  }
});
