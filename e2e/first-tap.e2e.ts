import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { holdScripts, storeUrl, VIEWPORTS, type Browser } from './support/browser';
import { CHECKOUT } from './support/checkout';
import { isHydrated, pathOf } from './support/storefront';

/**
 * No tap lost on a first visit (decision 0045): a shopper on a slow phone taps before the page's
 * scripts have run. The scripts are held back until the taps are made, so they surely come first.
 */
/** A first visit (the test's own browser, so an empty cart) on a phone-speed CPU (4× slower), its scripts held until `release`. */
async function firstVisit(site: Browser, pathname: string, viewport: { width: number; height: number }) {
  const page = await site.newPage(viewport);
  const cdp = await site.context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const scripts = await holdScripts(page);
  await page.goto(storeUrl(CHECKOUT, pathname), { waitUntil: 'commit' });
  return { page, release: scripts.release };
}

const hydrated = (page: Page, testId: string) => page.getByTestId(testId).evaluate(isHydrated);

test.describe('a tap before the scripts have run', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`buys the 50.00 card tapped before hydration with Buy Now, at ${label}`, async ({ site }) => {
      const { page, release } = await firstVisit(site, '/gift-card/everyday-gift-card', viewport);
      const buyNow = viewport.width < 768 ? 'mobile-buy-now' : 'buy-now';
      await page.getByTestId('amount-e50').click();
      await page.getByTestId(buyNow).click();
      await expect.poll(() => hydrated(page, buyNow)).toBe(false);
      await expect(page.getByTestId('amount-e50')).toBeChecked();

      release();
      await expect.poll(() => pathOf(page), { timeout: 20_000 }).toBe('/checkout');
      await page.getByTestId('checkout-form').waitFor({ timeout: 30_000 }); // the CPU stays 4× slower to the end
      const toggle = page.getByTestId('summary-toggle');
      if (await toggle.isVisible()) await toggle.click();
      await expect(page.getByTestId('summary-item-name')).toHaveText(['Everyday Gift Card']);
      await expect(page.getByTestId('summary-item-total').first()).toHaveText('$50.00');
    });

  for (const [label, viewport] of VIEWPORTS)
    test(`opens the gift dialog for Send as gift tapped before hydration, at ${label}`, async ({ site }) => {
      const { page, release } = await firstVisit(site, '/gift-card/everyday-gift-card', viewport);
      const sendAsGift = viewport.width < 768 ? 'mobile-send-as-gift' : 'send-as-gift';
      await page.getByTestId('amount-e100').click();
      await page.getByTestId(sendAsGift).click();
      await expect.poll(() => hydrated(page, sendAsGift)).toBe(false);

      release();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor({ timeout: 20_000 });
      await expect(page.getByTestId('amount-e100')).toBeChecked();
      await expectNoAxeViolations(page, `gift dialog after an early tap at ${label}`);
    });

  for (const [label, viewport] of VIEWPORTS)
    test(`buys three of the 50.00 card, plus tapped twice before hydration, with Buy Now, at ${label}`, async ({
      site,
    }) => {
      const { page, release } = await firstVisit(site, '/gift-card/everyday-gift-card', viewport);
      const buyNow = viewport.width < 768 ? 'mobile-buy-now' : 'buy-now';
      await page.getByTestId('amount-e50').click();
      await page.getByTestId('quantity-increase').click();
      await page.getByTestId('quantity-increase').click();
      await expect(page.getByTestId('quantity-input')).toHaveValue('3');
      await page.getByTestId(buyNow).click();
      await expect.poll(() => hydrated(page, buyNow)).toBe(false);

      release();
      await expect.poll(() => pathOf(page), { timeout: 20_000 }).toBe('/checkout');
      await page.getByTestId('checkout-form').waitFor({ timeout: 30_000 });
      const toggle = page.getByTestId('summary-toggle');
      if (await toggle.isVisible()) await toggle.click();
      await expect(page.getByTestId('summary-item-name')).toHaveText(['Everyday Gift Card']);
      await expect(page.getByTestId('summary-item-total').first()).toHaveText('$150.00');
    });
});

test.describe("the engine's locale data", () => {
  test('are set up while the page waits for its scripts, not inside hydration on the way to the first tap', async ({
    site,
  }) => {
    const page = await site.newPage(VIEWPORTS[0][1]);
    // Counts the currency formatters made, whoever makes them.
    await page.addInitScript(() => {
      (window as unknown as { currencyFormattersMade: number }).currencyFormattersMade = 0;
      Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
        construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
          if (args[1]?.style === 'currency')
            (window as unknown as { currencyFormattersMade: number }).currencyFormattersMade++;
          return Reflect.construct(target, args) as object;
        },
      });
    });
    const scripts = await holdScripts(page);
    await page.goto(storeUrl(CHECKOUT, '/gift-card/everyday-gift-card'), { waitUntil: 'commit' });
    await page.getByTestId('amount-e50').waitFor();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { currencyFormattersMade: number }).currencyFormattersMade))
      .toBeGreaterThan(0);
    expect(await hydrated(page, 'add-to-cart')).toBe(false);
    scripts.release();
    await expect.poll(() => hydrated(page, 'add-to-cart')).toBe(true);
    await page.close();
  });
});
