import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import os from 'node:os';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, screenshot, VIEWPORTS } from './support/browser';
import { navigateTo, openAsOwner } from './support/dashboard';

/**
 * Issue 31: an owner issues a batch of inactive card stock, downloads its codes and print
 * sheets, and activates a printed card at the counter with the amount the customer paid.
 */
test.describe('code batches and printed cards', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`an owner issues card stock, downloads its CSV and print sheets, and activates a printed card (${label})`, async ({
      site,
    }) => {
      const batchLabel = `Plastic ${process.pid}-${Date.now() % 100000}-${viewport.width}`;
      const page = await openAsOwner(site, viewport);
      await navigateTo(page, 'Batches');
      await page.getByTestId('batches-page').waitFor();

      await page.getByRole('button', { name: 'Issue a batch' }).click();
      const dialog = page.getByRole('dialog', { name: 'Issue a batch' });
      await dialog.waitFor();
      // Nothing filled in: each field says what it needs.
      await dialog.getByRole('button', { name: 'Issue the cards' }).click();
      await dialog.getByText('Give the batch a label, such as Staff Christmas 2026.').waitFor();
      await dialog.getByText('Say how many cards to issue, from 1 to 10,000.').waitFor();
      await dialog.getByLabel('Label').fill(batchLabel);
      await dialog.getByLabel('Number of cards').fill('12');
      await dialog.getByRole('button', { name: 'Issue the cards' }).click();
      await dialog.getByText('Give the amount each card holds, or issue the batch as inactive card stock.').waitFor();
      await expectNoAxeViolations(page, `issue batch ${viewport.width}`);
      await screenshot(page, 'dashboard-issue-batch', { fullPage: false });

      await dialog.getByLabel(/Inactive card stock/).check();
      await expect(dialog.getByLabel(/Value of each card/)).toHaveCount(0);
      await dialog.getByLabel('Code prefix (optional)').fill('shop');
      await dialog.getByRole('button', { name: 'Issue the cards' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByText(`12 cards issued in ${batchLabel}.`).waitFor();
      await page.getByRole('link', { name: 'Open the batch' }).click();

      await page.getByTestId('batch-page').waitFor();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(batchLabel);
      const figures = page.getByTestId('batch-figures');
      await expect(figures).toContainText('Issued12');
      await expect(figures).toContainText('Activated0');
      await expect(figures).toContainText('Unused12');
      await expectNoAxeViolations(page, `batch page ${viewport.width}`);
      await screenshot(page, 'dashboard-batch-page');

      const [csvFile] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download codes (CSV)' }).click(),
      ]);
      expect(csvFile.suggestedFilename()).toMatch(/^demo-batch-Plastic-.*\.csv$/);
      const lines = fs
        .readFileSync((await csvFile.path())!, 'utf8')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('Code,Value,Currency,Balance,Status,Expires on,Batch');
      expect(lines).toHaveLength(13);
      for (const line of lines.slice(1))
        expect(line).toMatch(/^SHOP-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4},,USD,0,Inactive,,/);
      const printedCode = lines[1]!.split(',')[0]!;

      const [pdfFile] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download print sheets (PDF)' }).click(),
      ]);
      expect(pdfFile.suggestedFilename()).toMatch(/\.pdf$/);
      const pdf = fs.readFileSync((await pdfFile.path())!);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      if (viewport === DESKTOP && process.env.E2E_SCREENSHOTS) {
        // The sheet as a person sees it: e2e/screenshots/batch-print-sheet-1.png (pictures only when asked, as screenshot()).
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'print-sheet-'));
        const screenshots = path.resolve(import.meta.dirname, 'screenshots');
        fs.mkdirSync(screenshots, { recursive: true });
        fs.writeFileSync(path.join(dir, 'sheet.pdf'), pdf);
        execFileSync('pdftoppm', [
          '-png',
          '-r',
          '60',
          '-f',
          '1',
          '-l',
          '1',
          path.join(dir, 'sheet.pdf'),
          path.join(screenshots, 'batch-print-sheet'),
        ]);
        fs.rmSync(dir, { recursive: true, force: true });
      }

      // At the counter: the printed card is activated with what the customer paid.
      await navigateTo(page, 'Redeem');
      await page.getByTestId('redeem-page').waitFor();
      await page.getByRole('button', { name: 'Activate card' }).click();
      const activate = page.getByRole('dialog', { name: 'Activate card' });
      await activate.waitFor();
      await activate.getByLabel('Code on the card').fill(printedCode.toLowerCase());
      await activate.getByRole('button', { name: 'Activate the card' }).click();
      await activate.getByText('Enter the amount the customer paid, such as 25.').waitFor();
      await expectNoAxeViolations(page, `activate card ${viewport.width}`);
      await screenshot(page, 'dashboard-activate-card', { fullPage: false });
      await activate.getByLabel('Amount paid (USD)').fill('35');
      await activate.getByRole('button', { name: 'Activate the card' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const receipt = page.getByTestId('activation-receipt');
      await expect(receipt).toContainText(`The card ending ${printedCode.slice(-4)} is active with $35.00`);
      await expectNoAxeViolations(page, `card activated ${viewport.width}`);

      // A second activation of the same card is refused with a sentence.
      await page.getByRole('button', { name: 'Activate card' }).click();
      await activate.getByLabel('Code on the card').fill(printedCode);
      await activate.getByLabel('Amount paid (USD)').fill('10');
      await activate.getByRole('button', { name: 'Activate the card' }).click();
      await activate.getByText('This card has already been activated. Check its balance under Gift cards.').waitFor();
      await page.keyboard.press('Escape');

      // The batch's page counts it.
      await navigateTo(page, 'Batches');
      await page.getByRole('link', { name: batchLabel }).filter({ visible: true }).click();
      await expect(page.getByTestId('batch-figures')).toContainText('Activated1');
      await expect(page.getByTestId('batch-figures')).toContainText('Outstanding balance$35.00');

      // Void the rest, after confirming.
      await page.getByRole('button', { name: 'Void 11 unused cards' }).click();
      const confirm = page.getByRole('dialog', { name: 'Void 11 unused cards?' });
      await confirm.waitFor();
      await expectNoAxeViolations(page, `void unused ${viewport.width}`);
      await confirm.getByRole('button', { name: 'Void the unused cards' }).click();
      await page.getByText('11 unused cards voided.').waitFor();
      await expect(page.getByTestId('batch-figures')).toContainText('Voided11');
      await page.close();
    });
});
