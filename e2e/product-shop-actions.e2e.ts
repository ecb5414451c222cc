import { expect, test } from './support/test';
import { DESKTOP, MOBILE } from './support/browser';
import { expectHeaderCount, openWithEmptyCart, storedCartItems } from './support/cart';
import { pathOf, RICH } from './support/storefront';

/** What the product pages hand to the cart (product §4 Amount and purchase). */
test.describe('product pages and the cart', () => {
  test('adds the chosen custom amount, design and quantity to the cart', async ({ site }) => {
    const { page } = await openWithEmptyCart(site, RICH, '/gift-card/classic-gift-card', DESKTOP);
    await page.getByTestId('amount-custom').click();
    await page.getByTestId('custom-amount-input').fill('42.5');
    await page.getByRole('radio', { name: 'Evergreen' }).click();
    await page.getByTestId('quantity-increase').click();
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('cart-drawer').waitFor();
    const [item] = await storedCartItems(page);
    expect(item).toMatchObject({
      product: { slug: 'classic-gift-card', name: 'Classic Gift Card', type: 'GiftCard', isShippingEnabled: false },
      quantity: 2,
      imageUrl: '/uploads/e2e-rich/images/classic-evergreen.svg',
      options: {
        denomination: { id: 'custom-42.5', price: 42.5, label: '$42.50', isCustom: true },
        packageOption: null,
        theme: {
          id: 'evergreen',
          name: 'Evergreen',
          src: '/uploads/e2e-rich/images/classic-evergreen.svg',
          alt: 'Classic card in evergreen',
        },
        giftDetails: null,
      },
    });
    await expect(page.getByTestId('line-price').first()).toHaveText('$85.00');
    // The cart names the amount bought, not 'Custom amount'.
    await expect(page.getByTestId('line-denomination').first()).toHaveText('$42.50');
    await expectHeaderCount(page, 2);
    await page.close();
  });

  test('buys the chosen voucher option now from the mobile bar: to /checkout with the item in the cart', async ({
    site,
  }) => {
    const { page } = await openWithEmptyCart(site, RICH, '/voucher/spa-day', MOBILE);
    await page.getByTestId('denomination-full').click();
    await page.getByTestId('mobile-buy-now').click();
    await expect.poll(() => pathOf(page), { timeout: 5000 }).toBe('/checkout');
    await expect(page.getByTestId('cart-drawer')).toHaveCount(0);
    const items = await storedCartItems(page);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      product: { slug: 'spa-day', type: 'Voucher' },
      quantity: 1,
      options: { denomination: { id: 'full', price: 220, label: 'Full day' }, theme: { id: 'spa1' } },
    });
    await page.close();
  });

  test('sends the first denomination as a gift: the gift dialog opens on it, outside the cart', async ({ site }) => {
    const { page } = await openWithEmptyCart(site, RICH, '/gift-card/birthday-gift-card', DESKTOP);
    await page.getByTestId('send-as-gift').click();
    const dialog = page.getByRole('dialog', { name: 'Send as gift' });
    await dialog.waitFor();
    await expect(dialog.getByText('Happy Birthday Gift Card · $25 · Qty 1')).toHaveCount(1);
    await expect.poll(() => storedCartItems(page)).toEqual([]);
    await page.close();
  });

  test('opens the cart from the header', async ({ site }) => {
    const { page } = await openWithEmptyCart(site, RICH, '/', DESKTOP);
    await page.getByTestId('cart-button').click();
    await page.getByRole('dialog', { name: 'Shopping cart' }).waitFor();
    await expect(page.getByTestId('empty-cart')).toBeVisible();
    await page.close();
  });
});
