import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import { dashboardUrl, DEMO, openAsOwner } from './support/dashboard';

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

test.describe('audit details a person can read', () => {
  test('shows a changed amount as money in the store currency, only the fields that changed, and no internal ids', async ({
    site,
  }) => {
    const page = await openAsOwner(site, DESKTOP);
    const code = `AUDIT${Date.now() % 1_000_000}`;
    const created = await call(page, 'POST', '/api/admin/discount-codes', {
      code,
      discountType: 'FixedAmount',
      amount: 5,
    });
    expect(created.status).toBe(201);
    const id = String(created.body.id);
    try {
      expect((await call(page, 'PATCH', `/api/admin/discount-codes/${id}`, { amount: 7.5 })).status).toBe(200);

      await page.goto(dashboardUrl(DEMO, '/audit?action=discount-code.changed'));
      const row = page.getByTestId('audit-row').filter({ hasText: code }).first();
      const details = row.getByTestId('audit-details');
      await expect(details).toContainText('Amount: $5.00 → $7.50');
      // Nothing that did not change, and no raw field names, minor units or ids.
      for (const unchanged of ['Status', 'Code', 'Minimum quantity', 'discountType', 'Minor', id]) {
        await expect(details).not.toContainText(unchanged);
      }

      for (const viewport of [MOBILE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await page
          .getByTestId(viewport === MOBILE ? 'audit-card' : 'audit-row')
          .first()
          .waitFor();
        await expectNoAxeViolations(page, `audit log details ${viewport.width}`);
        await screenshot(page, 'dashboard-audit-details');
      }
    } finally {
      await call(page, 'PATCH', `/api/admin/discount-codes/${id}`, { status: 'Inactive' });
      await page.close();
    }
  });
});
