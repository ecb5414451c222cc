import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, screenshot, VIEWPORTS } from './support/browser';
import { BALANCE_STORE, checkBalance, NO_TOPUPS_STORE } from './support/balance';
import { openStorePage, pathOf, SPLIT, waitForShop } from './support/storefront';

test.describe('balance page (product §2 Balance page, §4 Balance check)', () => {
  for (const [label, viewport] of VIEWPORTS)
    test.describe(`at ${label}`, () => {
      test('finds a card typed in lower case with spaces and dashes, and shows balance, expiry and recipient', async ({
        site,
      }) => {
        const { page, pageErrors } = await openStorePage(site, BALANCE_STORE, '/gift-card-balance', viewport);
        await page.getByRole('heading', { level: 1, name: 'Check Gift Card Balance' }).waitFor();
        await expect(page).toHaveTitle('Copper Kettle Tea Room - Gift cards and vouchers');
        await expect(page.getByLabel('Gift card code')).toHaveAttribute('placeholder', 'Enter your gift card code');
        await expectNoAxeViolations(page, `balance idle ${label}`);
        await screenshot(page, 'balance-idle');

        await checkBalance(page, ' ketl actv-2027 nov1 ');
        await expect(page.getByTestId('balance-amount').first()).toHaveText('£42.50');
        await expect(page.getByTestId('balance-expiry').first()).toHaveText('21/11/2031');
        await expect(page.getByTestId('balance-recipient').first()).toHaveText('jamie@example.com');
        await expect(page.getByTestId('balance-status')).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Top Up' })).toBeVisible();
        await expect(page.getByTestId('balance-outcome')).toHaveAttribute('aria-live', 'polite');
        await expectNoAxeViolations(page, `balance result ${label}`);
        await screenshot(page, 'balance-result');
        expect(pageErrors).toEqual([]);
        await page.close();
      });

      test("says 'Gift card not found or invalid code.' for an unknown code", async ({ site }) => {
        const { page } = await openStorePage(site, BALANCE_STORE, '/gift-card-balance', viewport);
        await checkBalance(page, 'KETL-NOPE-0000-0000');
        await expect(page.getByTestId('balance-error').first()).toHaveText('Gift card not found or invalid code.');
        await expect(page.getByTestId('balance-result')).toHaveCount(0);
        await expectNoAxeViolations(page, `balance error ${label}`);
        await screenshot(page, 'balance-error');
        await page.close();
      });
    });

  test('keeps Check Balance disabled for an empty code, and while checking', async ({ site }) => {
    const { page } = await openStorePage(site, BALANCE_STORE, '/gift-card-balance');
    const button = page.getByTestId('check-balance-button');
    await button.waitFor();
    await expect(button).toBeDisabled();
    await page.getByLabel('Gift card code').fill('   ');
    await expect(button).toBeDisabled();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/GiftCard/GetByCode/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Gift card code').fill('KETL-ACTV-2027-NOV1');
    await expect(button).not.toBeDisabled();
    await button.click();
    await page.getByRole('button', { name: 'Checking...' }).waitFor();
    await expect(button).toBeDisabled();
    release();
    await page.getByTestId('balance-result').waitFor();
    await page.close();
  });

  test('clears the previous result when a new check begins', async ({ site }) => {
    const { page } = await openStorePage(site, BALANCE_STORE, '/gift-card-balance');
    await checkBalance(page, 'KETL-ACTV-2027-NOV1');
    await page.getByLabel('Gift card code').fill('KETL-INAC-TIVE-0001');
    await page.getByRole('button', { name: 'Check Balance' }).click();
    await page.getByTestId('balance-status').waitFor();
    await expect(page.getByTestId('balance-status').first()).toHaveText('Inactive');
    await expect(page.getByTestId('balance-amount').first()).toHaveText('£30.00');
    await expect(page.getByTestId('balance-expiry').first()).toHaveText('No expiry date');
    await expect(page.getByTestId('balance-result')).toHaveCount(1);
    await page.close();
  });

  test('is reached from the header link', async ({ site }) => {
    const { page } = await openStorePage(site, BALANCE_STORE, '/', DESKTOP);
    await waitForShop(page);
    await page.getByTestId('nav-check-balance').click();
    await page.getByRole('heading', { level: 1, name: 'Check Gift Card Balance' }).waitFor();
    expect(pathOf(page)).toBe('/gift-card-balance');
    await page.close();
  });

  test('offers no Top Up where the store does not allow top-ups', async ({ site }) => {
    const { page } = await openStorePage(site, NO_TOPUPS_STORE, '/gift-card-balance');
    await checkBalance(page, 'QUIE-TCOR-NERB-OOK1');
    await expect(page.getByTestId('balance-amount').first()).toHaveText('$18.75');
    await expect(page.getByRole('button', { name: 'Top Up' })).toHaveCount(0);
    await page.close();
  });

  for (const [label, viewport] of VIEWPORTS)
    test(`is the 404 page where hideCheckBalance is set, at ${label}`, async ({ site }) => {
      const { page } = await openStorePage(site, SPLIT, '/gift-card-balance', viewport);
      await page.getByTestId('not-found-page').waitFor();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page.getByTestId('balance-page')).toHaveCount(0);
      await expectNoAxeViolations(page, `balance hidden ${label}`);
      await page.close();
    });
});
