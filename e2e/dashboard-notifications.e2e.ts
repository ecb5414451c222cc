import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, openBrowser, screenshot, type Browser } from './support/browser';
import { openAsOwner } from './support/dashboard';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the Notifications card of the settings', () => {
  it('an owner sees the notification address, a bad one is refused, the same one saves', async () => {
    const page = await openAsOwner(browser, DESKTOP, '/settings?tab=store');
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
    expect(await email.inputValue()).toBe(saved);
  });
});
