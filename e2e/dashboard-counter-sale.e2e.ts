import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, openBrowser, screenshot, type Browser } from './support/browser';
import { dashboardUrl, DEMO, openAsOwner, uniqueEmail } from './support/dashboard';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** The cards this file sold are voided at the end, so the demo store's balances are as they were. */
const sold: string[] = [];
async function voidSold(page: Page) {
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

describe('Sell a card on the Redeem page', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    it(`an owner sells a $25 card paid in cash and emails it; the receipt prints it and links the card (${viewport.width} px)`, async () => {
      const page = await openAsOwner(browser, viewport, '/redeem');
      try {
        const sellButton = page.getByRole('button', { name: 'Sell a card' });
        await sellButton.click();
        const dialog = page.getByRole('dialog', { name: 'Sell a card' });
        await dialog.waitFor();
        await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('amount');

        // Refusals in words, next to their fields, before anything is sent.
        await dialog.getByRole('button', { name: 'Sell the card' }).click();
        await expect.poll(() => dialog.getByLabel(/Amount paid/).getAttribute('aria-invalid')).toBe('true');
        await dialog.getByLabel(/Amount paid/).fill('25');
        await dialog.getByLabel('Email it to the customer').check();
        await dialog.getByRole('button', { name: 'Sell the card' }).click();
        await dialog.getByText('Enter the email address to send the card to.').waitFor();
        expect(await dialog.textContent()).not.toMatch(/expected|NaN|invalid_type|recipientEmail/i);
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
        expect(await page.getByTestId('sale-balance').textContent()).toBe('$25.00');
        const line = (await page.getByTestId('sale-line').textContent()) ?? '';
        expect(line).toContain('paid with cash');
        expect(line).toContain(`Emailed to ${email}.`);
        await expect.poll(() => focusedText(page)).toBe('Card sold');
        const print = receipt.getByRole('link', { name: /Print the card/ });
        const printUrl = (await print.getAttribute('href'))!;
        sold.push(printUrl.split('/').pop()!);
        expect(printUrl).toMatch(/^\/GiftCard\/Pdf\/[0-9a-f-]{36}$/);
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
        expect(await page.getByTestId('card-facts').textContent()).toContain('Sold at the counter');
        const ledger = page.getByTestId(viewport === MOBILE ? 'ledger-card' : 'ledger-row').first();
        expect(await ledger.textContent()).toContain('Sold at the counter, paid in cash');
        await voidSold(page);
      } finally {
        await page.close();
      }
    });
  }

  it('a sale shows in the audit log as money, and in the sales report as a counter sale', async () => {
    const page = await openAsOwner(browser, DESKTOP, '/redeem');
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
      await details.waitFor();
      const text = (await details.textContent()) ?? '';
      expect(text).toContain('Amount: $12.50');
      expect(text).toContain('Paid with: card at the till');
      expect(text).not.toContain('Minor');

      const today = await page.evaluate(() => new Date().toISOString().slice(0, 10));
      const report = await page.evaluate(
        async (day) =>
          (await (await fetch(`/api/admin/reports/sales?from=${day}&to=${day}&groupBy=day`)).json()) as {
            products: { name: string; gross: number }[];
          },
        today,
      );
      expect(report.products.find((p) => p.name === 'Sold at the counter')?.gross).toBeGreaterThanOrEqual(12.5);
      await voidSold(page);
    } finally {
      await page.close();
    }
  });
});
