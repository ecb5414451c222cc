import fs from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, screenshot, storeUrl, VIEWPORTS } from './support/browser';
import { CHECKOUT, expectConfirmation, fillCard, TEST_CARDS, waitForCardForm } from './support/checkout';
import { receiptOrderLink } from './support/receipt';

/** Two recipients of the Everyday gift card, as the CSV template names the columns. */
const recipientsCsv = (tag: string) =>
  ['name,email,amount', `Ana,ana-${tag}@example.com,25`, `Ben,ben-${tag}@example.com,50`].join('\n');

async function csvOf(download: Download): Promise<string[]> {
  return (await fs.readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
}

async function downloadCodes(page: Page, button: string): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(button).click()]);
  expect(download.suggestedFilename()).toMatch(/-codes\.csv$/);
  return csvOf(download);
}

/**
 * 'Send the codes to me' (decision 0163): the buyer downloads the codes right after paying, and
 * for 7 days from the order's confirmation page, also in another browser that opened the
 * receipt's link. No code is ever in an address.
 */
test.describe('the codes of a send to many order, later', () => {
  test('are downloaded from the confirmation page reached by the receipt email’s link', async ({ site, stranger }) => {
    test.setTimeout(180_000);
    const tag = `${Date.now()}`;
    const page = await site.newPage(DESKTOP);
    await page.goto(storeUrl(CHECKOUT, '/send-to-many/everyday-gift-card'));
    await page.getByLabel('Upload a CSV file').setInputFiles({
      name: 'clients.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(recipientsCsv(tag)),
    });
    await expect(page.getByTestId('bulk-all-valid')).toHaveText('All 2 rows are ready.');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email', { exact: true }).fill(`buyer-${tag}@example.com`);
    await page.getByLabel(/Send the codes to me instead/).check();
    await page.getByTestId('bulk-continue').click();
    await waitForCardForm(page);
    await fillCard(page, TEST_CARDS.succeeds);
    await page.getByTestId('pay-button').click();

    // Right after paying, in the browser that paid.
    await expect(page.getByTestId('bulk-codes')).toBeVisible();
    const now = await downloadCodes(page, 'bulk-codes-download');
    expect(now[0]).toBe('name,email,amount,currency,code,expires_on');
    expect(now).toHaveLength(3);
    const codes = now.slice(1).map((line) => line.split(',')[4]!);

    await page.getByRole('link', { name: 'See the order' }).click();
    await expectConfirmation(page);
    const confirmationUrl = page.url();
    const reference = (await page.getByTestId('order-number').textContent())!;
    await expect(page.getByTestId('codes-download-until')).toContainText('Download the codes as a CSV file until');
    await page.close();

    // Another browser with only the confirmation address is pointed to the receipt's link.
    const other = await stranger.newPage(DESKTOP);
    await other.goto(confirmationUrl);
    await expectConfirmation(other);
    await expect(other.getByTestId('codes-download-receipt-hint')).toContainText(
      'To download the codes, open the link in your receipt email',
    );
    await expect(other.getByTestId('codes-download-button')).toHaveCount(0);

    // The receipt email's link, opened days later on another computer: the same codes, once more.
    const link = await receiptOrderLink(other, reference);
    await other.goto(link);
    await expectConfirmation(other);
    for (const [label, viewport] of VIEWPORTS) {
      await other.setViewportSize(viewport);
      await expect(other.getByTestId('codes-download-button')).toBeVisible();
      await expectNoAxeViolations(other, `codes download on the revisited confirmation ${label}`);
      await screenshot(other, 'codes-download-revisited');
    }
    const later = await downloadCodes(other, 'codes-download-button');
    expect(later.slice(1).map((line) => line.split(',')[4])).toEqual(codes);
    for (const code of codes) expect(other.url()).not.toContain(code);
    await other.close();
  });
});
