import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import { dashboardUrl, DEMO, openAsOwner, uniqueEmail } from './support/dashboard';

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** The cards a test sold are voided at its end, so the demo store's balances are as they were. */
async function voidSold(page: Page, sold: string[]) {
  for (const id of sold.splice(0)) {
    await page.evaluate(
      (cardId) =>
        fetch(`/api/admin/gift-cards/${cardId}/void`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ reason: 'Browser test sale' }),
        }),
      id,
    );
  }
}

test.describe('Sell a card on the Redeem page', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`an owner sells a $25 card paid in cash and emails it; the receipt prints it and links the card (${viewport.width} px)`, async ({
      site,
    }) => {
      const page = await openAsOwner(site, viewport, '/redeem');
      const sold: string[] = [];
      try {
        const sellButton = page.getByRole('button', { name: 'Sell a card' });
        await sellButton.click();
        const dialog = page.getByRole('dialog', { name: 'Sell a card' });
        await dialog.waitFor();
        await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('amount');

        // Refusals in words, next to their fields, before anything is sent.
        await dialog.getByRole('button', { name: 'Sell the card' }).click();
        await expect(dialog.getByLabel(/Amount paid/)).toHaveAttribute('aria-invalid', 'true');
        await dialog.getByLabel(/Amount paid/).fill('25');
        await dialog.getByLabel('Email it to the customer').check();
        await dialog.getByRole('button', { name: 'Sell the card' }).click();
        await dialog.getByText('Enter the email address to send the card to.').waitFor();
        await expect(dialog).not.toContainText(/expected|NaN|invalid_type|recipientEmail/i);
        await expectNoAxeViolations(page, `sell a card dialog ${viewport.width}`);
        await screenshot(page, 'dashboard-sell-card-dialog', { fullPage: false });

        // Escape gives focus back to the button that opened the dialog.
        await page.keyboard.press('Escape');
        await expect.poll(() => focusedText(page)).toBe('Sell a card');

        await sellButton.click();
        const email = uniqueEmail('counter-sale');
        await dialog.getByLabel(/Amount paid/).fill('25');
        await dialog.getByLabel('Cash').check();
        await dialog.getByLabel('Email it to the customer').check();
        await dialog.getByLabel("Customer's email").fill(email);
        await dialog.getByLabel('Name on the card (optional)').fill('Robin');
        await dialog.getByRole('button', { name: 'Sell the card' }).click();

        const receipt = page.getByTestId('sale-receipt');
        await receipt.waitFor();
        await expect(page.getByTestId('sale-balance')).toHaveText('$25.00');
        const line = page.getByTestId('sale-line');
        await expect(line).toContainText('paid with cash');
        await expect(line).toContainText(`Emailed to ${email}.`);
        await expect.poll(() => focusedText(page)).toBe('Card sold');
        const print = receipt.getByRole('link', { name: /Print the card/ });
        await expect(print).toHaveAttribute('href', /^\/GiftCard\/Pdf\/[0-9a-f-]{36}$/);
        const printUrl = (await print.getAttribute('href'))!;
        sold.push(printUrl.split('/').pop()!);
        const pdfType = await page.evaluate(
          async (url) => (await fetch(url)).headers.get('content-type') ?? '',
          printUrl,
        );
        expect(pdfType).toContain('application/pdf');
        await expectNoAxeViolations(page, `sale receipt ${viewport.width}`);
        await screenshot(page, 'dashboard-sale-receipt');

        // The card's page says where it came from; its history has the sale with how it was paid.
        await receipt.getByRole('link', { name: /Open the card/ }).click();
        await page.getByTestId('card-balance').waitFor();
        await expect(page.getByTestId('card-facts')).toContainText('Sold at the counter');
        const ledger = page.getByTestId(viewport === MOBILE ? 'ledger-card' : 'ledger-row').first();
        await expect(ledger).toContainText('Sold at the counter, paid in cash');
      } finally {
        await voidSold(page, sold);
        await page.close();
      }
    });
  }

  test('a sale shows in the audit log as money, and in the sales report as a counter sale', async ({ site }) => {
    const page = await openAsOwner(site, DESKTOP, '/redeem');
    const sold: string[] = [];
    try {
      await page.getByRole('button', { name: 'Sell a card' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sell a card' });
      await dialog.getByLabel(/Amount paid/).fill('12.5');
      await dialog.getByLabel('Card, on the shop’s own terminal').check();
      await dialog.getByRole('button', { name: 'Sell the card' }).click();
      await page.getByTestId('sale-receipt').waitFor();
      sold.push((await page.getByRole('link', { name: /Print the card/ }).getAttribute('href'))!.split('/').pop()!);

      await page.goto(dashboardUrl(DEMO, '/audit?action=gift-card.sold'));
      const details = page.getByTestId('audit-row').first().getByTestId('audit-details');
      await expect(details).toContainText('Amount: $12.50');
      await expect(details).toContainText('Paid with: card at the till');
      await expect(details).not.toContainText('Minor');

      const today = await page.evaluate(() => new Date().toISOString().slice(0, 10));
      const report = await page.evaluate(
        async (day) =>
          (await (await fetch(`/api/admin/reports/sales?from=${day}&to=${day}&groupBy=day`)).json()) as {
            products: { name: string; gross: number }[];
          },
        today,
      );
      expect(report.products.find((p) => p.name === 'Sold at the counter')?.gross).toBeGreaterThanOrEqual(12.5);
    } finally {
      await voidSold(page, sold);
      await page.close();
    }
  });
});
