import type { Page } from '@playwright/test';

/** Stores of e2e/stores/ for the balance page and top-ups (see their JSON for the cards). */
export const BALANCE_STORE = 'e2e-balance';
export const NO_TOPUPS_STORE = 'e2e-no-topups';

/** Types a code and checks it; resolves once the result or the error shows. */
export async function checkBalance(page: Page, code: string) {
  // No colour transitions (index.css honours reduced motion), so axe never judges a colour halfway.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByLabel('Gift card code').fill(code);
  await page.getByRole('button', { name: 'Check Balance' }).click();
  await page.locator('[data-testid="balance-result"], [data-testid="balance-error"]').first().waitFor();
  // The pointer leaves the button: its hover colour (the store's dark variant, product §9) is not what axe should judge.
  await page.mouse.move(0, 0);
}

/** The card as the server sees it now, asked from inside the page (same origin, same store). */
export async function balanceFromApi(page: Page, code: string): Promise<number> {
  return page.evaluate(
    async (c) => (await (await fetch(`/GiftCard/GetByCode/${encodeURIComponent(c)}`)).json()).balance as number,
    code,
  );
}

/** Opens the Top Up dialog for the shown card and fills in the payer. */
export async function openTopUp(
  page: Page,
  payer: { firstName: string; lastName: string } = { firstName: 'Sam', lastName: 'Rivera' },
) {
  await page.getByRole('button', { name: 'Top Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Top Up Gift Card' });
  await dialog.waitFor();
  await dialog.getByLabel('First name').fill(payer.firstName);
  await dialog.getByLabel('Last name').fill(payer.lastName);
  return dialog;
}

/** Fills the sandbox card form once the payment is set up. */
export async function fillSandboxCard(page: Page, number = '4242 4242 4242 4242') {
  const dialog = page.getByRole('dialog', { name: 'Top Up Gift Card' });
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
}
