import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, openBrowser, screenshot, type Browser } from './support/browser';
import { navigateTo, openAsOwner } from './support/dashboard';
import { buyScheduledGift } from './support/demo-orders';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The file as the browser downloads it, with the session cookie. */
const download = (page: Page, url: string) => page.evaluate(async (href) => (await fetch(href)).text(), url);
const issuedIn = (csv: string) => Number(csv.split('\r\n').find((line) => line.includes(',Issued,'))?.split(',')[3]);

describe('the Reports page', () => {
  it('an owner sees the liability balance and the redemptions, and the liability CSV counts a card bought on the storefront', async () => {
    const page = await openAsOwner(browser, DESKTOP);
    await navigateTo(page, 'Reports');
    await page.getByTestId('liability-report').waitFor();
    const csvLink = page.getByRole('link', { name: 'Liability CSV' });
    const csvUrl = new URL((await csvLink.getAttribute('href'))!, page.url()).toString();
    const before = await download(page, csvUrl);

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const shop = await buyScheduledGift(browser, DESKTOP, { recipientName: 'Rae Report', recipientEmail: 'rae.report@example.com', scheduledDate: tomorrow });
    await shop.close();

    const after = await download(page, csvUrl);
    expect(after.split('\r\n')[0]).toBe('From,To,Line,Amount,Currency');
    // Other test files buy on the demo store at the same time: at least this $25.00 card more.
    expect(issuedIn(after) - issuedIn(before)).toBeGreaterThanOrEqual(25);
    expect(after).toMatch(/,Balances,yes,\r\n$/);

    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Checked' }).waitFor();
    await page.getByTestId('redemptions-report').or(page.getByText('No redemptions in these dates')).first().waitFor();
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page, `reports ${viewport.width}`);
      await screenshot(page, 'dashboard-reports');
    }
    await page.close();
  });
});
