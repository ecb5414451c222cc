import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import { openAsOwner } from './support/dashboard';

test.describe('the time zone and notifications tab', () => {
  test('picks the zone from a searchable list, and still asks before leaving with the email unsaved', async ({
    site,
  }) => {
    const page = await openAsOwner(site, DESKTOP, '/settings?tab=store');
    const before = await page.evaluate(
      async () => ((await (await fetch('/api/admin/settings')).json()) as { settings: { timeZone: string } }).settings,
    );
    try {
      const zone = page.getByRole('listbox', { name: 'Store time zone' });
      await zone.waitFor();
      await page.getByLabel('Find a time zone').fill('new york');
      await zone.selectOption('America/New_York');
      for (const viewport of [MOBILE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await expectNoAxeViolations(page, `time zone list ${viewport.width}`);
        await screenshot(page, 'dashboard-settings-time-zone');
      }
      const email = page.getByLabel('Notification email');
      await email.fill('counter@northwind.example');
      await page.getByTestId('time-zone-form').getByRole('button', { name: 'Save' }).click();
      await page
        .getByTestId('time-zone-form')
        .getByText(/^Saved/)
        .waitFor();

      const asked: string[] = [];
      page.on('dialog', (dialog) => {
        asked.push(dialog.message());
        void dialog.dismiss();
      });
      const menu = page.getByRole('button', { name: 'Open menu' });
      if (await menu.isVisible()) await menu.click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
      await expect.poll(() => asked).toEqual(['You have unsaved changes. Leave this page and lose them?']);
      expect(new URL(page.url()).pathname).toBe('/admin/settings');
      await expect(email).toHaveValue('counter@northwind.example');
    } finally {
      await page.evaluate(
        (timeZone) =>
          fetch('/api/admin/settings', {
            method: 'PATCH',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ timeZone }),
          }),
        before.timeZone,
      );
      await page.close();
    }
  });
});
