import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import { navigateTo, openAsOwner } from './support/dashboard';
import { buyScheduledGift } from './support/demo-orders';

/** The file as the browser downloads it, with the session cookie. */
const download = (page: Page, url: string) => page.evaluate(async (href) => (await fetch(href)).text(), url);
const csvUrl = async (page: Page, name: string) =>
  new URL((await page.getByRole('link', { name }).getAttribute('href'))!, page.url()).toString();
const rowOf = (csv: string, match: (fields: string[]) => boolean) =>
  csv
    .split('\r\n')
    .map((line) => line.split(','))
    .find(match) ?? [];
const issuedIn = (csv: string) => Number(rowOf(csv, (fields) => fields[2] === 'Issued')[3]);
/** The Total row's orders and gross, and the Northwind Classic Gift Card row's units (the demo's names have no commas). */
const salesIn = (csv: string) => {
  const total = rowOf(csv, (fields) => fields[0] === 'Total');
  const classic = rowOf(csv, (fields) => fields[0] === 'Product' && fields[2] === 'Northwind Classic Gift Card');
  return { orders: Number(total[3] ?? 0), gross: Number(total[4] ?? 0), classicUnits: Number(classic[3] ?? 0) };
};

test.describe('the Reports page', () => {
  test('an owner sees sales, the liability balance and the redemptions, and both CSVs count a card bought on the storefront', async ({
    site,
  }) => {
    const page = await openAsOwner(site, DESKTOP);
    await navigateTo(page, 'Reports');
    await page.getByTestId('sales-totals').or(page.getByText('No sales in these dates')).first().waitFor();
    const salesCsv = await csvUrl(page, 'Sales CSV');
    await page.getByRole('link', { name: 'Liability and redemptions' }).click();
    await page.getByTestId('liability-report').waitFor();
    const liabilityCsv = await csvUrl(page, 'Liability CSV');
    const [salesBefore, liabilityBefore] = [await download(page, salesCsv), await download(page, liabilityCsv)];

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const shop = await buyScheduledGift(site, DESKTOP, {
      recipientName: 'Rae Report',
      recipientEmail: 'rae.report@example.com',
      scheduledDate: tomorrow,
    });
    await shop.close();

    const liabilityAfter = await download(page, liabilityCsv);
    expect(liabilityAfter.split('\r\n')[0]).toBe('From,To,Line,Amount,Currency');
    // Other test files buy on the demo store at the same time: at least this $25.00 card more.
    expect(issuedIn(liabilityAfter) - issuedIn(liabilityBefore)).toBeGreaterThanOrEqual(25);
    // The whole card liability reconciles; the paid and bonus parts follow it (decision 0145).
    expect(liabilityAfter).toMatch(/,Closing balance,[\d.]+,USD\r\n[^,]+,[^,]+,Balances,yes,\r\n/);

    const salesAfter = await download(page, salesCsv);
    expect(salesAfter.split('\r\n')[0]).toBe(
      'Section,Period start,Name,Orders or units,Gross,Discounts,Refunds,Net,Fees,Shipping,Tax,Currency',
    );
    const [before, after] = [salesIn(salesBefore), salesIn(salesAfter)];
    expect(after.orders - before.orders).toBeGreaterThanOrEqual(1);
    expect(after.gross - before.gross).toBeGreaterThanOrEqual(25);
    expect(after.classicUnits - before.classicUnits).toBeGreaterThanOrEqual(1);

    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Checked' }).waitFor();
    await page.getByRole('img', { name: 'Gift card liability: opening, movements and closing' }).waitFor();
    await page.getByTestId('redemptions-report').or(page.getByText('No redemptions in these dates')).first().waitFor();
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page, `reports liability ${viewport.width}`);
      await screenshot(page, 'dashboard-reports');
    }

    await page.getByRole('link', { name: 'Sales', exact: true }).click();
    await page.getByRole('img', { name: 'Gross and net sales by day' }).waitFor();
    await page.getByTestId('sales-products').getByText('Northwind Classic Gift Card').first().waitFor();
    // Beside each figure, the same days a year earlier (a percentage, an amount, or no sales then).
    await expect(page.getByTestId('year-earlier-gross')).toContainText(/a year earlier/);
    await expect(page.getByTestId('sales-year-earlier-range')).toContainText('the same days a year earlier');
    await page.getByLabel('Group by').selectOption('week');
    await page.getByRole('img', { name: 'Gross and net sales by week' }).waitFor();
    await expect.poll(() => csvUrl(page, 'Sales CSV')).toContain('groupBy=week');
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page, `reports sales ${viewport.width}`);
      await screenshot(page, 'dashboard-reports-sales');
    }
    await page.close();
  });
});

test.describe('Home’s chart', () => {
  test('shows gift card sales on the last 30 store days as a picture with a sentence and a table, at 390 and 1280 px', async ({
    site,
  }) => {
    const page = await openAsOwner(site, DESKTOP);
    const chart = page.getByTestId('sales-chart');
    await chart.getByRole('img').or(chart.getByTestId('sales-chart-empty')).first().waitFor();
    if (await chart.getByRole('img').count()) {
      await expect(chart.getByTestId('sales-chart-summary')).toContainText('the best day was');
      await expect(chart.locator('rect')).toHaveCount(30);
      await expect(chart.getByRole('table')).toHaveAccessibleName(/^Gift card sales by day/);
      await expect(chart.getByRole('table').getByRole('row')).toHaveCount(31);
    }
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page, `home chart ${viewport.width}`);
      await screenshot(page, 'dashboard-home-chart');
    }
    await page.close();
  });
});
