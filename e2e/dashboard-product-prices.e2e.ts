import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot, storeUrl } from './support/browser';
import { DEMO, openAsOwner } from './support/dashboard';

const slug = `pasta-night-${process.pid}-${Date.now() % 100000}`;

/** A voucher like the demo's Pasta Making Class: a single price of 75 and one amount of 75 (the price is then unused). */
async function createPricedTwice(page: Page): Promise<string> {
  return page.evaluate(async (productSlug) => {
    const response = await fetch('/api/admin/products', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        slug: productSlug,
        name: 'Pasta Night',
        type: 'Voucher',
        price: 75,
        denominations: [{ id: 'class', price: 75, label: 'Class for one' }],
      }),
    });
    return ((await response.json()) as { id: string }).id;
  }, slug);
}

const listedPrices = (page: Page) =>
  page.evaluate(async (productSlug) => {
    const products = (await (await fetch('/api/Store/Products')).json()) as {
      slug: string;
      denominations: { price: number }[];
    }[];
    return products.find((p) => p.slug === productSlug)?.denominations.map((d) => d.price);
  }, slug);

test.describe('a product price edit in the dashboard', () => {
  test('offers no field without effect, says what a shopper pays, and the storefront charges it at once', async ({
    site,
  }) => {
    const page = await openAsOwner(site, DESKTOP);
    const id = await createPricedTwice(page);
    try {
      await page.goto(storeUrl(DEMO, `/admin/products/${id}`));
      await page.getByRole('heading', { level: 1, name: 'Pasta Night' }).waitFor();
      const shopperPays = page.getByTestId('shopper-pays');
      await expect(shopperPays).toHaveText('Shoppers pay $75.00.');
      await expect(page.getByLabel(/^Single price/)).toHaveCount(0);
      // axe judges the preview frame too: wait until it has drawn the product.
      await page
        .frameLocator('[data-testid="product-preview-frame"]')
        .getByRole('heading', { name: 'Pasta Night' })
        .waitFor();
      for (const viewport of [MOBILE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await expectNoAxeViolations(page, `product prices ${viewport.width}`);
        await screenshot(page, 'dashboard-product-prices');
      }

      await page.getByLabel('Price of amount 1').fill('80');
      await expect.poll(() => shopperPays.textContent()).toBe('Shoppers pay $80.00.');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByTestId('product-saved').getByText('Saved. The storefront shows it now.').waitFor();

      // At once, not within a cache period: the listing and the server-rendered page both charge 80.
      const shop = await site.newPage(DESKTOP);
      await shop.goto(storeUrl(DEMO, `/voucher/${slug}`));
      await expect.poll(() => listedPrices(shop)).toEqual([80]);
      await expect(shop.locator('meta[property="product:price:amount"]')).toHaveAttribute('content', '80.00');
      await shop.getByText('$80', { exact: false }).first().waitFor();
      await shop.close();

      // Without amounts the single price is what a shopper pays, and the field is offered again.
      await page.getByRole('button', { name: 'Remove amount 1' }).click();
      await page.getByLabel(/^Single price/).waitFor();
      await expect(shopperPays).toHaveText('Shoppers pay $75.00.');
    } finally {
      await page.evaluate((productId) => fetch(`/api/admin/products/${productId}`, { method: 'DELETE' }), id);
      await page.close();
    }
  });

  test('saves a product imported with a quantity limit of 0, changing only its price', async ({ site }) => {
    const page = await openAsOwner(site, DESKTOP);
    const id = await page.evaluate(async (productSlug) => {
      const response = await fetch('/api/admin/products', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // As a store file may have it: not shown, and 0 for no limit.
        body: JSON.stringify({
          slug: `${productSlug}-unlimited`,
          name: 'Pasta Night Unlimited',
          type: 'Voucher',
          price: 60,
          showQuantityLimit: false,
          quantityLimit: 0,
        }),
      });
      return ((await response.json()) as { id?: string }).id ?? null;
    }, slug);
    expect(id).not.toBeNull();
    try {
      await page.goto(storeUrl(DEMO, `/admin/products/${id}`));
      await page.getByRole('heading', { level: 1, name: 'Pasta Night Unlimited' }).waitFor();
      await page.getByLabel(/^Single price/).fill('65');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByTestId('product-saved').getByText('Saved. The storefront shows it now.').waitFor();
      await expect(page.getByText(/quantityLimit|must be more than 0/)).toHaveCount(0);
    } finally {
      if (id) await page.evaluate((productId) => fetch(`/api/admin/products/${productId}`, { method: 'DELETE' }), id);
      await page.close();
    }
  });

  test('labels an amount left without a label by its price, and refuses only in sentences next to the field', async ({
    site,
  }) => {
    const page = await openAsOwner(site, DESKTOP);
    await page.goto(storeUrl(DEMO, '/admin/products/new'));
    await page.getByRole('heading', { level: 1, name: 'New product' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill(`First Product ${process.pid}-${Date.now() % 100000}`);
    await page.getByRole('button', { name: 'Add an amount' }).click();
    await page.getByRole('button', { name: 'Create product' }).click();
    const price = page.getByTestId('denomination-row').getByText('Enter an amount.');
    await price.waitFor();
    const form = page.getByTestId('product-form');
    const schemaWords = /expected|too small|invalid input|body\.|>=/i;
    await expect(form).not.toHaveText(schemaWords);
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page, `product refusals ${viewport.width}`);
      await screenshot(page, 'dashboard-product-refusals');
    }

    await page.getByLabel('Price of amount 1').fill('40');
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.getByRole('button', { name: 'Add images' }).waitFor();
    await expect(page.getByLabel('Label of amount 1')).toHaveValue('$40.00');
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await page.evaluate((productId) => fetch(`/api/admin/products/${productId}`, { method: 'DELETE' }), id);
    await page.close();
  });
});
