import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, storeUrl } from './support/browser';
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
test.describe('the gift dialog at checkout', () => {
  test('sends a line as a gift from the summary, edits it, and the confirmation shows that recipient', async ({
    site,
  }) => {
    const page = await openCheckout(site, [{ slug: 'coffee-card', denomination: 'c20' }], DESKTOP);
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
    await expect(page.getByTestId('cart-drawer')).toHaveCount(0);
    await expect(page.getByTestId('summary-gift-details').first()).toContainText('To Grace Hopper');

    await page.getByRole('button', { name: 'Edit gift details: Coffee Card' }).click();
    await dialog.waitFor();
    await expect(dialog.getByLabel('Recipient name')).toHaveValue('Grace Hopper');
    await dialog.getByLabel('Recipient email').fill('grace.hopper@example.com');
    await dialog.getByTestId('gift-save').click();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.getByTestId('summary-gift-details').first()).toContainText('grace.hopper@example.com');
    await expect
      .poll(async () => (await storedCartItems(page))[0]?.options.giftDetails)
      .toMatchObject({
        recipientName: 'Grace Hopper',
        recipientEmail: 'grace.hopper@example.com',
        message: 'Coffee is on me.',
      });

    await fillDetails(page);
    await waitForCardForm(page);
    await fillCard(page, TEST_CARDS.succeeds);
    await page.getByTestId('pay-button').click();
    await expectConfirmation(page);
    await expect(page.getByTestId('issued-card-recipient')).toHaveText(['Recipient: grace.hopper@example.com']);
    await expect(page.getByTestId('issued-card-message').first()).toHaveText('“Coffee is on me.”');
    await page.close();
  });

  test('splits a line between different recipients from the checkout, keeping the total', async ({ site }) => {
    const page = await openCheckout(site, [{ slug: 'coffee-card', denomination: 'c40', quantity: 2 }], DESKTOP);
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
    await expect(page.getByTestId('summary-item-quantity')).toHaveText(['1', '1']);
    await expect
      .poll(() => textsOf(page, 'summary-gift-details'))
      .toEqual([expect.stringContaining('To Ada'), expect.stringContaining('To Grace')]);
    await expect(page.getByTestId('total-due-value').first()).toHaveText(total);
    await page.close();
  });

  test('shows a cart seeded through localStorage in the stored shape of earlier versions, and edits its gift line', async ({
    site,
  }) => {
    const page = await site.newPage(DESKTOP);
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

    await expect(page.getByTestId('summary-item-name')).toHaveText(['Coffee Card', 'Coffee Card']);
    await expect(page.getByTestId('total-subtotal-value').first()).toHaveText('$40.00');
    await expect(page.getByTestId('summary-gift-details').first()).toContainText('To Katherine Johnson');
    await expect(page.getByRole('button', { name: 'Send as gift: Coffee Card' })).toHaveCount(1);

    await page.getByRole('button', { name: 'Edit gift details: Coffee Card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send as gift' });
    await expect(dialog.getByLabel('Recipient email')).toHaveValue('katherine@example.com');
    await dialog.getByRole('button', { name: 'Remove Gift Details' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.getByRole('button', { name: 'Send as gift: Coffee Card' })).toHaveCount(2);
    await expect
      .poll(async () => (await storedCartItems(page)).map((item) => item.options.giftDetails ?? null))
      .toEqual([null, null]);
    await page.close();
  });
});
