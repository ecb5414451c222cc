import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import { navigateTo, openAsOwner } from './support/dashboard';

let dir: string;
test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-store-file-'));
});
test.afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
});

test.describe('the store file from the dashboard', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`downloads the store file, refuses a broken one by path, and imports it back (${viewport.width} px)`, async ({
      site,
    }) => {
      const page = await openAsOwner(site, viewport);
      await navigateTo(page, 'Store file');
      await page.getByTestId('store-file-page').waitFor();
      await expectNoAxeViolations(page, `store file ${viewport.width}`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('export-store-file').click(),
      ]);
      const saved = path.join(dir, `demo-${viewport.width}.json`);
      await download.saveAs(saved);
      const file = JSON.parse(fs.readFileSync(saved, 'utf8'));
      expect(file.slug).toBe('demo');

      const broken = path.join(dir, `broken-${viewport.width}.json`);
      fs.writeFileSync(
        broken,
        JSON.stringify({
          ...file,
          discountCodes: [{ code: 'HALF', discountType: 'PERCENT', amount: 150 }],
          surprise: 1,
        }),
      );
      await page.getByLabel('Store file (.json)').setInputFiles(broken);
      const problems = page.getByTestId('store-file-problems');
      await problems.waitFor();
      await expect(problems).toHaveText(/discountCodes\[0\]\.amount|unknown field "surprise"/);
      await expectNoAxeViolations(page, `store file problems ${viewport.width}`);
      await screenshot(page, 'dashboard-store-file-problems');

      await page.getByLabel('Store file (.json)').setInputFiles(saved);
      const changes = page.getByTestId('store-file-changes');
      // A refusal of the file just downloaded fails with its problems, not only a timeout.
      await changes.waitFor().catch(async (error: Error) => {
        throw new Error(`${error.message}\nThe page says: ${await page.locator('main').innerText()}`);
      });
      await expect(changes).toContainText(`Products: ${file.products.length} updated, 0 added`);
      await expectNoAxeViolations(page, `store file changes ${viewport.width}`);
      await screenshot(page, 'dashboard-store-file-changes');
      await page.getByRole('button', { name: 'Import this file' }).click();
      await page.getByTestId('store-file-imported').waitFor();
      await page.close();
    });
  }
});
