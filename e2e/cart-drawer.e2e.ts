import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, openBrowser, screenshot, VIEWPORTS, type Browser } from './support/browser';
import { expectHeaderCount, openCartDrawer, openWithEmptyCart, seedCart, storedCartItems } from './support/cart';
import { loadAllImages, pathOf, RICH, textOf, textsOf, type Viewport } from './support/storefront';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Adds the product page's current choice with the button of that screen size. */
async function addToCart(page: Page, viewport: Viewport) {
  await page.getByTestId(viewport === MOBILE ? 'mobile-add-to-cart' : 'add-to-cart').click();
  await page.getByTestId('cart-drawer').waitFor();
}

describe('the cart drawer (product §2 Cart drawer, §4 Cart)', () => {
  it.each(VIEWPORTS)(
    'opens after Add to cart with the closable confirmation of the product at %s',
    async (label, viewport) => {
      const { page } = await openWithEmptyCart(browser, RICH, '/gift-card/classic-gift-card', viewport);
      await page.getByTestId('amount-c50').click();
      await page.getByTestId('quantity-increase').click();
      await addToCart(page, viewport);
      const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
      const notice = drawer.getByTestId('added-to-cart');
      await notice.waitFor();
      expect(await notice.locator('xpath=..').getAttribute('role')).toBe('status');
      expect(await notice.locator('xpath=..').getAttribute('aria-live')).toBe('polite');
      expect(await textOf(page, 'added-to-cart-name')).toBe('Classic Gift Card');
      expect(await notice.textContent()).toContain('$50 · Qty 2');
      expect(await textsOf(page, 'line-name')).toEqual(['Classic Gift Card']);
      expect(await textOf(page, 'line-price')).toBe('$100.00');
      expect(await textOf(page, 'cart-subtotal')).toBe('$100.00');
      expect(await drawer.getByText('Shipping and fees calculated at checkout.').count()).toBe(1);
      await expectHeaderCount(page, 2);
      await expectNoAxeViolations(page, `cart drawer ${label}`);
      await loadAllImages(page);
      await screenshot(page, 'cart-drawer-added', { fullPage: false });
      await page.getByTestId('added-to-cart-close').click();
      await notice.waitFor({ state: 'detached' });
      expect(await drawer.isVisible()).toBe(true);
      await page.close();
    },
  );

  it('shows each line: image, name linked by type, package, denomination, gift details or Send as gift, price, remove', async () => {
    const { page } = await openWithEmptyCart(browser, RICH, '/', DESKTOP);
    await seedCart(page, [
      { slug: 'spa-day', denominationId: 'full' },
      {
        slug: 'classic-gift-card',
        denominationId: 'c100',
        quantity: 2,
        giftDetails: {
          recipientName: 'Grace Hopper',
          recipientEmail: 'grace@example.com',
          message: 'Happy retirement!',
        },
      },
    ]);
    await openCartDrawer(page);
    const lines = page.getByTestId('cart-line');
    expect(await lines.count()).toBe(2);
    expect(await lines.nth(0).getByTestId('line-name').getAttribute('href')).toBe('/voucher/spa-day');
    expect(await lines.nth(1).getByTestId('line-name').getAttribute('href')).toBe('/gift-card/classic-gift-card');
    expect(await lines.nth(0).getByTestId('line-denomination').textContent()).toBe('Full day');
    expect(await lines.nth(0).getByTestId('line-image').getAttribute('alt')).toBe('Spa pool at dusk');
    expect(await lines.nth(0).getByRole('button', { name: 'Send as gift: Spa Day for Two' }).count()).toBe(1);
    expect(await lines.nth(1).getByTestId('gift-to').textContent()).toBe('Grace Hopper');
    expect(await lines.nth(1).getByTestId('gift-email').textContent()).toBe('grace@example.com');
    expect(await lines.nth(1).getByTestId('gift-message').textContent()).toBe('“Happy retirement!”');
    expect(await lines.nth(1).getByTestId('gift-delivery').textContent()).toBe('Immediately after purchase');
    expect(await textsOf(page, 'line-price')).toEqual(['$220.00', '$200.00']);
    expect(await textOf(page, 'cart-subtotal')).toBe('$420.00');
    await lines.nth(0).getByRole('button', { name: 'Remove Spa Day for Two from cart' }).click();
    await expect.poll(() => textOf(page, 'cart-subtotal')).toBe('$200.00');
    expect((await storedCartItems(page)).map((item) => item.product.slug)).toEqual(['classic-gift-card']);
    await page.close();
  });

  it('opens the gift dialog over the drawer from a line; the drawer stays open with focus inside', async () => {
    const { page } = await openWithEmptyCart(browser, RICH, '/', MOBILE);
    await seedCart(page, [{ slug: 'classic-gift-card', quantity: 2 }]);
    await openCartDrawer(page);
    await page.getByRole('button', { name: 'Send as gift: Classic Gift Card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send as gift' });
    await dialog.getByRole('radio', { name: /Different recipients/ }).click();
    for (const [index, name] of ['Ada', 'Grace'].entries()) {
      await dialog.getByTestId('recipient-block').nth(index).getByLabel('Name').fill(name);
      await dialog
        .getByTestId('recipient-block')
        .nth(index)
        .getByLabel('Email')
        .fill(`${name.toLowerCase()}@example.com`);
    }
    await dialog.getByTestId('gift-save').click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('cart-drawer').isVisible()).toBe(true);
    expect(await textsOf(page, 'gift-to')).toEqual(['Ada', 'Grace']);
    expect(await textsOf(page, 'line-price')).toEqual(['$25.00', '$25.00']);
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="cart-drawer"]'))))
      .toBe(true);
    await page.close();
  });

  it('goes to /checkout from Checkout and closes with Continue Shopping', async () => {
    const { page } = await openWithEmptyCart(browser, RICH, '/', MOBILE);
    await seedCart(page, [{ slug: 'dinner-voucher' }]);
    await openCartDrawer(page);
    await page.getByTestId('cart-continue').click();
    await page.getByTestId('cart-drawer').waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/');
    await openCartDrawer(page);
    expect(await page.getByTestId('cart-checkout').textContent()).toBe('Checkout');
    await page.getByTestId('cart-checkout').click();
    await expect.poll(() => pathOf(page)).toBe('/checkout');
    expect(await page.getByTestId('cart-drawer').count()).toBe(0);
    await page.close();
  });

  it('traps focus, closes on Escape and returns focus to the cart button', async () => {
    const { page } = await openWithEmptyCart(browser, RICH, '/', DESKTOP);
    await seedCart(page, [{ slug: 'dinner-voucher' }]);
    await page.getByTestId('cart-button').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('cart-drawer').waitFor();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="cart-drawer"]')))).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await page.getByTestId('cart-drawer').waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('cart-button');
    await page.close();
  });

  it.each(VIEWPORTS)('shows the empty cart with a button to / at %s', async (label, viewport) => {
    const { page } = await openWithEmptyCart(browser, RICH, '/voucher/spa-day', viewport);
    await openCartDrawer(page);
    const empty = page.getByTestId('empty-cart');
    expect(await empty.getByRole('heading').textContent()).toBe('Your Cart is Empty');
    expect(await empty.textContent()).toContain("Looks like you haven't added any items to your cart yet");
    expect(await page.getByTestId('cart-drawer-summary').count()).toBe(0);
    await expectNoAxeViolations(page, `empty cart drawer ${label}`);
    await screenshot(page, 'cart-drawer-empty', { fullPage: false });
    await page.getByTestId('empty-cart-cta').click();
    await expect.poll(() => pathOf(page)).toBe('/');
    expect(await page.getByTestId('cart-drawer').count()).toBe(0);
    await page.close();
  });
});
