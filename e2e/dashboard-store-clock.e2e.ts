import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DESKTOP } from './support/browser';
import { dashboardUrl, DEMO, navigateTo, openAsOwner } from './support/dashboard';

const setTimeZone = (page: Page, timeZone: string) =>
  page.evaluate(
    (zone) =>
      fetch('/api/admin/settings', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ timeZone: zone }),
      }).then((response) => response.status),
    timeZone,
  );

test.describe("the dashboard's clock", () => {
  test("shows every time on the store's clock and names it once per page, whatever the browser's zone", async ({
    site,
  }) => {
    const page = await openAsOwner(site, DESKTOP);
    const before = await page.evaluate(
      async () => ((await (await fetch('/api/admin/settings')).json()) as { settings: { timeZone: string } }).settings,
    );
    try {
      expect(await setTimeZone(page, 'America/New_York')).toBe(200);
      await page.goto(dashboardUrl(DEMO, '/'));
      await page.getByTestId('store-summary').getByText('(days in America/New_York)').waitFor();

      await navigateTo(page, 'Audit log');
      const entries = page.getByTestId('audit');
      await entries.waitFor();
      await expect(page.getByTestId('times-in-zone')).toHaveText([
        "Times are in the store's time zone, America/New_York.",
      ]);
      // The newest entry is the zone change just made: its time on New York's clock, not the browser's UTC.
      const newYorkNow = new Intl.DateTimeFormat('en-US', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'America/New_York',
      }).format(new Date());
      const hourInNewYork = newYorkNow.split(', ').pop()!.split(':')[0]!;
      await expect(entries).toContainText(`${newYorkNow.split(', ').slice(0, 2).join(', ')}, ${hourInNewYork}:`);

      for (const [label, testId] of [
        ['Gift cards', 'gift-cards-page'],
        ['Staff', 'staff-page'],
        ['API keys', 'api-keys-page'],
      ] as const) {
        await navigateTo(page, label);
        await page.getByTestId(testId).first().waitFor();
        await expect(page.getByTestId('times-in-zone'), label).toHaveCount(1);
      }
    } finally {
      await setTimeZone(page, before.timeZone);
      await page.close();
    }
  });
});
