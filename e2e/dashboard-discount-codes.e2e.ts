import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot } from './support/browser';
import {
  applyPromo,
  expectConfirmation,
  fillCard,
  fillDetails,
  openCheckout,
  TEST_CARDS,
  waitForCardForm,
} from './support/checkout';
import { DEMO, navigateTo, openAsOwner } from './support/dashboard';

test.describe('discount codes from the dashboard', () => {
  test('an owner creates a code, a shopper uses it at checkout, and the list shows one use', async ({ site }) => {
    const code = `E2E${process.pid}${Date.now() % 100000}`;
    const page = await openAsOwner(site, DESKTOP);
    await navigateTo(page, 'Discount codes');
    await page.getByTestId('discount-codes-page').waitFor();
    await page.getByRole('button', { name: 'New code' }).click();
    const dialog = page.getByRole('dialog', { name: 'New discount code' });
    await dialog.getByLabel('Code').fill(code.toLowerCase());
    await dialog.getByLabel('Percent off').fill('150');
    await dialog.getByRole('button', { name: 'Create code' }).click();
    await dialog.getByText('a percentage cannot exceed 100').waitFor();
    await expectNoAxeViolations(page, 'discount code dialog');
    await screenshot(page, 'dashboard-discount-code-dialog', { fullPage: false });
    await dialog.getByLabel('Percent off').fill('20');
    await dialog.getByLabel('Usage limit').fill('3');
    await dialog.getByRole('button', { name: 'Create code' }).click();
    await page.getByText(`${code} was created.`).waitFor();
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('0 / 3');

    // A shopper on the storefront, the code applied at checkout: 20% of $25 off.
    const shop = await openCheckout(site, [{ slug: 'happy-birthday', denomination: 'usd-25' }], DESKTOP, DEMO);
    await applyPromo(shop, code.toLowerCase());
    await shop.getByTestId('applied-discount').waitFor();
    await expect.poll(() => shop.getByTestId('total-discount-value').textContent()).toBe('−$5.00');
    await fillDetails(shop);
    await waitForCardForm(shop);
    await fillCard(shop, TEST_CARDS.succeeds);
    await shop.getByTestId('pay-button').click();
    await expectConfirmation(shop);
    await shop.close();

    await page.reload();
    await page.getByTestId('discount-codes-page').waitFor();
    await expect
      .poll(() => page.getByRole('row').filter({ hasText: code }).textContent(), { timeout: 10_000 })
      .toContain('1 / 3');
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page, `discount codes ${viewport.width}`);
      await screenshot(page, 'dashboard-discount-codes');
    }

    await page
      .getByRole('button', { name: `Deactivate ${code}` })
      .filter({ visible: true })
      .click();
    const confirm = page.getByRole('dialog', { name: `Deactivate ${code}?` });
    await expectNoAxeViolations(page, 'deactivate dialog');
    await confirm.getByRole('button', { name: 'Deactivate code' }).click();
    await page.getByText(`${code} was deactivated.`).waitFor();
    await page.close();
  });
});
