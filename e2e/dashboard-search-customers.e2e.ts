import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, openBrowser, screenshot, type Browser } from './support/browser';
import { openAsOwner, uniqueEmail } from './support/dashboard';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const call = (page: Page, method: string, url: string, body?: unknown) =>
  page.evaluate(
    async ({ method, url, body }) => {
      const response = await fetch(url, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> };
    },
    { method, url, body },
  );

describe('the search box and Customers', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    it(`finds a customer and their card from the search box on any page, by keyboard (${viewport.width} px)`, async () => {
      const page = await openAsOwner(browser, viewport, '/reports');
      const email = uniqueEmail('findme');
      const name = `Quinn ${email.split('@')[0]!.split('-').slice(1).join('')}`;
      const sale = await call(page, 'POST', '/api/admin/gift-cards/sales', {
        amount: 15,
        paidWith: 'cash',
        recipientName: name,
        recipientEmail: email,
      });
      expect(sale.status).toBe(201);
      const card = sale.body.card as { id: string; codeEnding: string };
      try {
        const box = page.getByRole('searchbox', { name: 'Find an order, a gift card or a customer' });
        await box.fill(email);
        await box.press('Enter');
        await page.getByTestId('search-page').waitFor();
        const people = page.getByTestId('search-customers');
        await people.waitFor();
        expect(await people.textContent()).toContain(email);
        expect(await page.getByTestId('search-cards').textContent()).toContain(`Card •••• ${card.codeEnding}`);
        await expectNoAxeViolations(page, `search results ${viewport.width}`);
        await screenshot(page, 'dashboard-search-results');

        await people.getByRole('link', { name }).click();
        await page.getByTestId('customer-page').waitFor();
        await page.getByRole('heading', { level: 1, name }).waitFor();
        expect(await page.getByTestId('customer-cards').textContent()).toContain('Sent to them');
        await expectNoAxeViolations(page, `customer ${viewport.width}`);
        await screenshot(page, 'dashboard-customer');

        await page.getByRole('link', { name: 'All customers' }).click();
        await page.getByTestId('customers-page').waitFor();
        await page.getByLabel('Find a customer').fill(email);
        await page.getByLabel('Find a customer').press('Enter');
        await expect
          .poll(() => page.getByTestId(viewport === MOBILE ? 'customers-card' : 'customers-row').count())
          .toBe(1);
        await expectNoAxeViolations(page, `customers ${viewport.width}`);
        await screenshot(page, 'dashboard-customers');
      } finally {
        await call(page, 'POST', `/api/admin/gift-cards/${card.id}/void`, { reason: 'Browser test card' });
        await page.close();
      }
    });
  }

  it('searches a whole code by its last 4: the code never reaches the address', async () => {
    const page = await openAsOwner(browser, DESKTOP);
    try {
      const box = page.getByRole('searchbox', { name: 'Find an order, a gift card or a customer' });
      await box.fill('GFDEMO-2468-1357-ABCD');
      await box.press('Enter');
      await page.getByTestId('search-cards').waitFor();
      expect(new URL(page.url()).search).toBe('?q=ABCD');
      expect(await page.getByTestId('search-cards').textContent()).toContain('Card •••• ABCD');
    } finally {
      await page.close();
    }
  });
});
