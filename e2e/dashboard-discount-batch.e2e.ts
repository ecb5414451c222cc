import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, screenshot, VIEWPORTS } from './support/browser';
import { navigateTo, openAsOwner } from './support/dashboard';

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

test.describe('generating discount codes for a newsletter', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`an owner generates a batch and downloads its CSV (${label})`, async ({ site }) => {
      const batch = `News ${process.pid}-${Date.now() % 100000}-${viewport.width}`;
      const page = await openAsOwner(site, viewport);
      await navigateTo(page, 'Discount codes');
      await page.getByTestId('discount-codes-page').waitFor();

      // Escape gives focus back to the button that opened the dialog.
      await page.getByRole('button', { name: 'Generate codes' }).click();
      const dialog = page.getByRole('dialog', { name: 'Generate codes' });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect.poll(() => focusedName(page)).toBe('Generate codes');

      await page.getByRole('button', { name: 'Generate codes' }).click();
      await dialog.getByRole('button', { name: 'Generate codes' }).click();
      await dialog.getByText('enter an amount such as 10 or 5.50').waitFor();
      await dialog.getByLabel('Percent off').fill('15');
      await dialog.getByLabel('How many').fill('0');
      await dialog.getByRole('button', { name: 'Generate codes' }).click();
      await dialog.getByText('Name the batch, e.g. Spring newsletter.').waitFor();
      await dialog.getByText('make at least 1 code').waitFor();
      await expectNoAxeViolations(page, `generate codes ${viewport.width}`);
      await screenshot(page, 'dashboard-generate-codes', { fullPage: false });

      await dialog.getByLabel('Batch name').fill(batch);
      await dialog.getByLabel('Prefix').fill('news');
      await dialog.getByLabel('How many').fill('5');
      await dialog.getByLabel('Minimum order ($)').fill('40');
      await dialog.getByLabel('Once per customer email').check();
      await dialog.getByRole('button', { name: 'Generate codes' }).click();
      const made = page.getByRole('dialog', { name: '5 codes made' });
      await made.getByTestId('generated-codes').waitFor();
      await expectNoAxeViolations(page, `codes made ${viewport.width}`);
      const download = made.getByRole('link', { name: 'Download CSV' });
      await expect(download).toHaveAttribute('href', /.+/);
      const href = await download.getAttribute('href');
      const csv = await page.evaluate(async (url) => (await fetch(url!)).text(), href);
      const lines = csv.trim().split('\r\n');
      expect(lines[0]).toBe('Code,Discount,Minimum order,Uses allowed,Used,Valid until,Status');
      expect(lines).toHaveLength(6);
      for (const line of lines.slice(1)) expect(line).toMatch(/^NEWS-[A-Z2-9]{8},15%,\$40\.00,1,0,,Active$/);

      await made.getByRole('button', { name: 'Done' }).click();
      await expect.poll(() => focusedName(page)).toBe('Generate codes');
      const firstCode = lines[1]!.split(',')[0]!;
      const row = page.getByRole('row').filter({ hasText: firstCode });
      if (viewport === DESKTOP) {
        await expect(row).toContainText('15% off, orders from $40.00, once per customer');
      }
      await page.close();
    });
});
