import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { screenshot, VIEWPORTS } from './support/browser';
import { BALANCE_STORE, checkBalance } from './support/balance';
import { openStorePage } from './support/storefront';

/** A voucher as the server answers it (decision 0015); store files carry only money cards. */
const VOUCHER = {
  id: '7d1c7a52-0f7e-4a59-9d55-2f1f8f0c3b11',
  code: 'KETL-VOUC-HERS-PA01',
  balance: 0,
  isoCurrencyCode: 'GBP',
  expiresOn: '2031-03-31',
  recipientEmailAddress: 'jamie@example.com',
  status: 'Active',
  kind: 'voucher',
  voucher: {
    product: 'Afternoon Tea for Two in the Garden Room',
    option: 'With a glass of champagne',
    status: 'Valid',
    usedOn: null,
  },
};

test.describe('balance page warnings and vouchers', () => {
  for (const [label, viewport] of VIEWPORTS)
    test.describe(`at ${label}`, () => {
      test('shows an expired card as a warning saying so, with no Top Up', async ({ site }) => {
        const { page, pageErrors } = await openStorePage(site, BALANCE_STORE, '/gift-card-balance', viewport);
        await checkBalance(page, 'KETL-EXPI-RED0-2021');
        await page.getByText('This gift card has expired').waitFor();
        await expect(page.getByTestId('balance-result')).toHaveAttribute('data-tone', 'warning');
        await expect(page.getByTestId('balance-status').first()).toHaveText('Expired');
        await expect(page.getByRole('button', { name: 'Top Up' })).toHaveCount(0);
        await expectNoAxeViolations(page, `balance expired ${label}`);
        await screenshot(page, 'balance-expired');
        expect(pageErrors).toEqual([]);
        await page.close();
      });

      test('shows what a voucher is for, with no money balance and no Top Up', async ({ site }) => {
        const { page, pageErrors } = await openStorePage(site, BALANCE_STORE, '/gift-card-balance', viewport);
        await page.route('**/GiftCard/GetByCode/**', (route) => route.fulfill({ json: VOUCHER }));
        await checkBalance(page, VOUCHER.code);
        await page.getByRole('heading', { name: 'Voucher ending PA01' }).waitFor();
        await expect(page.getByTestId('balance-voucher-product').first()).toHaveText(
          'Afternoon Tea for Two in the Garden Room',
        );
        await expect(page.getByTestId('balance-voucher-option').first()).toHaveText('With a glass of champagne');
        await expect(page.getByTestId('balance-voucher-status').first()).toHaveText('Valid');
        await expect(page.getByTestId('balance-amount')).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Top Up' })).toHaveCount(0);
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
          .toBeLessThanOrEqual(viewport.width);
        await expectNoAxeViolations(page, `balance voucher ${label}`);
        await screenshot(page, 'balance-voucher');

        await page.unroute('**/GiftCard/GetByCode/**');
        const used = {
          ...VOUCHER,
          status: 'Redeemed',
          voucher: { ...VOUCHER.voucher, status: 'Used', usedOn: '2026-11-03' },
        };
        await page.route('**/GiftCard/GetByCode/**', (route) => route.fulfill({ json: used }));
        await checkBalance(page, VOUCHER.code);
        await page.getByText('This voucher was used on 03/11/2026').waitFor();
        await expect(page.getByTestId('balance-result')).toHaveAttribute('data-tone', 'warning');
        await expectNoAxeViolations(page, `balance used voucher ${label}`);
        await screenshot(page, 'balance-voucher-used');
        expect(pageErrors).toEqual([]);
        await page.close();
      });
    });
});
