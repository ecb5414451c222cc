import { formatShopperMoment } from '@giftfront/domain/shopper-dates';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot, VIEWPORTS } from './support/browser';
import {
  cartLinesFor,
  expectHeaderCount,
  localDate,
  openCartDrawer,
  openWithEmptyCart,
  seedCart,
  setStoredCart,
  storedCartItems,
} from './support/cart';
import { loadAllImages, openStorePage, pathOf, RICH, textOf, waitForShop } from './support/storefront';

const CART_TEXT = 'e2e-cart-text';

test.describe('the cart page (product §2 /cart)', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`lists lines with gift details, long names, subtotal, the note and the way on at ${label}`, async ({
      site,
    }) => {
      const { page } = await openWithEmptyCart(site, RICH, '/', viewport);
      await seedCart(page, [
        {
          slug: 'seasonal-celebration-card',
          quantity: 2,
          giftDetails: {
            recipientName: 'Maximiliana Featherstonehaugh-Worthington',
            recipientEmail: 'maximiliana.featherstonehaugh@example.com',
            message:
              'Happy holidays! We hope this brings you a little extra sparkle this season. With love from all of us.',
            scheduledDate: localDate(7),
            scheduledTime: '09:30',
            scheduledDateTimeUtc: new Date(`${localDate(7)}T09:30:00`).toISOString(),
          },
        },
        { slug: 'spa-day', denominationId: 'half' },
      ]);
      await page.goto(page.url().replace(/\/$/, '/cart'));
      await page.getByTestId('cart-page').waitFor();
      await expect(page.getByTestId('cart-title').first()).toHaveText('Your Cart');
      await expect(page.getByTestId('line-name')).toHaveText([
        'The Extraordinarily Long-Named Seasonal Celebration Gift Card for Absolutely Everyone',
        'Spa Day for Two',
      ]);
      await expect(page.getByTestId('line-denomination')).toHaveText(['$40', 'Half day']);
      await expect(page.getByTestId('line-price')).toHaveText(['$80.00', '$120.00']);
      await expect(page.getByTestId('line-unit-price').first()).toHaveText('$40.00 each');
      await expect(page.getByTestId('cart-subtotal').first()).toHaveText('$200.00');
      await expect(page.getByTestId('cart-note').first()).toHaveText('Shipping and fees calculated at checkout.');
      await expect(page.getByTestId('gift-to').first()).toHaveText('Maximiliana Featherstonehaugh-Worthington');
      // The moment in the language's one form (product §2, decision 0171), on this machine's clock.
      const delivery = formatShopperMoment(new Date(`${localDate(7)}T09:30:00`).toISOString());
      await expect(page.getByTestId('gift-delivery').first()).toHaveText(delivery!);
      await expect(page.getByTestId('cart-checkout')).toHaveAttribute('href', '/checkout');
      await expect(page.getByTestId('cart-checkout')).toHaveText('Proceed to Checkout');
      await expect(page.getByTestId('cart-continue')).toHaveAttribute('href', '/');
      await expect(page).toHaveTitle('Harbor & Pine - Gift cards and vouchers');
      await expectNoAxeViolations(page, `cart page ${label}`);
      await loadAllImages(page);
      await screenshot(page, 'cart-page');
      await page.close();
    });

  test('changes a quantity with the stepper (never below 1, no maximum) and updates prices and the count', async ({
    site,
  }) => {
    const { page } = await openWithEmptyCart(site, RICH, '/', MOBILE);
    await seedCart(page, [{ slug: 'classic-gift-card', denominationId: 'c25' }]);
    await page.goto(page.url().replace(/\/$/, '/cart'));
    await page.getByTestId('cart-page').waitFor();
    await expect(page.getByTestId('line-quantity-decrease')).toBeDisabled();
    await page.getByTestId('line-quantity-increase').click();
    await expect(page.getByTestId('line-price').first()).toHaveText('$50.00');
    await expect(page.getByTestId('cart-subtotal').first()).toHaveText('$50.00');
    await expectHeaderCount(page, 2);
    const input = page.getByRole('spinbutton', { name: 'Quantity of Classic Gift Card' });
    await input.fill('0');
    await input.blur();
    await expect(input).toHaveValue('2');
    await input.fill('120');
    await expect(page.getByTestId('cart-subtotal').first()).toHaveText('$3,000.00');
    await input.press('ArrowDown');
    await expect(page.getByTestId('line-price').first()).toHaveText('$2,975.00');
    await expect.poll(async () => (await storedCartItems(page))[0]?.quantity).toBe(119);
    await page.close();
  });

  test('stops the quantity at what is left of a limited product and says so beside the stepper', async ({ site }) => {
    const { page } = await openWithEmptyCart(site, RICH, '/', MOBILE);
    const left = await page.evaluate(async () => {
      const product = await (await fetch('/api/Store/GetProductBySlug/birthday-gift-card')).json();
      return (product.quantityLimit as number) - (product.quantitySold as number);
    });
    await seedCart(page, [{ slug: 'birthday-gift-card', denominationId: 'b25', quantity: left - 1 }]);
    const catalogue = page.waitForResponse((response) => response.url().includes('/api/Store/Products'));
    await page.goto(page.url().replace(/\/$/, '/cart'));
    await catalogue;
    const increase = page.getByRole('button', { name: 'Increase quantity of happy birthday gift card' });
    await increase.click();
    await expect.poll(() => textOf(page, 'line-quantity-cap')).toBe(`Only ${left} left`);
    await expect(increase).toHaveAttribute('aria-disabled', 'true');
    await increase.click({ force: true });
    await expect(page.getByRole('spinbutton', { name: 'Quantity of Happy Birthday Gift Card' })).toHaveValue(
      String(left),
    );
    await expect.poll(async () => (await storedCartItems(page))[0]?.quantity).toBe(left);
    await screenshot(page, 'cart-quantity-cap', { fullPage: false });
    await page.close();
  });

  test('removes lines, then shows the empty cart', async ({ site }) => {
    const { page } = await openWithEmptyCart(site, RICH, '/', DESKTOP);
    await seedCart(page, [{ slug: 'classic-gift-card' }, { slug: 'dinner-voucher' }]);
    await page.goto(page.url().replace(/\/$/, '/cart'));
    await page.getByRole('button', { name: 'Remove Classic Gift Card from cart' }).click();
    await expect(page.getByTestId('line-name')).toHaveText(['Three-Course Dinner']);
    await expect(page.getByTestId('cart-subtotal').first()).toHaveText('$85.00');
    await page.getByRole('button', { name: 'Remove Three-Course Dinner from cart' }).click();
    await page.getByTestId('empty-cart').waitFor();
    await expect.poll(() => storedCartItems(page)).toEqual([]);
    await expectHeaderCount(page, 0);
    await page.close();
  });

  test('keeps the cart across a reload', async ({ site }) => {
    const { page } = await openWithEmptyCart(site, RICH, '/gift-card/birthday-gift-card', DESKTOP);
    await page.getByTestId('amount-b50').click();
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('cart-drawer').waitFor();
    await page.getByTestId('cart-view').click();
    await page.getByTestId('cart-page').waitFor();
    expect(pathOf(page)).toBe('/cart');
    await page.reload();
    await page.getByTestId('cart-line').waitFor();
    await expect(page.getByTestId('line-name')).toHaveText(['Happy Birthday Gift Card']);
    await expect(page.getByTestId('cart-subtotal').first()).toHaveText('$50.00');
    await expectHeaderCount(page, 1);
    await page.close();
  });

  test('refreshes a cart stored before the store changed: live prices, stale lines gone, and a notice saying so', async ({
    site,
  }) => {
    const { page, pageErrors } = await openWithEmptyCart(site, RICH, '/', DESKTOP);
    // Another tab of the store, open all along: it shows the same notice.
    const other = await openStorePage(site, RICH, '/', DESKTOP);
    await waitForShop(other.page);
    const [spa, classic, limited] = await cartLinesFor(page, [
      { slug: 'spa-day', denominationId: 'full' },
      { slug: 'classic-gift-card' },
      { slug: 'limited-edition-card' },
    ]);
    // As stored weeks ago: Spa Day cost $200 (now $220), a retired product, a product since sold out.
    const staleSpa = {
      ...spa!,
      options: { ...spa!.options, denomination: { ...spa!.options.denomination, price: 200 } },
    };
    const retired = {
      ...classic!,
      id: 'line-retired',
      product: { ...classic!.product, id: '00000000-0000-4000-8000-000000000000', name: 'Retired Summer Card' },
    };
    await setStoredCart(page, JSON.stringify({ version: 1, items: [staleSpa, retired, limited] }));
    await page.goto(page.url().replace(/\/$/, '/cart'));
    const notice = page.getByRole('status').filter({ has: page.getByTestId('cart-changes') });
    await notice.waitFor();
    const sentences = [
      'The price of Spa Day for Two changed from $200.00 to $220.00.',
      'Retired Summer Card is no longer available and was removed from your cart.',
      'Limited Edition Card is sold out and was removed from your cart.',
    ];
    await expect.poll(() => notice.locator('li').allTextContents()).toEqual(sentences);
    await expect(page.getByTestId('line-name')).toHaveText(['Spa Day for Two']);
    await expect(page.getByTestId('cart-subtotal').first()).toHaveText('$220.00');
    await expect(page.getByTestId('cart-total').first()).toHaveText('$220.00');
    await expect
      .poll(async () => (await storedCartItems(page)).map((item) => [item.id, item.options.denomination.price]))
      .toEqual([[spa!.id, 220]]);
    await expectHeaderCount(page, 1);
    await expectNoAxeViolations(page, 'cart refresh notice');
    await loadAllImages(page);
    await screenshot(page, 'cart-refreshed');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'cart-refreshed');
    await expectHeaderCount(other.page, 1);
    await openCartDrawer(other.page);
    await other.page.getByTestId('cart-changes').waitFor();
    await expect
      .poll(() => other.page.getByTestId('cart-changes-list').locator('li').allTextContents())
      .toEqual(sentences);
    // Dismissed there, it is put away here too.
    await other.page.getByRole('button', { name: 'Dismiss cart updates' }).click();
    await page.getByTestId('cart-changes').waitFor({ state: 'detached' });
    await other.page.close();
    // Nothing is left to change: the checkout shows the refreshed cart without a notice.
    const catalogue = page.waitForResponse((response) => response.url().includes('/api/Store/Products'));
    await page.getByTestId('cart-checkout').click();
    await catalogue;
    await expect(page.getByTestId('total-due-value').first()).toHaveText('$220.00');
    await expect(page.getByTestId('cart-changes')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  test('discards a corrupted stored cart: an empty cart, no crash', async ({ site }) => {
    const store = await openWithEmptyCart(site, RICH, '/cart', DESKTOP);
    const { page } = store;
    for (const garbage of ['{not json', '{"version":1,"items":"lots"}', '[1,2,3]', '{"version":99,"items":[]}']) {
      await setStoredCart(page, garbage);
      await page.reload();
      await page.getByTestId('empty-cart').waitFor();
      await expectHeaderCount(page, 0);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('giftcard_cart'))).toBeNull();
    }
    expect(store.pageErrors).toEqual([]);
    await page.close();
  });

  test('keeps the readable lines of a partly damaged cart', async ({ site }) => {
    const { page } = await openWithEmptyCart(site, RICH, '/cart', DESKTOP);
    const [line] = await seedCart(page, [{ slug: 'dinner-voucher' }]);
    await setStoredCart(page, JSON.stringify({ version: 1, items: [line, { id: 'x', quantity: -4 }] }));
    await page.reload();
    await page.getByTestId('cart-line').waitFor();
    await expect(page.getByTestId('line-name')).toHaveText(['Three-Course Dinner']);
    await expectHeaderCount(page, 1);
    await page.close();
  });

  for (const [label, viewport] of VIEWPORTS)
    test(`shows the empty cart with its title, message and a button to / at ${label}`, async ({ site }) => {
      const { page } = await openWithEmptyCart(site, RICH, '/cart', viewport);
      await page.getByTestId('empty-cart').waitFor();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Cart is Empty');
      await expect(page.getByTestId('empty-cart').first()).toContainText(
        "Looks like you haven't added any items to your cart yet",
      );
      await expect(page.getByTestId('empty-cart-cta').first()).toHaveText('Continue Shopping');
      await expectNoAxeViolations(page, `empty cart page ${label}`);
      await screenshot(page, 'cart-empty');
      await page.getByTestId('empty-cart-cta').click();
      await page.getByTestId('product-listing').waitFor();
      expect(pathOf(page)).toBe('/');
      await page.close();
    });

  test("uses the store's cart page texts", async ({ site }) => {
    const { page } = await openWithEmptyCart(site, CART_TEXT, '/cart', DESKTOP);
    await page.getByTestId('empty-cart').waitFor();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nothing in the kettle yet');
    await expect(page.getByTestId('empty-cart').first()).toContainText('Pick a gift card to brew up some joy.');
    await expect(page.getByTestId('empty-cart-cta').first()).toHaveText('Browse gift cards');
    await seedCart(page, [{ slug: 'tea-time', denominationId: 't40' }]);
    await expect(page.getByTestId('cart-title').first()).toHaveText('Your basket');
    await expect(page.getByTestId('cart-summary').first()).toContainText('Items total€40.00');
    await expect(page.getByTestId('cart-summary').first()).toContainText('VAT');
    // Shipping is chosen at checkout: the store's word for the total, marked as an estimate.
    await expect(page.getByTestId('cart-summary').first()).toContainText('To pay (estimated)€40.00');
    await expect(page.getByTestId('cart-checkout').first()).toHaveText('Go to payment');
    await page.close();
  });

  test('follows changes made in another tab', async ({ site }) => {
    const first = await openWithEmptyCart(site, RICH, '/cart', DESKTOP);
    const second = await openStorePage(site, RICH, '/', DESKTOP);
    await waitForShop(second.page);
    await expectHeaderCount(second.page, 0);
    await seedCart(first.page, [{ slug: 'classic-gift-card', quantity: 2 }]);
    await expectHeaderCount(second.page, 2);
    await first.page.getByTestId('line-quantity-increase').click();
    await expectHeaderCount(second.page, 3);
    await second.page.goto(second.page.url().replace(/\/$/, '/cart'));
    await second.page.getByRole('button', { name: 'Remove Classic Gift Card from cart' }).click();
    await first.page.getByTestId('empty-cart').waitFor();
    await expectHeaderCount(first.page, 0);
    await first.page.close();
    await second.page.close();
  });
});
