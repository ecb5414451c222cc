import path from 'node:path';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot, storeUrl } from './support/browser';
import { openCartDrawer, seedCart } from './support/cart';
import { DEMO, openAsOwner } from './support/dashboard';
import { waitForShop } from './support/storefront';

const DESIGN_PNG = path.resolve(import.meta.dirname, 'fixtures/product-design.png');
const slug = `harbour-design-${process.pid}-${Date.now() % 100000}`;

test.describe("a design's name", () => {
  test('comes from the file, may be changed before upload, and is all a shopper reads of it in the cart', async ({
    site,
  }) => {
    const page = await openAsOwner(site, DESKTOP);
    const id = await page.evaluate(async (productSlug) => {
      const response = await fetch('/api/admin/products', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          slug: productSlug,
          name: 'Harbour Design Card',
          type: 'GiftCard',
          denominations: [{ id: 'd30', price: 30, label: '$30' }],
        }),
      });
      return ((await response.json()) as { id: string }).id;
    }, slug);
    try {
      await page.goto(storeUrl(DEMO, `/admin/products/${id}`));
      await page.getByTestId('design-files').setInputFiles(DESIGN_PNG);
      const pending = page.getByTestId('pending-upload');
      await expect(pending.getByLabel('Name')).toHaveValue('Product design');
      for (const viewport of [MOBILE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await expectNoAxeViolations(page, `design name ${viewport.width}`);
        await screenshot(page, 'dashboard-design-name');
      }
      await pending.getByLabel('Name').fill('Harbour at dusk');
      await pending.getByLabel('Alt text').fill('Boats in a harbour at dusk');
      await pending.getByRole('button', { name: 'Upload', exact: true }).click();
      await page.getByTestId('design-row').getByText('Design 1: Harbour at dusk').waitFor();

      const shop = await site.newPage(DESKTOP);
      await shop.goto(storeUrl(DEMO, `/gift-card/${slug}`));
      await waitForShop(shop);
      await seedCart(shop, [{ slug }]);
      await openCartDrawer(shop);
      const design = shop.getByTestId('cart-drawer').getByTestId('line-design');
      await expect(design).toHaveText('Design: Harbour at dusk');
      await expect(shop.getByTestId('cart-drawer')).not.toHaveText(/products\/|img-|\.png/);
      await shop.close();
    } finally {
      await page.evaluate((productId) => fetch(`/api/admin/products/${productId}`, { method: 'DELETE' }), id);
      await page.close();
    }
  });
});
