import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, openBrowser, type Browser } from './support/browser';
import { loggedShopActions, openStorePage, RICH } from './support/storefront';

/**
 * What the product pages hand to the shop actions. These read the log of the placeholder
 * actions (app/pending-shop-actions.ts); the cart issue replaces them with tests of the cart.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('product pages and the shop actions', () => {
  it('adds the chosen custom amount, design and quantity to the cart', async () => {
    const store = await openStorePage(browser, RICH, '/gift-card/classic-gift-card', DESKTOP);
    const { page } = store;
    await page.getByTestId('amount-custom').click();
    await page.getByTestId('custom-amount-input').fill('42.5');
    await page.getByRole('radio', { name: 'Evergreen' }).click();
    await page.getByTestId('quantity-increase').click();
    await page.getByTestId('add-to-cart').click();
    const item = await loggedShopActions(store, 'addToCart');
    expect(item).toMatchObject({
      product: { slug: 'classic-gift-card', name: 'Classic Gift Card', type: 'GiftCard', isShippingEnabled: false },
      quantity: 2,
      imageUrl: '/uploads/e2e-rich/images/classic-evergreen.svg',
      options: {
        denomination: { id: 'custom-42.5', price: 42.5, label: 'Custom amount', isCustom: true },
        packageOption: null,
        theme: { id: 'evergreen', name: 'Evergreen', src: '/uploads/e2e-rich/images/classic-evergreen.svg', alt: 'Classic card in evergreen' },
        giftDetails: null,
      },
    });
    await page.close();
  });

  it('buys the chosen voucher option now from the mobile bar', async () => {
    const store = await openStorePage(browser, RICH, '/voucher/spa-day', MOBILE);
    await store.page.getByTestId('denomination-full').click();
    await store.page.getByTestId('mobile-buy-now').click();
    const item = await loggedShopActions(store, 'buyNow');
    expect(item).toMatchObject({ product: { slug: 'spa-day', type: 'Voucher' }, quantity: 1, options: { denomination: { id: 'full', price: 220, label: 'Full day' }, theme: { id: 'spa1' } } });
    await store.page.close();
  });

  it('sends the first denomination as a gift', async () => {
    const store = await openStorePage(browser, RICH, '/gift-card/birthday-gift-card', DESKTOP);
    await store.page.getByTestId('send-as-gift').click();
    const item = await loggedShopActions(store, 'sendAsGift');
    expect(item).toMatchObject({ quantity: 1, options: { denomination: { id: 'b25', price: 25 }, theme: { id: 'confetti' } } });
    await store.page.close();
  });

  it('opens the cart from the header', async () => {
    const store = await openStorePage(browser, RICH, '/', DESKTOP);
    await store.page.getByTestId('cart-button').click();
    await expect.poll(() => store.consoleMessages.some((m) => m.text.includes('[pending cart] openCart'))).toBe(true);
    await store.page.close();
  });
});
