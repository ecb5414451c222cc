import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { screenshot, VIEWPORTS } from './support/browser';
import { openAsOwner } from './support/dashboard';

/** Issue 25: 'Sell a card' carries an Idempotency-Key, so a double tap or a retry issues one card. */
const SALES = '/api/admin/gift-cards/sales';

/** The card ids the server answered sales with (the code never reaches the answer). */
function soldCards(page: Page): Set<string> {
  const ids = new Set<string>();
  page.on('response', async (response) => {
    if (!response.url().endsWith(SALES) || response.request().method() !== 'POST' || response.status() !== 201) return;
    ids.add(((await response.json()) as { card: { id: string } }).card.id);
  });
  return ids;
}

async function voidCards(page: Page, ids: Iterable<string>) {
  for (const id of ids)
    await page.evaluate(
      (cardId) =>
        fetch(`/api/admin/gift-cards/${cardId}/void`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ reason: 'Browser test sale' }),
        }),
      id,
    );
}

test.describe('selling a card once', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`a double tap on Sell the card issues one card (${label})`, async ({ site }) => {
      const page = await openAsOwner(site, viewport, '/redeem');
      const sold = soldCards(page);
      const keys: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith(SALES) && request.method() === 'POST')
          keys.push(request.headers()['idempotency-key'] ?? '');
      });
      try {
        await page.getByRole('button', { name: 'Sell a card' }).click();
        const dialog = page.getByRole('dialog', { name: 'Sell a card' });
        await dialog.getByLabel(/Amount paid/).fill('11');
        await dialog.getByRole('button', { name: 'Sell the card' }).dblclick();
        await page.getByTestId('sale-receipt').waitFor();
        await expect(page.getByTestId('sale-balance')).toHaveText('$11.00');
        await expect.poll(() => keys.length).toBeGreaterThan(0);
        expect(keys.every((key) => key.length > 0 && key === keys[0])).toBe(true);
        await expect.poll(() => sold.size).toBe(1);
      } finally {
        await voidCards(page, sold);
        await page.close();
      }
    });

  for (const [label, viewport] of VIEWPORTS)
    test(`a sale retried after its answer was lost issues one card and shows it (${label})`, async ({ site }) => {
      const page = await openAsOwner(site, viewport, '/redeem');
      const sold = soldCards(page);
      let lost = false;
      // The first sale reaches the server, which issues the card; its answer never reaches the till.
      await page.route(`**${SALES}`, async (route) => {
        if (lost) return route.continue();
        lost = true;
        // Node cannot resolve *.localhost as Chromium does: the same request, sent to the loopback address.
        const url = new URL(route.request().url());
        const host = url.host;
        url.hostname = '127.0.0.1';
        const answer = await route.fetch({
          url: url.toString(),
          headers: { ...(await route.request().allHeaders()), host },
        });
        sold.add(((await answer.json()) as { card: { id: string } }).card.id);
        await route.abort('connectionfailed');
      });
      try {
        await page.getByRole('button', { name: 'Sell a card' }).click();
        const dialog = page.getByRole('dialog', { name: 'Sell a card' });
        await dialog.getByLabel(/Amount paid/).fill('13');
        await dialog.getByRole('button', { name: 'Sell the card' }).click();
        await expect(dialog.getByRole('alert')).toBeVisible();
        await expectNoAxeViolations(page, `sale answer lost ${viewport.width}`);
        await screenshot(page, 'dashboard-sell-card-lost-answer', { fullPage: false });

        // The same sale again: the server answers with the card it issued the first time.
        await dialog.getByRole('button', { name: 'Sell the card' }).click();
        await page.getByTestId('sale-receipt').waitFor();
        await expect(page.getByTestId('sale-balance')).toHaveText('$13.00');
        expect(sold.size).toBe(1);
        const printed = (await page.getByRole('link', { name: /Print the card/ }).getAttribute('href'))!;
        expect([...sold]).toEqual([printed.split('/').pop()]);
        await expectNoAxeViolations(page, `sale receipt after a retry ${viewport.width}`);
      } finally {
        await voidCards(page, sold);
        await page.close();
      }
    });
});
