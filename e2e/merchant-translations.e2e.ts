import path from 'node:path';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { blockScripts, DESKTOP, MOBILE, screenshot, storeUrl } from './support/browser';
import { openCartDrawer, seedCart } from './support/cart';
import { DEMO, navigateTo, openAsOwner } from './support/dashboard';
import { waitForShop } from './support/storefront';

// The merchant's texts per language (decision 0165): the demo store offers English first, then
// French, German, Spanish and Arabic.
const run = `${process.pid}-${Date.now() % 100000}`;
const ENGLISH = { name: `Lighthouse Walk ${run}`, description: 'A guided walk to the old lighthouse.' };
const FRENCH = { name: `Balade au phare ${run}`, description: 'Une balade guidée jusqu’au vieux phare.' };
const DESIGN_PNG = path.resolve(import.meta.dirname, 'fixtures/product-design.png');

test.describe("merchant's texts in the shopper's language", () => {
  test('an owner gives a product a French name and description; shoppers read them in French, and in German the English ones', async ({
    site,
  }) => {
    const page = await openAsOwner(site, DESKTOP);
    await navigateTo(page, 'Products');
    await page.getByRole('link', { name: 'New product' }).click();
    await page.getByRole('heading', { level: 1, name: 'New product' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill(ENGLISH.name);
    await page.getByTestId('description-editor').getByRole('textbox').fill(ENGLISH.description);
    await page.getByRole('button', { name: 'Add an amount' }).click();
    const amount = page.getByTestId('denomination-row').last();
    await amount.getByLabel(/^Price of/).fill('30');
    await amount.getByLabel(/^Label of/).fill('$30 walk');
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.getByRole('button', { name: 'Add images' }).waitFor();
    const productId = new URL(page.url()).pathname.split('/').pop()!;
    const slug = await page.getByLabel('Address on the storefront').inputValue();

    try {
      const translations = page.getByTestId('translations-section');
      await translations.getByLabel('Language').selectOption({ label: 'Français' });
      const name = translations.getByLabel('Name in Français');
      await expect(name).toHaveAttribute('placeholder', `Falls back to English: ${ENGLISH.name}`);
      await expect(name).toHaveAttribute('lang', 'fr');
      await name.fill(FRENCH.name);
      await translations.getByTestId('translation-description-editor').getByRole('textbox').fill(FRENCH.description);
      await expect(translations.getByLabel('Label of “$30 walk”')).toHaveAttribute(
        'placeholder',
        'Falls back to English: $30 walk',
      );
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Unsaved changes', { exact: true })).toHaveCount(0);

      // The choice of language is a native select: keyboard users reach it and change it with the arrows.
      await translations.getByLabel('Language').focus();
      await expect(translations.getByLabel('Language')).toBeFocused();
      for (const viewport of [MOBILE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await translations.scrollIntoViewIfNeeded();
        await expectNoAxeViolations(page, `product translations ${viewport.width}`);
        await translations.screenshot({
          path: path.resolve(import.meta.dirname, `screenshots/dashboard-product-translations-${viewport.width}.png`),
        });
      }

      const shop = await site.newPage(DESKTOP);
      await shop.goto(storeUrl(DEMO, `/gift-card/${slug}?lang=fr`));
      await expect(shop.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(shop.getByRole('heading', { level: 1 })).toHaveText(FRENCH.name);
      await expect(shop.getByText(FRENCH.description)).toBeVisible();
      for (const viewport of [MOBILE, DESKTOP]) {
        await shop.setViewportSize(viewport);
        await expectNoAxeViolations(shop, `French product page ${viewport.width}`);
        await screenshot(shop, 'product-page-merchant-french', { fullPage: false });
      }

      // Sent by the server in French: the page reads so without any script.
      const bare = await site.newPage(DESKTOP);
      await blockScripts(bare);
      await bare.goto(storeUrl(DEMO, `/gift-card/${slug}?lang=fr`));
      await expect(bare.getByRole('heading', { level: 1 })).toHaveText(FRENCH.name);
      await bare.close();

      await shop.goto(storeUrl(DEMO, `/gift-card/${slug}?lang=de`));
      await expect(shop.locator('html')).toHaveAttribute('lang', 'de');
      await expect(shop.getByRole('heading', { level: 1 })).toHaveText(ENGLISH.name);
      await expect(shop.getByText(ENGLISH.description)).toBeVisible();
      await shop.close();
    } finally {
      const status = await page.evaluate(
        async (id) => (await fetch(`/api/admin/products/${id}`, { method: 'DELETE' })).status,
        productId,
      );
      expect(status).toBe(204);
    }
  });

  test('the page texts in other languages: one language at a time, each empty field saying what it falls back to', async ({
    site,
  }) => {
    const page = await openAsOwner(site, DESKTOP, '/settings?tab=storefront');
    const form = page.getByTestId('page-text-translations-form');
    await form.getByLabel('Language', { exact: true }).selectOption({ label: 'Deutsch' });
    const delivery = form.getByLabel('Product page: delivery line in Deutsch');
    await expect(delivery).toHaveAttribute('lang', 'de');
    await expect(delivery).toHaveAttribute('placeholder', /^Falls back to English: /);
    await delivery.fill('Sofort per E-Mail, oder am Tag Ihrer Wahl.');
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await form.scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page, `page text translations ${viewport.width}`);
      await form.screenshot({
        path: path.resolve(import.meta.dirname, `screenshots/dashboard-page-text-translations-${viewport.width}.png`),
      });
    }
    // Nothing saved: the demo store's texts stay as other tests read them.
  });

  test("an owner names a design in French; a French shopper's cart reads it, a German one the English name", async ({
    site,
  }) => {
    const page = await openAsOwner(site, DESKTOP);
    const slug = `harbour-walk-${run}`;
    const id = await page.evaluate(async (productSlug) => {
      const response = await fetch('/api/admin/products', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          slug: productSlug,
          name: 'Harbour Walk Card',
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
      await pending.getByLabel('Name').fill('Harbour at dusk');
      await pending.getByLabel('Alt text').fill('The harbour at dusk'); // an upload needs its alt text
      await pending.getByRole('button', { name: 'Upload', exact: true }).click();
      await page.getByTestId('design-row').getByText('Design 1: Harbour at dusk').waitFor();

      const translations = page.getByTestId('translations-section');
      await translations.getByLabel('Language').selectOption({ label: 'Français' });
      const design = translations.getByLabel('Name of the design “Harbour at dusk”');
      await expect(design).toHaveAttribute('placeholder', 'Falls back to English: Harbour at dusk');
      await expect(design).toHaveAttribute('lang', 'fr');
      await design.fill('Le port au crépuscule');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Unsaved changes', { exact: true })).toHaveCount(0);
      for (const viewport of [MOBILE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await design.scrollIntoViewIfNeeded();
        await expectNoAxeViolations(page, `design name translations ${viewport.width}`);
        await translations.screenshot({
          path: path.resolve(
            import.meta.dirname,
            `screenshots/dashboard-design-name-translations-${viewport.width}.png`,
          ),
        });
      }

      for (const [language, expected] of [
        ['fr', 'Le port au crépuscule'],
        ['de', 'Harbour at dusk'],
      ] as const) {
        const shop = await site.newPage(DESKTOP);
        await shop.goto(storeUrl(DEMO, `/gift-card/${slug}?lang=${language}`));
        await waitForShop(shop);
        await seedCart(shop, [{ slug }]);
        await openCartDrawer(shop);
        await expect(shop.getByTestId('cart-drawer').getByTestId('line-design')).toContainText(expected);
        await shop.close();
      }
    } finally {
      await page.evaluate((productId) => fetch(`/api/admin/products/${productId}`, { method: 'DELETE' }), id);
      await page.close();
    }
  });

  test("an owner gives the store's name, a shipping option and a fee in Spanish; Spanish shoppers read them, German ones the English", async ({
    site,
  }) => {
    const page = await openAsOwner(site, DESKTOP, '/settings?tab=storefront');
    const form = page.getByTestId('store-text-translations-form');
    const spanishName = `Regalos Northwind ${run}`;
    try {
      await form.getByLabel('Language', { exact: true }).selectOption({ label: 'Español' });
      const name = form.getByLabel('Store name in Español');
      await expect(name).toHaveAttribute('lang', 'es');
      await expect(name).toHaveAttribute('placeholder', 'Falls back to English: Northwind Gifts');
      await name.fill(spanishName);
      const post = form.getByLabel('Shipping option “Tracked international post” in Español');
      await expect(post).toHaveAttribute('placeholder', 'Falls back to English: Tracked international post');
      await post.fill('Envío internacional con seguimiento');
      const fee = form.getByLabel('Fee “Service fee” in Español');
      await expect(fee).toHaveAttribute('placeholder', 'Falls back to English: Service fee');
      await fee.fill('Cargo por servicio');
      for (const viewport of [MOBILE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await form.scrollIntoViewIfNeeded();
        await expectNoAxeViolations(page, `store text translations ${viewport.width}`);
        await form.screenshot({
          path: path.resolve(
            import.meta.dirname,
            `screenshots/dashboard-store-text-translations-${viewport.width}.png`,
          ),
        });
      }
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText(/^Saved\./)).toBeVisible();

      const shop = await site.newPage(DESKTOP);
      await shop.goto(storeUrl(DEMO, '/?lang=es'));
      await waitForShop(shop);
      await expect(shop).toHaveTitle(new RegExp(spanishName));
      await expect(shop.getByRole('banner').getByRole('img', { name: spanishName })).toBeVisible(); // the logo's alt text is the name
      const inSpanish = await shop.evaluate(async () => (await fetch('/api/Store/StoreSettings')).json());
      expect(
        (inSpanish as { shippingOptions: { id: string; name: string }[] }).shippingOptions.find(
          (option) => option.id === 'tracked-international',
        )?.name,
      ).toBe('Envío internacional con seguimiento');
      // The cart names the fee as checkout will charge it, in Spanish (decision 0250).
      await seedCart(shop, [{ slug: 'classic-gift-card' }]);
      await shop.goto(storeUrl(DEMO, '/cart?lang=es'));
      await expect(shop.getByTestId('cart-fee')).toContainText('Cargo por servicio');

      // Sent by the server in Spanish: the page's title reads so without any script.
      const bare = await site.newPage(DESKTOP);
      await blockScripts(bare);
      await bare.goto(storeUrl(DEMO, '/?lang=es'));
      await expect(bare).toHaveTitle(new RegExp(spanishName));
      await bare.close();

      await shop.goto(storeUrl(DEMO, '/?lang=de'));
      await waitForShop(shop);
      await expect(shop.getByRole('banner').getByRole('img', { name: 'Northwind Gifts' })).toBeVisible();
      await expect(shop).not.toHaveTitle(new RegExp(spanishName));
      await shop.goto(storeUrl(DEMO, '/cart?lang=de'));
      await expect(shop.getByTestId('cart-fee')).toContainText('Service fee');
      await shop.close();
    } finally {
      // The demo store's texts go back as other tests read them.
      const status = await page.evaluate(
        async () =>
          (
            await fetch('/api/admin/settings', {
              method: 'PATCH',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ translations: {} }),
            })
          ).status,
      );
      expect(status).toBe(200);
    }
  });
});
