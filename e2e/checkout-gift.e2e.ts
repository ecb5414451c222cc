import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, openBrowser, storeUrl, type Browser } from './support/browser';
import { storedCartItems } from './support/cart';
import {
  CHECKOUT,
  expectConfirmation,
  fillCard,
  fillDetails,
  openCheckout,
  TEST_CARDS,
  waitForCardForm,
} from './support/checkout';
import { textOf, textsOf } from './support/storefront';

/** product §2 Checkout: 'A gift-details editor dialog opens from Send as gift or Edit' (the app-wide gift dialog). */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the gift dialog at checkout', () => {
  it('sends a line as a gift from the summary, edits it, and the confirmation shows that recipient', async () => {
    const page = await openCheckout(browser, [{ slug: 'coffee-card', denomination: 'c20' }], DESKTOP);
    const dialog = page.getByRole('dialog', { name: 'Send as gift' });

    await page.getByRole('button', { name: 'Send as gift: Coffee Card' }).click();
    await dialog.waitFor();
    await dialog.getByLabel('Recipient name').fill('Grace Hopper');
    await dialog.getByLabel('Recipient email').fill('grace@example.com');
    await dialog.getByLabel('Message').fill('Coffee is on me.');
    await expectNoAxeViolations(page, 'gift dialog at checkout');
    await dialog.getByTestId('gift-save').click();
    await dialog.waitFor({ state: 'detached' });
    // A line already in the cart: the dialog closes in place, no drawer opens over the checkout.
    expect(await page.getByTestId('cart-drawer').count()).toBe(0);
    expect(await textOf(page, 'summary-gift-details')).toContain('To Grace Hopper');

    await page.getByRole('button', { name: 'Edit gift details: Coffee Card' }).click();
    await dialog.waitFor();
    expect(await dialog.getByLabel('Recipient name').inputValue()).toBe('Grace Hopper');
    await dialog.getByLabel('Recipient email').fill('grace.hopper@example.com');
    await dialog.getByTestId('gift-save').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await textOf(page, 'summary-gift-details')).toContain('grace.hopper@example.com');
    expect((await storedCartItems(page))[0]?.options.giftDetails).toMatchObject({
      recipientName: 'Grace Hopper',
      recipientEmail: 'grace.hopper@example.com',
      message: 'Coffee is on me.',
    });

    await fillDetails(page);
    await waitForCardForm(page);
    await fillCard(page, TEST_CARDS.succeeds);
    await page.getByTestId('pay-button').click();
    await expectConfirmation(page);
    expect(await textsOf(page, 'issued-card-recipient')).toEqual(['Recipient: grace.hopper@example.com']);
    expect(await textOf(page, 'issued-card-message')).toBe('“Coffee is on me.”');
    await page.close();
  });

  it('splits a line between different recipients from the checkout, keeping the total', async () => {
    const page = await openCheckout(browser, [{ slug: 'coffee-card', denomination: 'c40', quantity: 2 }], DESKTOP);
    const total = await textOf(page, 'total-due-value');
    await page.getByRole('button', { name: 'Send as gift: Coffee Card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send as gift' });
    await dialog.getByRole('radio', { name: /Different recipients/ }).click();
    const blocks = dialog.getByTestId('recipient-block');
    for (const [index, name] of ['Ada', 'Grace'].entries()) {
      await blocks.nth(index).getByLabel('Name').fill(name);
      await blocks.nth(index).getByLabel('Email').fill(`${name.toLowerCase()}@example.com`);
    }
    await dialog.getByTestId('gift-save').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await textsOf(page, 'summary-item-quantity')).toEqual(['1', '1']);
    expect(await textsOf(page, 'summary-gift-details')).toEqual([
      expect.stringContaining('To Ada'),
      expect.stringContaining('To Grace'),
    ]);
    expect(await textOf(page, 'total-due-value')).toBe(total);
    await page.close();
  });

  it('shows a cart seeded through localStorage in the stored shape of earlier versions, and edits its gift line', async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto(storeUrl(CHECKOUT, '/'));
    const products = await page.evaluate(() =>
      fetch('/api/Store/Products').then(
        (r) => r.json() as Promise<{ id: string; slug: string; name: string; type: string }[]>,
      ),
    );
    const coffee = products.find((p) => p.slug === 'coffee-card')!;
    // No taxClassId: carts stored before lines carried the tax class must still load.
    const line = (id: string, giftDetails: object | null) => ({
      id,
      product: {
        id: coffee.id,
        slug: coffee.slug,
        name: coffee.name,
        type: coffee.type,
        imageSrc: null,
        imageAlt: '',
        isShippingEnabled: false,
      },
      quantity: 1,
      imageUrl: '',
      options: { denomination: { id: 'c20', price: 20, label: '$20' }, packageOption: null, theme: null, giftDetails },
    });
    const gift = {
      recipientName: 'Katherine Johnson',
      recipientEmail: 'katherine@example.com',
      message: '',
      scheduledDate: '',
      scheduledTime: '',
      scheduledDateTimeUtc: null,
    };
    await page.evaluate(
      (items) => localStorage.setItem('giftcard_cart', JSON.stringify({ version: 1, items })),
      [line('seed-1', gift), line('seed-2', null)],
    );
    await page.goto(storeUrl(CHECKOUT, '/checkout'));
    await page.getByTestId('checkout-form').waitFor();

    expect(await textsOf(page, 'summary-item-name')).toEqual(['Coffee Card', 'Coffee Card']);
    expect(await textOf(page, 'total-subtotal-value')).toBe('$40.00');
    expect(await textOf(page, 'summary-gift-details')).toContain('To Katherine Johnson');
    expect(await page.getByRole('button', { name: 'Send as gift: Coffee Card' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Edit gift details: Coffee Card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send as gift' });
    expect(await dialog.getByLabel('Recipient email').inputValue()).toBe('katherine@example.com');
    await dialog.getByRole('button', { name: 'Remove Gift Details' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Send as gift: Coffee Card' }).count()).toBe(2);
    expect((await storedCartItems(page)).map((item) => item.options.giftDetails ?? null)).toEqual([null, null]);
    await page.close();
  });
});
