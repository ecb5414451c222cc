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

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Find an order, a gift card or a customer' });

test.describe('the search box and Customers', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`lists matches as you type and opens one by keyboard alone (${viewport.width} px)`, async ({ site }) => {
      const page = await openAsOwner(site, viewport, '/reports');
      const email = uniqueEmail('combo');
      const name = `Robin ${email.split('@')[0]!.split('-').slice(1).join('')}`;
      const sale = await call(page, 'POST', '/api/admin/gift-cards/sales', {
        amount: 20,
        paidWith: 'cash',
        recipientName: name,
        recipientEmail: email,
      });
      expect(sale.status).toBe(201);
      const card = sale.body.card as { id: string; codeEnding: string };
      try {
        const box = searchBox(page);
        await box.focus();
        await page.keyboard.type(email);
        const list = page.getByRole('listbox', { name: 'Matches' });
        await expect(list).toBeVisible();
        await expect(box).toHaveAttribute('aria-expanded', 'true');
        await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
        await expect(list.getByRole('group', { name: 'Gift cards' }).getByRole('option')).toHaveText([
          new RegExp(`Card •••• ${card.codeEnding}`),
        ]);
        await expect(list.getByRole('group', { name: 'Customers' }).getByRole('option')).toHaveText([
          new RegExp(email),
        ]);
        await expect(page.getByRole('status').filter({ hasText: 'matches' })).toHaveText(
          /^\d+ match(es)?: (\d+ orders?, )?1 gift card, 1 customer\./,
        );

        const options = list.getByRole('option');
        const first = options.first();
        await page.keyboard.press('ArrowDown');
        const active = list.getByRole('option', { selected: true });
        await expect(active).toHaveCount(1);
        await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
        await expect(box).toBeFocused();
        await expectNoAxeViolations(page, `search list open ${viewport.width}`);
        await screenshot(page, 'dashboard-search-combobox');

        await page.keyboard.press('End');
        await expect(active).toHaveText(new RegExp(email));
        await page.keyboard.press('Home');
        await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
        await page.keyboard.press('Escape');
        await expect(list).toBeHidden();
        await expect(box).toHaveAttribute('aria-expanded', 'false');
        await expect(box).toHaveValue(email);
        await page.keyboard.press('Escape');
        await expect(box).toHaveValue('');

        await page.keyboard.type(email);
        await expect(list).toBeVisible();
        await page.keyboard.press('ArrowUp'); // from the box, ArrowUp takes the last match
        await expect(active).toHaveText(new RegExp(email));
        await page.keyboard.press('Enter');
        await page.getByTestId('customer-page').waitFor();
        await page.getByRole('heading', { level: 1, name }).waitFor();
        await expect(box).toHaveValue('');
      } finally {
        await call(page, 'POST', `/api/admin/gift-cards/${card.id}/void`, { reason: 'Browser test card' });
        await page.close();
      }
    });
  }

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
        const box = searchBox(page);
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
      const box = searchBox(page);
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
