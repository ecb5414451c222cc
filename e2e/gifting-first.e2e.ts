import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { MOBILE, openBrowser, screenshot, VIEWPORTS, type Browser } from './support/browser';
import { openWithEmptyCart } from './support/cart';
import { backgroundOf, loadAllImages, RICH, textOf } from './support/storefront';

/** Gifting as the main path on the product page, at phone and laptop widths. */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const STORE_COLOUR = 'rgb(15, 118, 110)';
const WHITE = 'rgb(255, 255, 255)';

async function openClassic(viewport: (typeof VIEWPORTS)[number][1]) {
  const { page } = await openWithEmptyCart(browser, RICH, '/gift-card/classic-gift-card', viewport);
  await page.getByTestId('gift-card-detail').waitFor();
  return page;
}

describe('gifting first on the product page', () => {
  it.each(VIEWPORTS)(
    'makes Send as gift the one primary button, in the store colour, at %s',
    async (label, viewport) => {
      const page = await openClassic(viewport);
      const phone = viewport === MOBILE;
      const gift = phone ? 'mobile-send-as-gift' : 'send-as-gift';
      expect(await page.getByTestId(gift).isVisible()).toBe(true);
      expect(await backgroundOf(page, gift)).toBe(STORE_COLOUR);
      for (const secondary of phone ? ['mobile-add-to-cart', 'mobile-buy-now'] : ['add-to-cart', 'buy-now']) {
        expect(await page.getByTestId(secondary).isVisible()).toBe(true);
        expect(await backgroundOf(page, secondary)).toBe(WHITE);
      }
      await page.getByTestId(gift).click();
      await page.getByRole('dialog', { name: 'Send as gift' }).waitFor();
      expect(await page.getByRole('dialog').getByText('Classic Gift Card · $25 · Qty 1').count()).toBe(1);
      await page.close();
    },
  );

  it.each(VIEWPORTS)(
    "says beside the buttons how it is delivered, when it expires and how to redeem, from the store's settings, at %s",
    async (label, viewport) => {
      const page = await openClassic(viewport);
      expect(await textOf(page, 'gift-fact-delivery')).toBe(
        'Delivery: Emailed within minutes, or on the day and time you pick.',
      );
      // The validity each card is issued with (the store's 24 months), never free text that could differ.
      expect(await textOf(page, 'gift-fact-expiry')).toBe('Expiry: Valid for 2 years from the day of purchase.');
      expect(await textOf(page, 'gift-fact-redeem')).toBe(
        'Redeem: Show the code in any Harbor & Pine restaurant or enter it online.',
      );
      await expectNoAxeViolations(page, `product page at ${label}`);
      await loadAllImages(page);
      await screenshot(page, 'gifting-product');
      await page.close();
    },
  );

  it.each(VIEWPORTS)(
    'shows the chosen amount on the card artwork and in the price header, at %s',
    async (label, viewport) => {
      const page = await openClassic(viewport);
      expect(await textOf(page, 'card-artwork-amount')).toBe('$25.00');
      await page.getByTestId('amount-c100').click();
      expect(await textOf(page, 'card-artwork-amount')).toBe('$100.00');
      expect(await textOf(page, 'product-price')).toBe('$100.00');
      await page.getByTestId('amount-custom').click();
      // Nothing typed yet: the range a custom amount may take, never 'From …'.
      expect(await textOf(page, 'product-price')).toBe('$1.00 – $2,000.00');
      await page.getByTestId('custom-amount-input').fill('42.5');
      expect(await textOf(page, 'product-price')).toBe('$42.50');
      expect(await textOf(page, 'card-artwork-amount')).toBe('$42.50');
      await page.getByTestId('custom-amount-input').fill('5000');
      expect(await textOf(page, 'product-price')).toBe('$1.00 – $2,000.00');
      expect(await page.getByTestId('card-artwork-amount').count()).toBe(0);
      await expectNoAxeViolations(page, `custom amount at ${label}`);
      await page.close();
    },
  );
});
