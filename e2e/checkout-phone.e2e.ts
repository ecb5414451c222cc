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
    const page = await openCheckout(browser, [{ slug: 'everyday-gift-card', denomination: 'e100', gift: { recipientName: 'Bartholomew Featherstonehaugh-Cholmondeley', recipientEmail: 'bartholomew.featherstonehaugh@example.com' } }], viewport);
    // On a phone the summary (with the code field) starts folded.
    if (await page.getByTestId('summary-toggle').isVisible()) await page.getByTestId('summary-toggle').click();
    await applyPromo(page, 'LANT-PART-PAYS-0020');
    await page.getByTestId('applied-gift-card').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(await page.getByTestId('applied-gift-card').textContent()).toContain('0020');
    await expectNoAxeViolations(page, `checkout with a gift card at ${label}`);
    await screenshot(page, 'checkout-gift-card-applied');
    await page.close();
  });
});
