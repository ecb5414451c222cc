import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, openBrowser, screenshot, type Browser } from './support/browser';
import { dashboardUrl, DEMO, openAsOwner } from './support/dashboard';

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

describe('audit details a person can read', () => {
  it('shows a changed amount as money in the store currency, only the fields that changed, and no internal ids', async () => {
    const page = await openAsOwner(browser, DESKTOP);
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
      await row.waitFor();
      const details = (await row.getByTestId('audit-details').textContent()) ?? '';
      expect(details).toContain('Amount: $5.00 → $7.50');
      // Nothing that did not change, and no raw field names, minor units or ids.
      for (const unchanged of ['Status', 'Code', 'Minimum quantity', 'discountType', 'Minor', id]) {
        expect(details).not.toContain(unchanged);
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
