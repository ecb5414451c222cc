import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { MOBILE, screenshot, VIEWPORTS, type Browser } from './support/browser';
import { openWithEmptyCart } from './support/cart';
import { backgroundOf, loadAllImages, RICH } from './support/storefront';

/** Gifting as the main path on the product page, at phone and laptop widths. */
const STORE_COLOUR = 'rgb(15, 118, 110)';
const WHITE = 'rgb(255, 255, 255)';

async function openClassic(site: Browser, viewport: (typeof VIEWPORTS)[number][1]) {
  const { page } = await openWithEmptyCart(site, RICH, '/gift-card/classic-gift-card', viewport);
  await page.getByTestId('gift-card-detail').waitFor();
  return page;
}

test.describe('gifting first on the product page', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`makes Send as gift the one primary button, in the store colour, at ${label}`, async ({ site }) => {
      const page = await openClassic(site, viewport);
      const phone = viewport === MOBILE;
      const gift = phone ? 'mobile-send-as-gift' : 'send-as-gift';
      await expect(page.getByTestId(gift)).toBeVisible();
      await expect.poll(() => backgroundOf(page, gift)).toBe(STORE_COLOUR);
      for (const secondary of phone ? ['mobile-add-to-cart', 'mobile-buy-now'] : ['add-to-cart', 'buy-now']) {
        await expect(page.getByTestId(secondary)).toBeVisible();
        await expect.poll(() => backgroundOf(page, secondary)).toBe(WHITE);
      }
      await page.getByTestId(gift).click();
      await page.getByRole('dialog', { name: 'Send as gift' }).waitFor();
      await expect(page.getByRole('dialog').getByText('Classic Gift Card · $25 · Qty 1')).toHaveCount(1);
      await page.close();
    });

  for (const [label, viewport] of VIEWPORTS)
    test(`says beside the buttons how it is delivered, when it expires and how to redeem, from the store's settings, at ${label}`, async ({
      site,
    }) => {
      const page = await openClassic(site, viewport);
      await expect(page.getByTestId('gift-fact-delivery').first()).toHaveText(
        'Delivery: Emailed within minutes, or on the day and time you pick.',
      );
      // The validity each card is issued with (the store's 24 months), never free text that could differ.
      await expect(page.getByTestId('gift-fact-expiry').first()).toHaveText(
        'Expiry: Valid for 2 years from the day of purchase.',
      );
      await expect(page.getByTestId('gift-fact-redeem').first()).toHaveText(
        'Redeem: Show the code in any Harbor & Pine restaurant or enter it online.',
      );
      await expectNoAxeViolations(page, `product page at ${label}`);
      await loadAllImages(page);
      await screenshot(page, 'gifting-product');
      await page.close();
    });

  for (const [label, viewport] of VIEWPORTS)
    test(`shows the chosen amount on the card artwork and in the price header, at ${label}`, async ({ site }) => {
      const page = await openClassic(site, viewport);
      await expect(page.getByTestId('card-artwork-amount').first()).toHaveText('$25.00');
      await page.getByTestId('amount-c100').click();
      await expect(page.getByTestId('card-artwork-amount').first()).toHaveText('$100.00');
      await expect(page.getByTestId('product-price').first()).toHaveText('$100.00');
      await page.getByTestId('amount-custom').click();
      // Nothing typed yet: the range a custom amount may take, never 'From …'.
      await expect(page.getByTestId('product-price').first()).toHaveText('$1.00 – $2,000.00');
      await page.getByTestId('custom-amount-input').fill('42.5');
      await expect(page.getByTestId('product-price').first()).toHaveText('$42.50');
      await expect(page.getByTestId('card-artwork-amount').first()).toHaveText('$42.50');
      await page.getByTestId('custom-amount-input').fill('5000');
      await expect(page.getByTestId('product-price').first()).toHaveText('$1.00 – $2,000.00');
      await expect(page.getByTestId('card-artwork-amount')).toHaveCount(0);
      await expectNoAxeViolations(page, `custom amount at ${label}`);
      await page.close();
    });
});
