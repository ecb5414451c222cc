import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, openBrowser, screenshot, type Browser } from './support/browser';
import { navigateTo, openAsOwner } from './support/dashboard';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the payments section', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    it(`shows the provider, names a secret key put in the publishable key field, and tests the sandbox connection (${viewport.width} px)`, async () => {
      const page = await openAsOwner(browser, viewport);
      await navigateTo(page, 'Payments');
      await page.getByTestId('payment-settings-page').waitFor();
      expect(await page.getByLabel('Provider').inputValue()).toBe('sandbox');
      await page.getByRole('button', { name: 'Test connection' }).click();
      const result = page.getByTestId('connection-result');
      await result.waitFor();
      expect(await result.textContent()).toContain('Sandbox payments work on this server');

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
