import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, openBrowser, screenshot, type Browser } from './support/browser';
import { navigateTo, openAsOwner } from './support/dashboard';

let browser: Browser;
let dir: string;
beforeAll(async () => {
  browser = await openBrowser();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-store-file-'));
});
afterAll(async () => {
  await browser?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the store file from the dashboard', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    it(`downloads the store file, refuses a broken one by path, and imports it back (${viewport.width} px)`, async () => {
      const page = await openAsOwner(browser, viewport);
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
      expect(await problems.textContent()).toMatch(/discountCodes\[0\]\.amount|unknown field "surprise"/);
      await expectNoAxeViolations(page, `store file problems ${viewport.width}`);
      await screenshot(page, 'dashboard-store-file-problems');

      await page.getByLabel('Store file (.json)').setInputFiles(saved);
      const changes = page.getByTestId('store-file-changes');
      // A refusal of the file just downloaded fails with its problems, not only a timeout.
      await changes.waitFor().catch(async (error: Error) => {
        throw new Error(`${error.message}\nThe page says: ${await page.locator('main').innerText()}`);
      });
      expect(await changes.textContent()).toContain(`Products: ${file.products.length} updated, 0 added`);
      await expectNoAxeViolations(page, `store file changes ${viewport.width}`);
      await screenshot(page, 'dashboard-store-file-changes');
      await page.getByRole('button', { name: 'Import this file' }).click();
      await page.getByTestId('store-file-imported').waitFor();
      await page.close();
    });
  }
});
