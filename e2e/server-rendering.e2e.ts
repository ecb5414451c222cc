import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { MOBILE, openBrowser, screenshot, storeUrl, VIEWPORTS, type Browser } from './support/browser';
import { RICH } from './support/storefront';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const rootMarkup = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));

/**
 * Keeps the first <h1> the HTML parser made, and every error the page reports: if hydration failed,
 * React would render the page again and that heading would be gone from the document.
 */
async function watchHydration(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    new MutationObserver((changes, observer) => {
      for (const change of changes)
        for (const node of Array.from(change.addedNodes))
          if (node instanceof HTMLElement && (node.tagName === 'H1' || node.querySelector('h1'))) {
            (window as unknown as { firstHeading: Element }).firstHeading = node.tagName === 'H1' ? node : node.querySelector('h1')!;
            observer.disconnect();
            return;
          }
    }).observe(document, { childList: true, subtree: true });
  });
  return errors;
}

const firstHeadingKept = (page: Page) => page.evaluate(() => (window as unknown as { firstHeading?: Element }).firstHeading?.isConnected ?? false);

describe('pages rendered on the server', () => {
  it.each(VIEWPORTS)("a product page's first HTML has its name and price, and the browser hydrates that markup at %s", async (label, viewport) => {
    const page = await browser.newPage(viewport);
    const errors = await watchHydration(page);
    const response = await page.goto(storeUrl(RICH, '/gift-card/classic-gift-card'));
    const root = rootMarkup((await response?.text()) ?? '');
    const heading = page.getByRole('heading', { level: 1, name: 'Classic Gift Card' });
    await heading.waitFor();
    const price = (await page.getByTestId('product-price').textContent())!.trim();
    expect(root).toContain('Classic Gift Card</h1>');
    expect(root).toContain(price);

    // Hydrated: the quantity stepper answers, and the heading is still the one the server sent.
    await page.getByRole('button', { name: /increase quantity/i }).click();
    await expect.poll(() => page.getByRole('spinbutton', { name: /quantity/i }).inputValue()).toBe('2');
    expect(await firstHeadingKept(page)).toBe(true);
    expect(errors).toEqual([]);
    await expectNoAxeViolations(page, `server-rendered product page ${label}`);
    await page.close();
  });

  it('hydrates home with a stored cart: the header shows its count once the page has started', async () => {
    const page = await browser.newPage(MOBILE);
    const errors = await watchHydration(page);
    await page.goto(storeUrl(RICH, '/gift-card/classic-gift-card'));
    await page.getByRole('button', { name: /add to cart/i }).first().click();
    await page.getByRole('dialog').waitFor();
    await page.goto(storeUrl(RICH, '/'));
    await expect.poll(() => page.getByTestId('cart-button').getAttribute('aria-label')).toBe('Shopping cart, 1 item');
    expect(await firstHeadingKept(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows the product, its price and the store's colour before any script has run", async () => {
    const page = await browser.newPage(MOBILE);
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(storeUrl(RICH, '/gift-card/classic-gift-card'));
    await page.getByRole('heading', { level: 1, name: 'Classic Gift Card' }).waitFor();
    expect(await page.getByTestId('product-price').textContent()).toMatch(/\$\d/);
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
    expect(primary).toMatch(/^#[0-9a-f]{6}$/i);
    await screenshot(page, 'product-before-script', { fullPage: false });
    await page.close();
  });
});
