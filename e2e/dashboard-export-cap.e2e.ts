import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { screenshot, VIEWPORTS } from './support/browser';
import { dashboardUrl, DEMO, openAsOwner } from './support/dashboard';

/**
 * Issue 25: a list longer than one CSV export holds (10,000 rows) is not cut short. The demo store
 * has a few cards, so the list's answer is told it has 12,345; the export itself goes to the real
 * server untouched.
 */
async function claimLongList(page: Page, path: string, total: number) {
  const handler = async (route: Route) => {
    // Node cannot resolve *.localhost as Chromium does: the same request, sent to the loopback address.
    const url = new URL(route.request().url());
    const host = url.host;
    url.hostname = '127.0.0.1';
    const answer = await route.fetch({
      url: url.toString(),
      headers: { ...(await route.request().allHeaders()), host },
    });
    await route.fulfill({ response: answer, json: { ...(await answer.json()), total } });
  };
  await page.route((url) => url.pathname === path, handler);
}

test.describe('CSV exports over the cap', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`the gift card and orders lists say before the download that they are too long to export (${label})`, async ({
      site,
    }) => {
      const owner = await openAsOwner(site, viewport, '/gift-cards');
      await claimLongList(owner, '/api/admin/gift-cards', 12_345);
      await claimLongList(owner, '/api/admin/orders', 10_001);
      await owner.reload();
      try {
        const note = owner.getByTestId('csv-too-many');
        await expect(note).toHaveText(
          'This list has 12,345 gift cards, more than the 10,000 one export can hold. Narrow it with a search, a status or a kind to export it.',
        );
        await expect(owner.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
        await expectNoAxeViolations(owner, `gift cards too long to export ${viewport.width}`);
        await screenshot(owner, 'dashboard-export-over-cap', { fullPage: false });

        await owner.goto(dashboardUrl(DEMO, '/orders'));
        await expect(owner.getByTestId('csv-too-many')).toHaveText(
          'This list has 10,001 orders, more than the 10,000 one export can hold. Narrow it with a search, a status or dates to export it.',
        );
        await expect(owner.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
        await expectNoAxeViolations(owner, `orders too long to export ${viewport.width}`);
      } finally {
        await owner.close();
      }
    });
});
