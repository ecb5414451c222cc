import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import { navigateTo, openAsOwner } from './support/dashboard';

test.describe('the payments section', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`shows the provider, names a secret key put in the publishable key field, and tests the sandbox connection (${viewport.width} px)`, async ({
      site,
    }) => {
      const page = await openAsOwner(site, viewport);
      await navigateTo(page, 'Payments');
      await page.getByTestId('payment-settings-page').waitFor();
      await expect(page.getByLabel('Provider')).toHaveValue('sandbox');
      await page.getByRole('button', { name: 'Test connection' }).click();
      const result = page.getByTestId('connection-result');
      await result.waitFor();
      await expect(result).toContainText('Sandbox payments work on this server');

      await page.getByLabel('Provider').selectOption('stripe');
      await page.getByLabel('Publishable key').fill('sk_live_not_this_one');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText(/expected a Stripe publishable key/).waitFor();
      await expectNoAxeViolations(page, `payments ${viewport.width}`);
      await screenshot(page, 'dashboard-payments');
      await page.close();
    });
  }
});
