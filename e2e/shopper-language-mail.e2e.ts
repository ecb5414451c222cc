import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { screenshot, storeUrl } from './support/browser';
import { buyInStore, uniqueEmail } from './support/store-purchase';

/**
 * Issue 29, looked at: a German order's receipt as the dev mailbox shows it, and an Arabic gift's
 * page (right to left, axe-clean) and its PDF, drawn to a PNG under e2e/screenshots/ for a person
 * to look at (with Poppler's pdftoppm, when the machine has it). The store
 * (e2e/stores/e2e-looks.json) is English by default and offers German and Arabic.
 */
const STORE = 'e2e-looks';

for (const label of ['390 px', '1280 px'])
  test(`shows a German receipt in the dev mailbox, in German, the gift's moment on the recipient's clock, at ${label}`, async ({
    browser,
    page,
  }) => {
    const email = uniqueEmail('jonas');
    const purchase = await buyInStore(
      browser,
      STORE,
      [
        { slug: 'classic', denomination: 'd50' },
        {
          slug: 'classic',
          denomination: 'd25',
          gift: {
            recipientName: 'Lena',
            recipientEmail: 'lena@example.com',
            scheduledDate: '2030-12-24',
            scheduledTime: '09:00',
            timeZone: 'Europe/Berlin',
          },
        },
        { slug: 'tasting', denomination: 'two' },
      ],
      { firstName: 'Jonas', lastName: 'Weber', email },
      { language: 'de', timezoneId: 'Europe/Berlin' },
    );
    const { reference } = purchase;
    await purchase.close();

    const receipt = page.getByRole('link', { name: `Ihre Bestellung ${reference} bei Harbor & Pine` });
    await expect
      .poll(
        async () => {
          await page.goto(storeUrl(STORE, '/dev/mailbox'));
          return receipt.count();
        },
        { timeout: 30_000, intervals: [500] },
      )
      .toBeGreaterThan(0);
    await receipt.click();
    const body = page.locator('body');
    await expect(body).toContainText('Vielen Dank für Ihre Bestellung');
    for (const part of ['Hallo Jonas Weber', 'Bestellnummer', 'Zwischensumme', 'Ihre Geschenkkarten und Gutscheine'])
      await expect(body).toContainText(part);
    // The gift's moment in German, its zone named as people know it (never 'Europe/Berlin').
    await expect(body).toContainText(
      /Ein Geschenk für Lena \(lena@example.com\), per E-Mail versandt am 24\.12\.2030, 09:00 \(Mitteleuropäische Zeit\)/,
    );
    await expect(body).not.toContainText('Europe/Berlin');
    await screenshot(page, 'receipt-email-de');
  });

for (const label of ['390 px', '1280 px'])
  test(`shows an Arabic gift's page right to left at ${label}, and prints its PDF in Arabic`, async ({
    browser,
    page,
  }) => {
    const purchase = await buyInStore(
      browser,
      STORE,
      [
        {
          slug: 'classic',
          denomination: 'd50',
          gift: {
            recipientName: 'مريم العلي',
            recipientEmail: uniqueEmail('maryam'),
            message: 'عيد ميلاد سعيد يا مريم! 🎉',
          },
        },
      ],
      { firstName: 'سارة', lastName: 'حداد', email: uniqueEmail('sara') },
      { language: 'ar' },
    );
    const cardId = await purchase.cardIdOf('');
    await purchase.close();

    await page.goto(storeUrl(STORE, `/GiftCard/Preview/${cardId}`));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('هدية من سارة حداد');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page, `Arabic gift page ${label}`);
    await screenshot(page, 'gift-card-preview-ar');

    // Asked from the shop's page: the gift's page allows no fetch (its CSP).
    await page.goto(storeUrl(STORE, '/'));
    const pdf = await page.evaluate(async (url) => {
      const response = await fetch(url);
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { status: response.status, type: response.headers.get('content-type'), bytes: Array.from(bytes) };
    }, `/GiftCard/Pdf/${cardId}`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toContain('application/pdf');
    if (label !== '390 px' || !hasPdftoppm()) return;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-e2e-pdf-'));
    try {
      const file = path.join(dir, 'gift-card-ar.pdf');
      fs.writeFileSync(file, Buffer.from(pdf.bytes));
      const screenshots = path.resolve(import.meta.dirname, 'screenshots');
      fs.mkdirSync(screenshots, { recursive: true });
      execFileSync('pdftoppm', ['-png', '-r', '60', '-singlefile', file, path.join(screenshots, 'gift-card-pdf-ar')]);
      expect(fs.existsSync(path.join(screenshots, 'gift-card-pdf-ar.png'))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

function hasPdftoppm(): boolean {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
