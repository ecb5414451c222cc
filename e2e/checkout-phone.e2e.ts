import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { openBrowser, screenshot, VIEWPORTS, type Browser } from './support/browser';
import { applyPromo, openCheckout } from './support/checkout';

/** The checkout on a phone and a laptop with a gift card applied. */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('checkout with a gift card applied', () => {
  it.each(VIEWPORTS)('wraps the applied gift card chip within the page, at %s', async (label, viewport) => {
    const page = await openCheckout(
      browser,
      [
        {
          slug: 'everyday-gift-card',
          denomination: 'e100',
          gift: {
            recipientName: 'Bartholomew Featherstonehaugh-Cholmondeley',
            recipientEmail: 'bartholomew.featherstonehaugh@example.com',
          },
        },
      ],
      viewport,
    );
    // On a phone the summary (with the code field) starts folded.
    if (await page.getByTestId('summary-toggle').isVisible()) await page.getByTestId('summary-toggle').click();
    // Its own card: the promo tests hold and spend the shared ones at the same time.
    await applyPromo(page, 'LANT-PHON-CHIP-0020');
    await page.getByTestId('applied-gift-card').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(await page.getByTestId('applied-gift-card').textContent()).toContain('0020');
    await expectNoAxeViolations(page, `checkout with a gift card at ${label}`);
    await screenshot(page, 'checkout-gift-card-applied');
    await page.close();
  });
});

describe('the checkout on a phone', () => {
  it.each(VIEWPORTS)(
    'keeps the total and Pay in a bar that covers no field or error, at %s',
    async (label, viewport) => {
      const page = await openCheckout(browser, [{ slug: 'coffee-card', denomination: 'c20' }], viewport);
      await page.getByTestId('payment-form').waitFor();
      const bar = page.getByTestId('checkout-mobile-bar');
      if (viewport.width >= 768) {
        expect(await bar.isVisible()).toBe(false);
      } else {
        await bar.waitFor();
        expect(await page.getByTestId('checkout-mobile-total').textContent()).toBe(
          await page.getByTestId('payment-total').locator('span').last().textContent(),
        );
        // Pay from the bar checks the form like the form's own button: the errors are listed.
        await page.getByTestId('checkout-mobile-pay').click();
        await page.getByRole('alert').first().waitFor();
        // Scrolled to the very end, the page's last content sits above the bar.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const barTop = (await bar.boundingBox())?.y ?? 0;
        const payBottom = await page
          .getByTestId('pay-button')
          .evaluate((button) => button.getBoundingClientRect().bottom);
        expect(payBottom).toBeLessThanOrEqual(barTop);
      }
      await expectNoAxeViolations(page, `checkout with its pay bar at ${label}`);
      await screenshot(page, 'checkout-pay-bar');
      await page.close();
    },
  );
});
