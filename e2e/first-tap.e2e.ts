import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { holdScripts, openBrowser, storeUrl, VIEWPORTS, type Browser } from './support/browser';
import { CHECKOUT } from './support/checkout';
import { pathOf, textOf, textsOf } from './support/storefront';

/**
 * No tap lost on a first visit (decision 0045): a shopper on a slow phone taps before the page's
 * scripts have run. The scripts are held back until the taps are made, so they surely come first.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const pages: Page[] = [];
afterEach(async () => {
  // Buy Now leaves a line in the cart this file's browser keeps: removed with the page.
  for (const page of pages.splice(0)) {
    await page.evaluate(() => localStorage.clear());
    await page.close();
  }
});

/** A first visit on a phone-speed CPU (4× slower), its scripts held until `release`. */
async function firstVisit(pathname: string, viewport: { width: number; height: number }) {
  const page = await browser.newPage(viewport);
  pages.push(page);
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const scripts = await holdScripts(page);
  await page.goto(storeUrl(CHECKOUT, pathname), { waitUntil: 'commit' });
  return { page, release: scripts.release };
}

const hydrated = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')));

describe('a tap before the scripts have run', () => {
  it.each(VIEWPORTS)('buys the 50.00 card tapped before hydration with Buy Now, at %s', async (_label, viewport) => {
    const { page, release } = await firstVisit('/gift-card/everyday-gift-card', viewport);
    const buyNow = viewport.width < 768 ? 'mobile-buy-now' : 'buy-now';
    await page.getByTestId('amount-e50').click();
    await page.getByTestId(buyNow).click();
    expect(await hydrated(page, buyNow)).toBe(false);
    expect(await page.getByTestId('amount-e50').isChecked()).toBe(true);

    release();
    await expect.poll(() => pathOf(page), { timeout: 20_000 }).toBe('/checkout');
    await page.getByTestId('checkout-form').waitFor();
    const toggle = page.getByTestId('summary-toggle');
    if (await toggle.isVisible()) await toggle.click();
    expect(await textsOf(page, 'summary-item-name')).toEqual(['Everyday Gift Card']);
    expect(await textOf(page, 'summary-item-total')).toBe('$50.00');
  });

  it.each(VIEWPORTS)(
    'opens the gift dialog for Send as gift tapped before hydration, at %s',
    async (label, viewport) => {
      const { page, release } = await firstVisit('/gift-card/everyday-gift-card', viewport);
      const sendAsGift = viewport.width < 768 ? 'mobile-send-as-gift' : 'send-as-gift';
      await page.getByTestId('amount-e100').click();
      await page.getByTestId(sendAsGift).click();
      expect(await hydrated(page, sendAsGift)).toBe(false);

      release();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('amount-e100').isChecked()).toBe(true);
      await expectNoAxeViolations(page, `gift dialog after an early tap at ${label}`);
    },
  );
});
