import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, openBrowser, screenshot, type Browser } from './support/browser';
import { dashboardUrl, DEMO, openAsOwner, uniqueEmail } from './support/dashboard';

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

const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

describe("issue 25's smaller defects", () => {
  it("a card's history shows expiry changes and resends, owners' actions as Dashboard, and a reactivation without the void's reason", async () => {
    const page = await openAsOwner(browser, DESKTOP);
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
      await expect.poll(() => rows.count()).toBe(6);
      const texts = await rows.allTextContents();
      const row = (what: string) => texts.find((text) => text.startsWith(what)) ?? '';
      expect(row('Expiry changed')).toContain('Now expires Dec 31, 2031 (was never)');
      expect(row('Gift email resent')).toContain('To history-');
      expect(row('Adjusted')).toContain('Dashboard');
      expect(row('Adjusted')).not.toContain('Counter');
      expect(row('Voided')).toContain('Reported lost');
      expect(row('Reactivated')).not.toContain('Reported lost');
      expect(row('Issued')).toContain('Counter');
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

  it('an inactive discount code has Activate, which puts it back in use and says so', async () => {
    const page = await openAsOwner(browser, DESKTOP);
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
      await expect
        .poll(() =>
          page
            .getByRole('button', { name: `Deactivate ${code}` })
            .filter({ visible: true })
            .count(),
        )
        .toBe(1);
      await expectNoAxeViolations(page, 'discount codes with Activate');
    } finally {
      await call(page, 'PATCH', `/api/admin/discount-codes/${String(created.body.id)}`, { status: 'Inactive' });
      await page.close();
    }
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    it(`a role change asks first: Cancel keeps the role and gives focus back, confirming changes it (${viewport.width} px)`, async () => {
      const page = await openAsOwner(browser, viewport);
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
        expect(await select.inputValue()).toBe('staff');
        await expect.poll(() => focusedLabel(page)).toBe('Role of Riley Role');

        await select.selectOption('owner');
        await dialog.getByRole('button', { name: 'Make owner' }).click();
        await page.getByText('Riley Role is now owner.').waitFor();
        expect(await select.inputValue()).toBe('owner');
      } finally {
        await call(page, 'DELETE', `/api/admin/staff/${String(invited.body.id)}`);
        await page.close();
      }
    });
  }
});
