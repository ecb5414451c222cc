import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, openBrowser, screenshot, VIEWPORTS, type Browser } from './support/browser';
import { BALANCE_STORE, checkBalance, NO_TOPUPS_STORE } from './support/balance';
import { openStorePage, pathOf, SPLIT, textOf, waitForShop } from './support/storefront';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('balance page (product §2 Balance page, §4 Balance check)', () => {
  describe.each(VIEWPORTS)('at %s', (label, viewport) => {
    it('finds a card typed in lower case with spaces and dashes, and shows balance, expiry and recipient', async () => {
      const { page, pageErrors } = await openStorePage(browser, BALANCE_STORE, '/gift-card-balance', viewport);
      await page.getByRole('heading', { level: 1, name: 'Check Gift Card Balance' }).waitFor();
      expect(await page.title()).toBe('Copper Kettle Tea Room - Gift cards and vouchers');
      expect(await page.getByLabel('Gift card code').getAttribute('placeholder')).toBe('Enter your gift card code');
      await expectNoAxeViolations(page, `balance idle ${label}`);
      await screenshot(page, 'balance-idle');

      await checkBalance(page, ' ketl actv-2027 nov1 ');
      expect(await textOf(page, 'balance-amount')).toBe('£42.50');
      expect(await textOf(page, 'balance-expiry')).toBe('21/11/2031');
      expect(await textOf(page, 'balance-recipient')).toBe('jamie@example.com');
      expect(await page.getByTestId('balance-status').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Top Up' }).isVisible()).toBe(true);
      expect(await page.getByTestId('balance-outcome').getAttribute('aria-live')).toBe('polite');
      await expectNoAxeViolations(page, `balance result ${label}`);
      await screenshot(page, 'balance-result');
      expect(pageErrors).toEqual([]);
      await page.close();
    });

    it("says 'Gift card not found or invalid code.' for an unknown code", async () => {
      const { page } = await openStorePage(browser, BALANCE_STORE, '/gift-card-balance', viewport);
      await checkBalance(page, 'KETL-NOPE-0000-0000');
      expect(await textOf(page, 'balance-error')).toBe('Gift card not found or invalid code.');
      expect(await page.getByTestId('balance-result').count()).toBe(0);
      await expectNoAxeViolations(page, `balance error ${label}`);
      await screenshot(page, 'balance-error');
      await page.close();
    });
  });

  it('keeps Check Balance disabled for an empty code, and while checking', async () => {
    const { page } = await openStorePage(browser, BALANCE_STORE, '/gift-card-balance');
    const button = page.getByTestId('check-balance-button');
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel('Gift card code').fill('   ');
    expect(await button.isDisabled()).toBe(true);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/GiftCard/GetByCode/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Gift card code').fill('KETL-ACTV-2027-NOV1');
    expect(await button.isDisabled()).toBe(false);
    await button.click();
    await page.getByRole('button', { name: 'Checking...' }).waitFor();
    expect(await button.isDisabled()).toBe(true);
    release();
    await page.getByTestId('balance-result').waitFor();
    await page.close();
  });

  it('clears the previous result when a new check begins', async () => {
    const { page } = await openStorePage(browser, BALANCE_STORE, '/gift-card-balance');
    await checkBalance(page, 'KETL-ACTV-2027-NOV1');
    await page.getByLabel('Gift card code').fill('KETL-INAC-TIVE-0001');
    await page.getByRole('button', { name: 'Check Balance' }).click();
    await page.getByTestId('balance-status').waitFor();
    expect(await textOf(page, 'balance-status')).toBe('Inactive');
    expect(await textOf(page, 'balance-amount')).toBe('£30.00');
    expect(await textOf(page, 'balance-expiry')).toBe('No expiry date');
    expect(await page.getByTestId('balance-result').count()).toBe(1);
    await page.close();
  });

  it('is reached from the header link', async () => {
    const { page } = await openStorePage(browser, BALANCE_STORE, '/', DESKTOP);
    await waitForShop(page);
    await page.getByTestId('nav-check-balance').click();
    await page.getByRole('heading', { level: 1, name: 'Check Gift Card Balance' }).waitFor();
    expect(pathOf(page)).toBe('/gift-card-balance');
    await page.close();
  });

  it('offers no Top Up where the store does not allow top-ups', async () => {
    const { page } = await openStorePage(browser, NO_TOPUPS_STORE, '/gift-card-balance');
    await checkBalance(page, 'QUIE-TCOR-NERB-OOK1');
    expect(await textOf(page, 'balance-amount')).toBe('$18.75');
    expect(await page.getByRole('button', { name: 'Top Up' }).count()).toBe(0);
    await page.close();
  });

  it.each(VIEWPORTS)('is the 404 page where hideCheckBalance is set, at %s', async (label, viewport) => {
    const { page } = await openStorePage(browser, SPLIT, '/gift-card-balance', viewport);
    await page.getByTestId('not-found-page').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    expect(await page.getByTestId('balance-page').count()).toBe(0);
    await expectNoAxeViolations(page, `balance hidden ${label}`);
    await page.close();
  });
});
