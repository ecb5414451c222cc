import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { blockScripts, MOBILE, screenshot, storeUrl, VIEWPORTS } from './support/browser';
import { CHECKOUT } from './support/checkout';
import { RICH, waitForHydration } from './support/storefront';

const rootMarkup = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));

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
            (window as unknown as { firstHeading: Element }).firstHeading =
              node.tagName === 'H1' ? node : node.querySelector('h1')!;
            observer.disconnect();
            return;
          }
    }).observe(document, { childList: true, subtree: true });
  });
  return errors;
}

const firstHeadingKept = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstHeading?: Element }).firstHeading?.isConnected ?? false);

test.describe('pages rendered on the server', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`a product page's first HTML has its name and price, and the browser hydrates that markup at ${label}`, async ({
      site,
    }) => {
      const page = await site.newPage(viewport);
      const errors = await watchHydration(page);
      const response = await page.goto(storeUrl(RICH, '/gift-card/classic-gift-card'));
      const root = rootMarkup((await response?.text()) ?? '');
      const heading = page.getByRole('heading', { level: 1, name: 'Classic Gift Card' });
      await heading.waitFor();
      const price = (await page.getByTestId('product-price').textContent())!.trim();
      expect(root).toContain('Classic Gift Card</h1>');
      expect(root).toContain(price);

      // Hydrated: the quantity stepper answers, and the heading is still the one the server sent.
      await waitForHydration(page.getByRole('button', { name: /increase quantity/i }));
      await page.getByRole('button', { name: /increase quantity/i }).click();
      await expect.poll(() => page.getByRole('spinbutton', { name: /quantity/i }).inputValue()).toBe('2');
      await expect.poll(() => firstHeadingKept(page)).toBe(true);
      expect(errors).toEqual([]);
      await expectNoAxeViolations(page, `server-rendered product page ${label}`);
      await page.close();
    });

  test('hydrates home with a stored cart: the header shows its count once the page has started', async ({ site }) => {
    const page = await site.newPage(MOBILE);
    const errors = await watchHydration(page);
    await page.goto(storeUrl(RICH, '/gift-card/classic-gift-card'));
    await page
      .getByRole('button', { name: /add to cart/i })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await page.goto(storeUrl(RICH, '/'));
    await expect.poll(() => page.getByTestId('cart-button').getAttribute('aria-label')).toBe('Shopping cart, 1 item');
    await expect.poll(() => firstHeadingKept(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  test("shows the product, its price and the store's colour before any script has run", async ({ site }) => {
    const page = await site.newPage(MOBILE);
    await blockScripts(page);
    await page.goto(storeUrl(RICH, '/gift-card/classic-gift-card'));
    await page.getByRole('heading', { level: 1, name: 'Classic Gift Card' }).waitFor();
    await expect(page.getByTestId('product-price')).toHaveText(/\$\d/);
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
    expect(primary).toMatch(/^#[0-9a-f]{6}$/i);
    await screenshot(page, 'product-before-script', { fullPage: false });
    await page.close();
  });

  /** Stores a one-line cart of the checkout store's product: the everyday card can be posted, the coffee card cannot. */
  async function storeCart(page: Page, slug: 'everyday-gift-card' | 'coffee-card' | null) {
    await page.goto(storeUrl(CHECKOUT, '/'));
    await page.evaluate(async (wanted) => {
      type Answer = Record<
        'id' | 'name' | 'type' | 'imageSrc' | 'imageAlt' | 'isShippingEnabled' | 'taxClassId',
        unknown
      > & { slug: string; denominations: unknown[] };
      const products = (await fetch('/api/Store/Products').then((r) => r.json())) as Answer[];
      const product = products.find((candidate) => candidate.slug === wanted);
      const line = (found: Answer) => {
        const { id, name, type, imageSrc, imageAlt, isShippingEnabled, taxClassId } = found;
        const options = { denomination: found.denominations[0], packageOption: null, theme: null, giftDetails: null };
        return {
          id: 'line-1',
          product: { id, slug: found.slug, name, type, imageSrc, imageAlt, isShippingEnabled, taxClassId },
          quantity: 1,
          imageUrl: '',
          options,
        };
      };
      const items = product ? [line(product)] : [];
      localStorage.setItem('giftcard_cart', JSON.stringify({ version: 1, items }));
      // A fresh checkout: an intent kept by an earlier test would be checked first (409 while unpaid).
      localStorage.removeItem('giftcard_payment_intent_id');
      localStorage.removeItem('giftcard_payment_client_secret');
    }, slug);
  }

  const visibleHeadings = (page: Page) => page.getByRole('heading').allTextContents();

  for (const [label, slug, headings] of [
    [
      'a cart that can be posted',
      'everyday-gift-card',
      // On a phone the summary is one folded line before Payment, without its heading until opened.
      ['Checkout', 'Your Details', 'Delivery method and shipping details', 'Payment'],
    ],
    ['a cart of email cards', 'coffee-card', ['Checkout', 'Your Details', 'Payment']],
    ['an empty cart', null, ['Your Cart is Empty']],
  ] as const)
    test(`paints the checkout's skeleton for ${label} before any script has run`, async ({ site }) => {
      const page = await site.newPage(MOBILE);
      await storeCart(page, slug);
      await blockScripts(page);
      await page.goto(storeUrl(CHECKOUT, '/checkout'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect.poll(() => visibleHeadings(page)).toEqual(headings);
      await expectNoAxeViolations(page, `checkout skeleton, ${label}`);
      if (slug === 'everyday-gift-card') await screenshot(page, 'checkout-before-script', { fullPage: false });
      await page.close();
    });

  for (const [label, viewport] of VIEWPORTS)
    test(`hydrates the checkout and puts the form in place of its skeleton at ${label}`, async ({ site }) => {
      const page = await site.newPage(viewport);
      const errors = await watchHydration(page);
      await storeCart(page, 'everyday-gift-card');
      await page.goto(storeUrl(CHECKOUT, '/checkout'));
      await page.getByLabel('First name').fill('Ada');
      await page.getByTestId('checkout-skeleton').waitFor({ state: 'detached' });
      await expect(page.getByTestId('summary-item-name').first()).toContainText('Everyday');
      await expect(page.getByLabel('First name')).toHaveValue('Ada');
      expect(errors).toEqual([]);
      await expectNoAxeViolations(page, `checkout after hydration ${label}`);
      await page.close();
    });
});
