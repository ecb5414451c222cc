import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import { openAsOwner, uniqueEmail } from './support/dashboard';

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

test.describe('the search box and Customers', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`finds a customer and their card from the search box on any page, by keyboard (${viewport.width} px)`, async ({
      site,
    }) => {
      const page = await openAsOwner(site, viewport, '/reports');
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
        await expect(people).toContainText(email);
        await expect(page.getByTestId('search-cards')).toContainText(`Card •••• ${card.codeEnding}`);
        await expectNoAxeViolations(page, `search results ${viewport.width}`);
        await screenshot(page, 'dashboard-search-results');

        await people.getByRole('link', { name }).click();
        await page.getByTestId('customer-page').waitFor();
        await page.getByRole('heading', { level: 1, name }).waitFor();
        await expect(page.getByTestId('customer-cards')).toContainText('Sent to them');
        await expectNoAxeViolations(page, `customer ${viewport.width}`);
        await screenshot(page, 'dashboard-customer');

        await page.getByRole('link', { name: 'All customers' }).click();
        await page.getByTestId('customers-page').waitFor();
        await page.getByLabel('Find a customer').fill(email);
        await page.getByLabel('Find a customer').press('Enter');
        await expect(page.getByTestId(viewport === MOBILE ? 'customers-card' : 'customers-row')).toHaveCount(1);
        await expectNoAxeViolations(page, `customers ${viewport.width}`);
        await screenshot(page, 'dashboard-customers');
      } finally {
        await call(page, 'POST', `/api/admin/gift-cards/${card.id}/void`, { reason: 'Browser test card' });
        await page.close();
      }
    });
  }

  test('searches a whole code by its last 4: the code never reaches the address', async ({ site }) => {
    const page = await openAsOwner(site, DESKTOP);
    try {
      const box = page.getByRole('searchbox', { name: 'Find an order, a gift card or a customer' });
      await box.fill('GFDEMO-2468-1357-ABCD');
      await box.press('Enter');
      await page.getByTestId('search-cards').waitFor();
      await expect.poll(() => new URL(page.url()).search).toBe('?q=ABCD');
      await expect(page.getByTestId('search-cards')).toContainText('Card •••• ABCD');
    } finally {
      await page.close();
    }
  });
});
