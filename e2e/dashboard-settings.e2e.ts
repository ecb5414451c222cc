import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { channelsToHex } from '@giftfront/domain/brand-colors';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot, storeUrl } from './support/browser';
import { DEMO, openAsOwner } from './support/dashboard';

/** 'rgb(1, 2, 3)' to '#010203'. */
const hexOf = (rgb: string) => channelsToHex((rgb.match(/\d+/g) ?? []).slice(0, 3).map(Number));

async function saveColour(page: Page, hex: string) {
  const form = page.getByTestId('branding-form');
  await form.getByLabel('Hex colour').fill(hex);
  await form.getByRole('button', { name: 'Save' }).click();
  await form.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
}

/** The storefront's primary button (Send as gift on a product page) as a shopper loads it afresh. */
async function storefrontPrimary(page: Page): Promise<string> {
  await page.goto(storeUrl(DEMO, '/gift-card/classic-gift-card'));
  const button = page.getByTestId('send-as-gift');
  await button.waitFor();
  return hexOf(await button.evaluate((element) => getComputedStyle(element).backgroundColor));
}

test.describe('the Settings page', () => {
  for (const [width, viewport] of [
    ['390', MOBILE],
    ['1280', DESKTOP],
  ] as const)
    test(`shows each tab without axe violations at ${width} px`, async ({ site }) => {
      const page = await openAsOwner(site, viewport, '/settings');
      await page.getByLabel('Company name').waitFor();
      await expectNoAxeViolations(page, `settings branding ${width}`);
      await screenshot(page, 'dashboard-settings-branding');
      for (const tab of ['Storefront', 'Money', 'Time zone & notifications']) {
        await page.getByRole('navigation', { name: 'Settings tabs' }).getByRole('link', { name: tab }).click();
        await page.getByRole('heading', { level: 2 }).filter({ visible: true }).first().waitFor();
        await expectNoAxeViolations(page, `settings ${tab} ${width}`);
        await screenshot(page, `dashboard-settings-${tab.split(' ')[0]!.toLowerCase()}`);
      }
    });

  test('an owner changes the store colour and the storefront shows it; a pale colour is warned about', async ({
    site,
  }) => {
    const page = await openAsOwner(site, DESKTOP, '/settings');
    const hex = page.getByLabel('Hex colour');
    await hex.waitFor();
    const saved = await hex.inputValue();
    try {
      await hex.fill('#fef3c7');
      const warning = page.getByTestId('contrast-warning');
      await warning.waitFor();
      await expect(warning).toContainText('dark text (#111827)');
      await expectNoAxeViolations(page, 'settings with the contrast warning');
      await screenshot(page, 'dashboard-settings-contrast-warning', { fullPage: false });

      await saveColour(page, '#b91c1c');
      await expect(page.getByTestId('contrast-ok')).toContainText('white text');
      const shop = await site.newPage(DESKTOP);
      await expect.poll(() => storefrontPrimary(shop), { timeout: 10_000, intervals: [1_000] }).toBe('#b91c1c');
      await shop.close();
    } finally {
      // The demo store is shared by the other browser tests: its colour is put back.
      await page.goto(storeUrl(DEMO, '/admin/settings'));
      await saveColour(page, saved);
    }
  });
});
