import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import { DEMO, followMailedLink, openAsOwner, uniqueEmail } from './support/dashboard';

test.describe('choosing a password from an invitation', () => {
  test('refuses one of the commonest passwords under the password field, then takes a good one', async ({ site }) => {
    const owner = await openAsOwner(site, DESKTOP);
    const email = uniqueEmail('common-password');
    const status = await owner.evaluate(async (address) => {
      const response = await fetch('/api/admin/staff', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: address, name: 'Pat Password', role: 'staff' }),
      });
      return response.status;
    }, email);
    expect(status).toBe(201);
    await owner.close();
    await site.context.clearCookies();

    const page = await site.newPage(DESKTOP);
    await followMailedLink(page, DEMO, email, 'Accept invitation');
    const field = page.getByLabel('New password');
    await field.fill('password123');
    await page.getByLabel('Confirm password').fill('password123');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    const refusal = page.getByText('Password is one of the most common passwords. Choose another.');
    await expect.poll(() => field.getAttribute('aria-describedby')).toContain(await refusal.getAttribute('id'));
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expect(refusal).toBeVisible();
      await expectNoAxeViolations(page, `common password refused ${viewport.width}`);
      await screenshot(page, 'dashboard-common-password');
    }

    await field.fill('pat picks a long one 97');
    await page.getByLabel('Confirm password').fill('pat picks a long one 97');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await page.getByTestId('home-page').waitFor();
    await page.close();
  });
});
