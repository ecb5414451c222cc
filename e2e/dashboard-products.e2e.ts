import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot, storeUrl, type Browser } from './support/browser';
import { DEMO, followMailedLink, navigateTo, openAsOwner, uniqueEmail } from './support/dashboard';

const DESIGN_PNG = path.resolve(import.meta.dirname, 'fixtures/product-design.png');
const productName = `Harbour Cruise ${process.pid}-${Date.now() % 100000}`;
let productPath = '';

/** A staff member of the demo store, invited through the owner's session and signed in on a page of their own. */
async function staffPage(site: Browser, owner: Page): Promise<Page> {
  const email = uniqueEmail('catalogue');
  const status = await owner.evaluate(async (address) => {
    const response = await fetch('/api/admin/staff', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: address, name: 'Casey Counter', role: 'staff' }),
    });
    return response.status;
  }, email);
  expect(status).toBe(201);
  await site.context.clearCookies();
  const page = await site.newPage(DESKTOP);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await followMailedLink(page, DEMO, email, 'Accept invitation');
  await page.getByLabel('New password').fill('casey counter 2468');
  await page.getByLabel('Confirm password').fill('casey counter 2468');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await page.getByTestId('home-page').waitFor();
  return page;
}

async function addAmount(page: Page, price: string, label: string) {
  await page.getByRole('button', { name: 'Add an amount' }).click();
  const row = page.getByTestId('denomination-row').last();
  await row.getByLabel(/^Price of/).fill(price);
  await row.getByLabel(/^Label of/).fill(label);
}

test.describe('products in the dashboard', () => {
  // Each test goes on from what the one before made (the card's or product's page): in order, in one worker.
  test.describe.configure({ mode: 'serial' });
  test('an owner creates a product with two amounts and an uploaded design, previews it, and finds it on the storefront home', async ({
    site,
  }) => {
    const page = await openAsOwner(site, DESKTOP);
    await navigateTo(page, 'Products');
    await page.getByTestId('products').waitFor();
    await page.getByRole('link', { name: 'New product' }).click();
    await page.getByRole('heading', { level: 1, name: 'New product' }).waitFor();

    await page.getByLabel('Name', { exact: true }).fill(productName);
    await expect(page.getByLabel('Address on the storefront')).toHaveValue(/^harbour-cruise-\d+-\d+$/);
    await addAmount(page, '40', '$40 cruise');
    await addAmount(page, '75', '$75 cruise with dinner');
    await page.getByTestId('description-editor').getByRole('textbox').fill('An evening on the water.');
    const preview = page.frameLocator('[data-testid="product-preview-frame"]');
    await preview.getByRole('heading', { name: productName }).waitFor();
    await page.getByRole('button', { name: 'Create product' }).click();

    await page.getByRole('button', { name: 'Add images' }).waitFor();
    productPath = new URL(page.url()).pathname;
    expect(productPath).toMatch(/^\/admin\/products\/[0-9a-f-]{36}$/);
    await page.getByTestId('design-files').setInputFiles(DESIGN_PNG);
    const pending = page.getByTestId('pending-upload');
    await pending.getByRole('button', { name: 'Upload', exact: true }).click();
    await pending.getByText('Describe the image for people who cannot see it.').waitFor();
    await pending.getByLabel('Alt text').fill('A boat in the harbour at dusk');
    await pending.getByRole('button', { name: 'Upload', exact: true }).click();
    const design = page.getByTestId('design-row');
    await design.getByText('Main image').waitFor();
    await expect(pending).toHaveCount(0);
    await preview.getByRole('img', { name: 'A boat in the harbour at dusk' }).first().waitFor();

    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page, `product form ${viewport.width}`);
      await screenshot(page, 'dashboard-product-form');
      await page.getByTestId('product-preview').screenshot({
        path: path.resolve(import.meta.dirname, `screenshots/dashboard-product-preview-${viewport.width}.png`),
      });
    }
    await page.getByRole('button', { name: 'Desktop' }).click();
    await page.getByTestId('product-preview').screenshot({
      path: path.resolve(import.meta.dirname, 'screenshots/dashboard-product-preview-desktop-1280.png'),
    });

    await navigateTo(page, 'Products');
    const row = page.getByRole('row').filter({ hasText: productName });
    await expect(row).toContainText('$40.00 – $75.00');
    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page, `products ${viewport.width}`);
      await screenshot(page, 'dashboard-products');
    }

    const shop = await site.newPage(DESKTOP);
    await expect
      .poll(
        async () => {
          await shop.goto(storeUrl(DEMO, '/'));
          // count() does not wait: the home page's list must be drawn first.
          await shop.getByRole('heading', { level: 1 }).first().waitFor();
          return shop.getByText(productName).count();
        },
        { timeout: 30_000, intervals: [1000] },
      )
      .toBeGreaterThan(0);
    // The card offers the design's WebP copy (320 px wide: never enlarged), and the browser takes it.
    const cardImage = shop.getByTestId('product-card').filter({ hasText: productName }).locator('img').first();
    await cardImage.scrollIntoViewIfNeeded();
    await expect(cardImage).toHaveAttribute('srcset', /-320\.webp 320w$/);
    await expect.poll(() => cardImage.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);
    await shop.close();
    await page.close();
  });

  test('staff see the products and a product without any way to change them', async ({ site }) => {
    const owner = await openAsOwner(site, DESKTOP);
    const staff = await staffPage(site, owner);
    await owner.close();
    await navigateTo(staff, 'Products');
    await staff.getByTestId('products').waitFor();
    await expect(staff.getByRole('link', { name: 'New product' })).toHaveCount(0);
    await expect(staff.getByRole('button', { name: /^(Move|Duplicate|Archive)/ })).toHaveCount(0);
    await staff
      .getByRole('link', { name: `View ${productName}` })
      .filter({ visible: true })
      .click();
    await staff.getByText('Only owners can change products.').waitFor();
    await expect(staff.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
    await expect(staff.getByRole('button', { name: 'Add images' })).toHaveCount(0);
    await expectNoAxeViolations(staff, 'product as staff');
    await staff.close();
  });
});
