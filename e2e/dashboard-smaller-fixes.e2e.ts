import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import { dashboardUrl, DEMO, openAsOwner, uniqueEmail } from './support/dashboard';

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

const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

test.describe("issue 25's smaller defects", () => {
  test("a card's history shows expiry changes and resends, owners' actions as Dashboard, and a reactivation without the void's reason", async ({
    site,
  }) => {
    const page = await openAsOwner(site, DESKTOP);
    const sale = await call(page, 'POST', '/api/admin/gift-cards/sales', { amount: 20, paidWith: 'cash' });
    expect(sale.status).toBe(201);
    const id = String((sale.body.card as { id: string }).id);
    try {
      const url = `/api/admin/gift-cards/${id}`;
      expect((await call(page, 'POST', `${url}/adjustments`, { amount: 5, reason: 'Goodwill' })).status).toBe(200);
      expect((await call(page, 'PATCH', `${url}/expiry`, { expiresOn: '2031-12-31' })).status).toBe(200);
      expect((await call(page, 'POST', `${url}/resend`, { recipientEmail: uniqueEmail('history') })).status).toBe(200);
      expect((await call(page, 'POST', `${url}/void`, { reason: 'Reported lost' })).status).toBe(200);
      expect((await call(page, 'POST', `${url}/reactivate`)).status).toBe(200);

      await page.goto(dashboardUrl(DEMO, `/gift-cards/${id}`));
      const rows = page.getByTestId('ledger-row');
      await expect(rows).toHaveCount(6);
      /** The history's row of one kind: its text starts with what happened. */
      const row = (what: string) => rows.filter({ hasText: new RegExp(`^\\s*${what}`) });
      await expect(row('Expiry changed')).toContainText('Now expires Dec 31, 2031 (was never)');
      await expect(row('Gift email resent')).toContainText('To history-');
      await expect(row('Adjusted')).toContainText('Dashboard');
      await expect(row('Adjusted')).not.toContainText('Counter');
      await expect(row('Voided')).toContainText('Reported lost');
      await expect(row('Reactivated')).toHaveCount(1);
      await expect(row('Reactivated')).not.toContainText('Reported lost');
      await expect(row('Issued')).toContainText('Counter');
      for (const viewport of [MOBILE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await expectNoAxeViolations(page, `card history ${viewport.width}`);
        await screenshot(page, 'dashboard-card-history');
      }
    } finally {
      await call(page, 'POST', `/api/admin/gift-cards/${id}/void`, { reason: 'Browser test card' });
      await page.close();
    }
  });

  test('an inactive discount code has Activate, which puts it back in use and says so', async ({ site }) => {
    const page = await openAsOwner(site, DESKTOP);
    const code = `BACK${Date.now() % 1_000_000}`;
    const created = await call(page, 'POST', '/api/admin/discount-codes', {
      code,
      discountType: 'Percent',
      amount: 10,
      status: 'Inactive',
    });
    expect(created.status).toBe(201);
    try {
      await page.goto(dashboardUrl(DEMO, '/discount-codes'));
      const activate = page.getByRole('button', { name: `Activate ${code}` }).filter({ visible: true });
      await activate.click();
      await page.getByText(`${code} is active again: shoppers can use it at checkout.`).waitFor();
      await expect(page.getByRole('button', { name: `Deactivate ${code}` }).filter({ visible: true })).toHaveCount(1);
      await expectNoAxeViolations(page, 'discount codes with Activate');
    } finally {
      await call(page, 'PATCH', `/api/admin/discount-codes/${String(created.body.id)}`, { status: 'Inactive' });
      await page.close();
    }
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    test(`a role change asks first: Cancel keeps the role and gives focus back, confirming changes it (${viewport.width} px)`, async ({
      site,
    }) => {
      const page = await openAsOwner(site, viewport);
      const email = uniqueEmail('role');
      const invited = await call(page, 'POST', '/api/admin/staff', { email, name: 'Riley Role', role: 'staff' });
      expect(invited.status).toBe(201);
      try {
        await page.goto(dashboardUrl(DEMO, '/staff'));
        const select = page.getByLabel('Role of Riley Role').filter({ visible: true });
        await select.focus();
        await select.selectOption('owner');
        const dialog = page.getByRole('dialog', { name: 'Make Riley Role an owner?' });
        await dialog.waitFor();
        await expectNoAxeViolations(page, `role change dialog ${viewport.width}`);
        await screenshot(page, 'dashboard-role-change-dialog', { fullPage: false });
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'detached' });
        await expect(select).toHaveValue('staff');
        await expect.poll(() => focusedLabel(page)).toBe('Role of Riley Role');

        await select.selectOption('owner');
        await dialog.getByRole('button', { name: 'Make owner' }).click();
        await page.getByText('Riley Role is now owner.').waitFor();
        await expect(select).toHaveValue('owner');
      } finally {
        await call(page, 'DELETE', `/api/admin/staff/${String(invited.body.id)}`);
        await page.close();
      }
    });
  }
});
