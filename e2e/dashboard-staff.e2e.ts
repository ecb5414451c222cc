import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import {
  dashboardUrl,
  followMailedLink,
  navigateTo,
  openAsOwner,
  uniqueEmail,
  DEMO,
  STAFF_SECTIONS,
} from './support/dashboard';

test.describe('staff', () => {
  test('an owner invites someone, who opens the mailed link, chooses a password and signs in as staff without owner pages', async ({
    site,
  }) => {
    const email = uniqueEmail('casey');
    const owner = await openAsOwner(site, DESKTOP);
    await navigateTo(owner, 'Staff');
    await owner.getByTestId('staff').waitFor();

    await owner.getByRole('button', { name: 'Invite someone' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Invite someone' });
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText('Email is required').waitFor();
    for (const viewport of [MOBILE, DESKTOP]) {
      await owner.setViewportSize(viewport);
      await expectNoAxeViolations(owner, `invite dialog ${viewport.width}`);
      await screenshot(owner, 'dashboard-invite-dialog', { fullPage: false });
    }
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Name').fill('Casey Counter');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(owner.getByTestId('staff-notice')).toHaveText(`Invitation sent to ${email}.`);
    const row = owner.getByRole('row').filter({ hasText: email });
    await row.getByText('Invited').waitFor();

    for (const viewport of [MOBILE, DESKTOP]) {
      await owner.setViewportSize(viewport);
      await expectNoAxeViolations(owner, `staff page ${viewport.width}`);
      await screenshot(owner, 'dashboard-staff');
    }
    await owner.close();

    // The invited person, in a browser that is nobody's yet: the link from the mailbox.
    await site.context.clearCookies();
    const invited = await site.newPage(MOBILE);
    await invited.emulateMedia({ reducedMotion: 'reduce' });
    await followMailedLink(invited, DEMO, email, 'Accept invitation');
    await invited.getByRole('heading', { name: 'Accept your invitation' }).waitFor();
    expect(new URL(invited.url()).hash).toBe('');
    for (const viewport of [DESKTOP, MOBILE]) {
      await invited.setViewportSize(viewport);
      await expectNoAxeViolations(invited, `accept invitation ${viewport.width}`);
      await screenshot(invited, 'dashboard-accept-invitation');
    }
    await invited.getByLabel('New password').fill('casey counter 2468');
    await invited.getByLabel('Confirm password').fill('casey counter 2468');
    await invited.getByRole('button', { name: 'Set password and sign in' }).click();
    await invited.getByTestId('home-page').waitFor();
    await expect(invited.getByRole('heading', { level: 1 })).toHaveText('Welcome, Casey Counter');
    await expect
      .poll(() => invited.getByTestId('section-links').getByRole('link').allTextContents())
      .toEqual(STAFF_SECTIONS.map((section) => expect.stringContaining(section)));
    await expectNoAxeViolations(invited, 'staff home');
    await screenshot(invited, 'dashboard-staff-home');

    // Staff see no owner pages in the navigation, and their addresses refuse them.
    await invited.getByRole('button', { name: 'Open menu' }).click();
    const nav = invited.getByRole('dialog').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', ...STAFF_SECTIONS]);
    await invited.keyboard.press('Escape');
    for (const path of ['/staff', '/api-keys', '/audit']) {
      await invited.goto(dashboardUrl(DEMO, path));
      await invited.getByTestId('no-access').waitFor();
      await expect(invited.getByRole('heading', { level: 1 })).toHaveText("You don't have access");
    }
    for (const viewport of [MOBILE, DESKTOP]) {
      await invited.setViewportSize(viewport);
      await expectNoAxeViolations(invited, `no access ${viewport.width}`);
      await screenshot(invited, 'dashboard-no-access');
    }
    // The API refuses them too, whatever the page shows.
    const answer = await invited.evaluate(async () => (await fetch('/api/admin/staff')).status);
    expect(answer).toBe(403);
    await invited.close();

    // The owner sees the person active now.
    const again = await openAsOwner(site, DESKTOP, '/staff');
    await again.getByRole('row').filter({ hasText: email }).getByText('Active').waitFor();
    await again.close();
  });
});
