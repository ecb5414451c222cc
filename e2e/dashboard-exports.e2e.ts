import fs from 'node:fs';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import { dashboardUrl, DEMO, openAsOwner } from './support/dashboard';

/** The demo store's $75 card (stores/demo.json): this file only reads it. */
const CARD = { code: 'GFDEMO-2468-1357-ABCD', ending: 'ABCD' } as const;

test.describe('CSV exports of the lists (owners)', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`exports the gift cards as searched, with the last 4 only, and the orders (${viewport.width} px)`, async ({
      site,
    }) => {
      const page = await openAsOwner(site, viewport, '/gift-cards');
      try {
        await page.getByLabel('Search').fill(CARD.code);
        await page.getByLabel('Search').press('Enter');
        await expect(page.getByText(`•••• ${CARD.ending}`).filter({ visible: true }).first()).toBeVisible();
        const button = page.getByRole('button', { name: 'Export these cards (CSV)' });
        await expectNoAxeViolations(page, `gift cards with export ${viewport.width}`);
        await screenshot(page, 'dashboard-gift-cards-export');
        const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
        expect(download.suggestedFilename()).toBe('demo-gift-cards.csv');
        const text = fs.readFileSync((await download.path())!, 'utf8');
        const lines = text.trimEnd().split('\r\n');
        expect(lines[0]).toMatch(/^Card \(last 4\),Kind,Status/);
        expect(lines).toHaveLength(2);
        expect(lines[1]).toContain(`•••• ${CARD.ending}`);
        expect(text).not.toContain(CARD.code);
        // The search, which is a code, never went into the page's address.
        await expect(page).not.toHaveURL(new RegExp(CARD.ending));

        await page.goto(dashboardUrl(DEMO, '/orders'));
        const orders = page.getByRole('button', { name: 'Export CSV' });
        const [ordersFile] = await Promise.all([page.waitForEvent('download'), orders.click()]);
        expect(ordersFile.suggestedFilename()).toBe('demo-orders.csv');
        expect(fs.readFileSync((await ordersFile.path())!, 'utf8')).toMatch(/^Order,Placed,Kind,Buyer name/);
        await expectNoAxeViolations(page, `orders with export ${viewport.width}`);
      } finally {
        await page.close();
      }
    });
  }
});
