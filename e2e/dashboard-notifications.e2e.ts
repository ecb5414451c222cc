import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import { openAsOwner } from './support/dashboard';

test.describe('the Notifications card of the settings', () => {
  test('an owner sees the notification address, a bad one is refused, the same one saves', async ({ site }) => {
    const page = await openAsOwner(site, DESKTOP, '/settings?tab=store');
    const card = page.getByRole('region', { name: 'Notifications' });
    const email = card.getByLabel('Notification email');
    await email.waitFor();
    const saved = await email.inputValue();
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page, `settings with notifications ${viewport.width}`);
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'dashboard-notifications', { fullPage: false });
    }
    await email.fill('not-an-address');
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByText('Enter an email address, like name@example.com.').waitFor();
    await expectNoAxeViolations(page, 'notifications with an error');
    // The demo store is shared by the other browser tests: its address is saved back unchanged.
    await email.fill(saved);
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await expect(email).toHaveValue(saved);
  });
});
