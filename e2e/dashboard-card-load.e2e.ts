import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import { dashboardUrl, DEMO, openAsOwner } from './support/dashboard';

/** A $40 card sold at the counter through the owner's session: the card this test loads. */
async function sellCard(page: Page): Promise<string> {
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/admin/gift-cards/sales', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 40, paidWith: 'cash', note: 'Browser test: card load' }),
    });
    return { status: response.status, body: (await response.json()) as { card: { id: string } } };
  });
  expect(answer.status).toBe(201);
  return answer.body.card.id;
}

/** The card is voided at the end, so the demo store's balances are as they were. */
async function voidCard(page: Page, id: string) {
  await page.evaluate(
    (cardId) =>
      fetch(`/api/admin/gift-cards/${cardId}/void`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reason: 'Browser test: card load' }),
      }),
    id,
  );
}

test.describe('Load money onto a card from its page', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`an owner loads $25 with a reason, is refused over the maximum balance in a sentence, and reads the new balance (${viewport.width} px)`, async ({
      site,
    }) => {
      // Sign-in, a sale, two server round trips and two axe runs: slow on the shared machine.
      test.slow();
      const page = await openAsOwner(site, viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const id = await sellCard(page);
      try {
        await page.goto(dashboardUrl(DEMO, `/gift-cards/${id}`));
        await expect(page.getByTestId('card-balance')).toHaveText('$40.00');
        await page.getByRole('button', { name: 'Load money' }).click();
        const dialog = page.getByRole('dialog', { name: 'Load money' });
        await dialog.waitFor();
        await expect(dialog).toContainText('The balance is $40.00.');

        // Checked before anything is sent: an amount is needed.
        await dialog.getByRole('button', { name: 'Load money' }).click();
        await expect(dialog.getByLabel(/Amount to add/)).toHaveAttribute('aria-invalid', 'true');
        await expect(dialog).toContainText('Enter the amount to add as a number.');

        // The server's refusal, as a sentence: the store's maximum balance is $2,000.00.
        await dialog.getByLabel(/Amount to add/).fill('1990');
        await dialog.getByRole('button', { name: 'Load money' }).click();
        await expect(dialog.getByRole('alert')).toContainText(
          'This card can be topped up by at most $1,960.00 (the maximum balance is $2,000.00).',
        );
        await expectNoAxeViolations(page, `card load dialog ${viewport.width}`);
        await screenshot(page, 'dashboard-card-load-refused', { fullPage: false });

        await dialog.getByLabel(/Amount to add/).fill('25');
        await dialog.getByLabel('Reason or reference (optional)').fill('Goodwill for a late delivery');
        await dialog.getByRole('button', { name: 'Load money' }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByTestId('card-notice')).toHaveText(
          '$25.00 was loaded onto the card. The new balance is $65.00.',
        );
        await expect(page.getByTestId('card-balance')).toHaveText('$65.00');
        await expect(page.getByText('Goodwill for a late delivery').filter({ visible: true })).toHaveCount(1);
        await expectNoAxeViolations(page, `card page after a load ${viewport.width}`);
        await screenshot(page, 'dashboard-card-loaded');
      } finally {
        await voidCard(page, id);
      }
    });
  }
});
