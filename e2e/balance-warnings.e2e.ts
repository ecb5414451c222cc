import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { openBrowser, screenshot, VIEWPORTS, type Browser } from './support/browser';
import { BALANCE_STORE, checkBalance } from './support/balance';
import { openStorePage, textOf } from './support/storefront';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

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

describe('balance page warnings and vouchers', () => {
  describe.each(VIEWPORTS)('at %s', (label, viewport) => {
    it('shows an expired card as a warning saying so, with no Top Up', async () => {
      const { page, pageErrors } = await openStorePage(browser, BALANCE_STORE, '/gift-card-balance', viewport);
      await checkBalance(page, 'KETL-EXPI-RED0-2021');
      await page.getByText('This gift card has expired').waitFor();
      expect(await page.getByTestId('balance-result').getAttribute('data-tone')).toBe('warning');
      expect(await textOf(page, 'balance-status')).toBe('Expired');
      expect(await page.getByRole('button', { name: 'Top Up' }).count()).toBe(0);
      await expectNoAxeViolations(page, `balance expired ${label}`);
      await screenshot(page, 'balance-expired');
      expect(pageErrors).toEqual([]);
      await page.close();
    });

    it('shows what a voucher is for, with no money balance and no Top Up', async () => {
      const { page, pageErrors } = await openStorePage(browser, BALANCE_STORE, '/gift-card-balance', viewport);
      await page.route('**/GiftCard/GetByCode/**', (route) => route.fulfill({ json: VOUCHER }));
      await checkBalance(page, VOUCHER.code);
      await page.getByRole('heading', { name: 'Voucher ending PA01' }).waitFor();
      expect(await textOf(page, 'balance-voucher-product')).toBe('Afternoon Tea for Two in the Garden Room');
      expect(await textOf(page, 'balance-voucher-option')).toBe('With a glass of champagne');
      expect(await textOf(page, 'balance-voucher-status')).toBe('Valid');
      expect(await page.getByTestId('balance-amount').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Top Up' }).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
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
      expect(await page.getByTestId('balance-result').getAttribute('data-tone')).toBe('warning');
      await expectNoAxeViolations(page, `balance used voucher ${label}`);
      await screenshot(page, 'balance-voucher-used');
      expect(pageErrors).toEqual([]);
      await page.close();
    });
  });
});
