import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { screenshot, VIEWPORTS } from './support/browser';
import { BALANCE_STORE, balanceFromApi, checkBalance, fillSandboxCard, openTopUp } from './support/balance';
import { openStorePage, textOf } from './support/storefront';

test.describe('top-up (product §2 Balance page, §4/§5 Top-up)', () => {
  test('tops a card up with the sandbox card: the balance rises by exactly the amount, on screen and on the server', async ({
    site,
  }) => {
    const { page, pageErrors } = await openStorePage(site, BALANCE_STORE, '/gift-card-balance');
    await checkBalance(page, 'KETL-TOPU-PSAN-DBX1');
    await expect(page.getByTestId('balance-amount').first()).toHaveText('£25.00');

    const dialog = await openTopUp(page);
    await expect(dialog.getByLabel('Amount')).toHaveValue('20');
    await expect(dialog.getByLabel('Email')).toHaveValue('sam@example.com');
    await dialog.getByLabel('Amount').fill('12.34');
    await dialog.getByText('Initializing payment...').waitFor();
    await fillSandboxCard(page);
    const pay = dialog.getByRole('button', { name: 'Pay £12.34' });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await pay.click();

    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => textOf(page, 'balance-amount')).toBe('£37.34');
    await expect(page.getByTestId('top-up-success').first()).toHaveText('£12.34 was added to this card.');
    await expect.poll(() => balanceFromApi(page, 'KETL-TOPU-PSAN-DBX1')).toBe(37.34);
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  test('asks for 3-D Secure, shows a failed check, then pays when it is completed', async ({ site }) => {
    const { page } = await openStorePage(site, BALANCE_STORE, '/gift-card-balance');
    await checkBalance(page, 'KETL-TOPU-P3DS-0001');
    const dialog = await openTopUp(page, { firstName: 'Robin', lastName: 'Hale' });
    await fillSandboxCard(page, '4000 0025 0000 3155');
    const pay = dialog.getByRole('button', { name: 'Pay £20.00' });
    await expect.poll(() => pay.isEnabled()).toBe(true);

    await pay.click();
    const secure = page.getByRole('dialog', { name: 'Confirm your payment' });
    await secure.waitFor();
    await expectNoAxeViolations(page, '3-D Secure dialog');
    await secure.getByRole('button', { name: 'Fail authentication' }).click();
    await expect(dialog.getByTestId('top-up-error')).toHaveText(
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    );
    await expect.poll(() => balanceFromApi(page, 'KETL-TOPU-P3DS-0001')).toBe(10);

    await pay.click();
    await secure.getByRole('button', { name: 'Complete authentication' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => textOf(page, 'balance-amount')).toBe('£30.00');
    await expect.poll(() => balanceFromApi(page, 'KETL-TOPU-P3DS-0001')).toBe(30);
    await page.close();
  });

  // Issue 16: an expired card offers no Top Up at all; the server's refusal of one is in topup-refusals.test.ts.
  for (const [label, viewport] of VIEWPORTS)
    test(`offers no top-up for an expired card, at ${label}`, async ({ site }) => {
      const { page } = await openStorePage(site, BALANCE_STORE, '/gift-card-balance', viewport);
      await checkBalance(page, 'KETL-EXPI-RED0-2021');
      await expect(page.getByTestId('balance-status').first()).toHaveText('Expired');
      await expect(page.getByRole('button', { name: 'Top Up' })).toHaveCount(0);
      await expectNoAxeViolations(page, `top-up refused ${label}`);
      await screenshot(page, 'top-up-expired');
      await page.close();
    });

  test('sets up no payment for an amount that would pass the maximum balance', async ({ site }) => {
    const { page } = await openStorePage(site, BALANCE_STORE, '/gift-card-balance');
    await checkBalance(page, 'KETL-NEAR-MAXB-AL01');
    let intents = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/Payment/CreatePaymentIntent')) intents += 1;
    });
    const dialog = await openTopUp(page);
    await dialog.getByText('This card can be topped up by at most £5.00').waitFor();
    await expect(dialog.getByTestId('top-up-pay')).toBeDisabled();
    await dialog.getByLabel('Amount').fill('0.5');
    await dialog.getByText('The minimum top-up is £1.00').waitFor();
    // An invalid amount never starts the settle timer (use-settled-amount.test.tsx): nothing to wait for.
    expect(intents).toBe(0);
    await dialog.getByLabel('Amount').fill('5');
    await fillSandboxCard(page);
    await expect.poll(() => dialog.getByRole('button', { name: 'Pay £5.00' }).isEnabled()).toBe(true);
    expect(intents).toBe(1);
    await page.close();
  });

  test('offers Retry when setting up the payment failed, and sets it up on Retry', async ({ site }) => {
    const { page } = await openStorePage(site, BALANCE_STORE, '/gift-card-balance');
    await checkBalance(page, 'KETL-SHOT-DIAL-OG01');
    let failures = 1;
    await page.route('**/api/Payment/CreatePaymentIntent', async (route) => {
      if (failures-- > 0)
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' });
      else await route.continue();
    });
    const dialog = await openTopUp(page);
    await dialog.getByTestId('top-up-payment-error').waitFor();
    await expect(dialog.getByTestId('top-up-payment-error')).toContainText('Failed to initialize payment');
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await dialog.getByLabel('Card number').waitFor();
    await page.close();
  });

  test('closes on Cancel and opens again with 20, the recipient email and no names', async ({ site }) => {
    const { page } = await openStorePage(site, BALANCE_STORE, '/gift-card-balance');
    await checkBalance(page, 'KETL-SHOT-DIAL-OG01');
    const dialog = await openTopUp(page);
    await dialog.getByLabel('Amount').fill('35');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Top Up' }).click();
    await expect(dialog.getByLabel('Amount')).toHaveValue('20');
    await expect(dialog.getByLabel('First name')).toHaveValue('');
    await expect(dialog.getByLabel('Email')).toHaveValue('pat@example.com');
    await page.close();
  });

  for (const [label, viewport] of VIEWPORTS)
    test(`shows the dialog with its card form ready, at ${label}`, async ({ site }) => {
      const { page } = await openStorePage(site, BALANCE_STORE, '/gift-card-balance', viewport);
      await checkBalance(page, 'KETL-SHOT-DIAL-OG01');
      const dialog = await openTopUp(page, { firstName: 'Pat', lastName: 'Morgan' });
      await fillSandboxCard(page);
      await expect.poll(() => dialog.getByRole('button', { name: 'Pay £20.00' }).isEnabled()).toBe(true);
      await expectNoAxeViolations(page, `top-up dialog ${label}`);
      await screenshot(page, 'top-up-dialog', { fullPage: false });
      await page.close();
    });
});
