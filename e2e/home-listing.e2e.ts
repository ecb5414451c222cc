import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP, MOBILE, screenshot, storeUrl, VIEWPORTS, type Browser } from './support/browser';
import { loadAllImages, openStorePage, pathOf, RICH, withoutPageData, type Viewport } from './support/storefront';

const STORE_ORDER = [
  'Classic Gift Card',
  'Happy Birthday Gift Card',
  'Premium Gift Card',
  'Limited Edition Card',
  'The Extraordinarily Long-Named Seasonal Celebration Gift Card for Absolutely Everyone',
  'Spa Day for Two',
  'Three-Course Dinner',
  'Coffee Tasting',
  'Mystery Experience',
];

async function openListing(site: Browser, pathname: string, viewport: Viewport = DESKTOP) {
  const store = await openStorePage(site, RICH, pathname, viewport);
  await store.page.getByTestId('product-listing').waitFor();
  await store.page.getByTestId('result-count').or(store.page.getByTestId('listing-empty')).first().waitFor();
  return store.page;
}

const cardNames = (page: Page) => page.getByTestId('product-card-link').allTextContents();

/** Clicks a choice and waits for it to hold (the router applies the new query in a transition). */
async function choose(page: Page, testId: string) {
  const input = page.getByTestId(testId);
  await input.click();
  await expect.poll(() => input.isChecked()).toBe(true);
}

async function chooseInMenu(page: Page, menu: string, option: string) {
  await page.getByTestId(menu).click();
  await choose(page, `menu-${option}`);
}

test.describe('home listing (product §2 Home and listings)', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`lists every product of the store in its order at ${label}`, async ({ site }) => {
      const page = await openListing(site, '/', viewport);
      await expect.poll(() => cardNames(page)).toEqual(STORE_ORDER);
      await expect(page.getByTestId('result-count').first()).toHaveText('9 products');
      await expectNoAxeViolations(page, `home ${label}`);
      await loadAllImages(page);
      await screenshot(page, 'home');
      await page.close();
    });

  test('shows From {min}, the single price, or Price unavailable', async ({ site }) => {
    const page = await openListing(site, '/');
    await expect(page.getByTestId('product-card-price')).toHaveText([
      'From $25.00',
      'From $25.00',
      'From $300.00',
      '$75.00',
      '$40.00',
      'From $120.00',
      '$85.00',
      '$35.00',
      'Price unavailable',
    ]);
    await page.close();
  });

  test('shows how many are left only for limited products', async ({ site }) => {
    const page = await openListing(site, '/');
    const birthday = page.locator('[data-slug="birthday-gift-card"]');
    await expect(birthday.getByTestId('availability-badge')).toHaveText('12 left');
    await expect(page.locator('[data-slug="limited-edition-card"]').getByTestId('availability-badge')).toHaveText(
      'Sold out',
    );
    await expect(page.getByTestId('availability-badge')).toHaveCount(2);
    await page.close();
  });

  test('links each card by type', async ({ site }) => {
    const page = await openListing(site, '/');
    await expect(page.locator('[data-slug="classic-gift-card"] a')).toHaveAttribute(
      'href',
      '/gift-card/classic-gift-card',
    );
    await expect(page.locator('[data-slug="spa-day"] a')).toHaveAttribute('href', '/voucher/spa-day');
    await page.locator('[data-slug="spa-day"]').click();
    await page.getByTestId('voucher-detail').waitFor();
    expect(pathOf(page)).toBe('/voucher/spa-day');
    await page.close();
  });

  test('lays the grid out in 3 columns at 1280 px and 1 column at 390 px', async ({ site }) => {
    const columns = async (viewport: typeof DESKTOP | typeof MOBILE) => {
      const page = await openListing(site, '/', viewport);
      const xs = await page
        .getByTestId('product-card')
        .evaluateAll((cards) => cards.slice(0, 4).map((card) => Math.round(card.getBoundingClientRect().left)));
      await page.close();
      return new Set(xs).size;
    };
    expect(await columns(DESKTOP)).toBe(3);
    expect(await columns(MOBILE)).toBe(1);
  });

  test('filters by category from the desktop dropdown and keeps it in the URL', async ({ site }) => {
    const page = await openListing(site, '/');
    await chooseInMenu(page, 'category-filter', 'category-Voucher');
    await expect
      .poll(() => cardNames(page))
      .toEqual(['Spa Day for Two', 'Three-Course Dinner', 'Coffee Tasting', 'Mystery Experience']);
    expect(pathOf(page)).toBe('/?category=Voucher');
    await expect(page.getByTestId('filter-chip')).toHaveText(['Vouchers']);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('category-filter-panel').isHidden()).toBe(true);
    await page.close();
  });

  test('filters by price buckets, lower bound in and upper bound out, combining buckets', async ({ site }) => {
    const page = await openListing(site, '/');
    await chooseInMenu(page, 'price-filter', 'price-150-300');
    await expect.poll(() => cardNames(page)).toEqual(['Classic Gift Card', 'Spa Day for Two']);
    await choose(page, 'menu-price-300+');
    await expect.poll(() => cardNames(page)).toEqual(['Classic Gift Card', 'Premium Gift Card', 'Spa Day for Two']);
    await expect(page.getByTestId('filter-chip')).toHaveText(['$150 – $300', '$300 and above']);
    expect(pathOf(page)).toBe('/?price=150-300&price=300%2B');
    await page.close();
  });

  test('removes a filter with its chip and every filter with Clear all', async ({ site }) => {
    const page = await openListing(site, '/?category=GiftCard&price=0-50&price=50-150');
    await expect
      .poll(() => cardNames(page))
      .toEqual(['Classic Gift Card', 'Happy Birthday Gift Card', 'Limited Edition Card', STORE_ORDER[4]]);
    await page.getByRole('button', { name: 'Remove filter $0 – $50' }).click();
    await expect
      .poll(() => cardNames(page))
      .toEqual(['Classic Gift Card', 'Happy Birthday Gift Card', 'Limited Edition Card']);
    await expectNoAxeViolations(page, 'home with chips');
    await screenshot(page, 'home-filtered');
    await page.getByTestId('clear-filters').click();
    await expect.poll(() => cardNames(page)).toEqual(STORE_ORDER);
    expect(pathOf(page)).toBe('/');
    await expect(page.getByTestId('filter-chips')).toHaveCount(0);
    await page.close();
  });

  test('sorts: popular keeps the store order, recent and nameAZ by name, priceLow and priceHigh by lowest price', async ({
    site,
  }) => {
    const page = await openListing(site, '/?category=Voucher');
    const names = ['Spa Day for Two', 'Three-Course Dinner', 'Coffee Tasting', 'Mystery Experience'];
    await expect.poll(() => cardNames(page)).toEqual(names);
    await chooseInMenu(page, 'sort-menu', 'sort-nameAZ');
    await expect
      .poll(() => cardNames(page))
      .toEqual(['Coffee Tasting', 'Mystery Experience', 'Spa Day for Two', 'Three-Course Dinner']);
    await choose(page, 'menu-sort-recent');
    await expect
      .poll(() => cardNames(page))
      .toEqual(['Coffee Tasting', 'Mystery Experience', 'Spa Day for Two', 'Three-Course Dinner']);
    await choose(page, 'menu-sort-priceLow');
    await expect
      .poll(() => cardNames(page))
      .toEqual(['Coffee Tasting', 'Three-Course Dinner', 'Spa Day for Two', 'Mystery Experience']);
    await choose(page, 'menu-sort-priceHigh');
    await expect
      .poll(() => cardNames(page))
      .toEqual(['Spa Day for Two', 'Three-Course Dinner', 'Coffee Tasting', 'Mystery Experience']);
    await expect(page.getByTestId('sort-menu').first()).toHaveText('Sort by: Price: high to low');
    await choose(page, 'menu-sort-popular');
    await expect.poll(() => cardNames(page)).toEqual(names);
    expect(pathOf(page)).toBe('/?category=Voucher');
    await page.close();
  });

  test('keeps filters and sort across a reload and after Back from a product', async ({ site }) => {
    const page = await openListing(site, '/?price=0-50&sort=nameAZ');
    const expected = ['Classic Gift Card', 'Coffee Tasting', 'Happy Birthday Gift Card', STORE_ORDER[4]];
    await expect.poll(() => cardNames(page)).toEqual(expected);
    await page.reload();
    await page.getByTestId('product-card').first().waitFor();
    await expect.poll(() => cardNames(page)).toEqual(expected);
    await page.locator('[data-slug="coffee-tasting"]').click();
    await page.getByTestId('voucher-detail').waitFor();
    await page.goBack();
    await page.getByTestId('product-card').first().waitFor();
    expect(pathOf(page)).toBe('/?price=0-50&sort=nameAZ');
    await expect.poll(() => cardNames(page)).toEqual(expected);
    await page.close();
  });

  test('says so when no product matches', async ({ site }) => {
    const page = await openListing(site, '/?category=Voucher&price=300%2B');
    await expect(page.getByTestId('listing-empty').first()).toContainText(
      'No products found with the selected filters.',
    );
    await expectNoAxeViolations(page, 'empty listing');
    await screenshot(page, 'home-empty');
    await page.close();
  });

  test('filters and sorts in the mobile drawer, with chips below', async ({ site }) => {
    const page = await openListing(site, '/', MOBILE);
    await expect(page.getByTestId('category-filter')).toBeHidden();
    await page.getByTestId('open-filters').click();
    const drawer = page.getByTestId('filter-drawer');
    await drawer.waitFor();
    await choose(page, 'drawer-category-GiftCard');
    await choose(page, 'drawer-price-50-150');
    await choose(page, 'drawer-sort-priceHigh');
    await expect(page.getByTestId('show-results')).toHaveText('Show 3 results');
    await expectNoAxeViolations(page, 'filter drawer');
    await screenshot(page, 'filter-drawer');
    await page.getByTestId('show-results').click();
    await drawer.waitFor({ state: 'detached' });
    // By lowest price, high to low; equal prices keep the store order.
    await expect
      .poll(() => cardNames(page))
      .toEqual(['Limited Edition Card', 'Classic Gift Card', 'Happy Birthday Gift Card']);
    await expect(page.getByTestId('filter-chip')).toHaveText(['Gift cards', '$50 – $150']);
    await expect
      .poll(() => page.getByTestId('open-filters').evaluate((button) => button === document.activeElement))
      .toBe(true);
    await page.getByTestId('clear-filters').click();
    await expect.poll(() => cardNames(page)).toHaveLength(9);
    await page.close();
  });

  for (const [label, viewport] of VIEWPORTS)
    test(`shows the products error text when the list fails to load at ${label}`, async ({ site }) => {
      const page = await site.newPage(viewport);
      await withoutPageData(page);
      await page.route('**/api/Store/Products*', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
      );
      await page.goto(storeUrl(RICH, '/'));
      await page.getByTestId('listing-error').waitFor();
      await expect(page.getByTestId('listing-error').first()).toContainText(
        'Failed to load products. Please try again later.',
      );
      await expectNoAxeViolations(page, `listing error ${label}`);
      await screenshot(page, 'home-error');
      await page.unroute('**/api/Store/Products*');
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByTestId('product-card').first().waitFor();
      await page.close();
    });

  test('shows the loading state while the list loads', async ({ site }) => {
    const page = await site.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await withoutPageData(page);
    await page.route('**/api/Store/Products*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(storeUrl(RICH, '/'));
    await page.getByTestId('product-listing').getByText('Loading...').waitFor();
    release();
    await page.getByTestId('product-card').first().waitFor();
    await page.close();
  });
});

test.describe('voucher listing (/vouchers)', () => {
  for (const [label, viewport] of VIEWPORTS)
    test(`lists vouchers only, with the price filter but no category filter, at ${label}`, async ({ site }) => {
      const page = await openListing(site, '/vouchers', viewport);
      await expect
        .poll(() => cardNames(page))
        .toEqual(['Spa Day for Two', 'Three-Course Dinner', 'Coffee Tasting', 'Mystery Experience']);
      await expect(page.getByTestId('category-filter')).toHaveCount(0);
      if (viewport === DESKTOP) await expect(page.getByTestId('price-filter')).toBeVisible();
      await expectNoAxeViolations(page, `vouchers ${label}`);
      await screenshot(page, 'vouchers');
      await page.close();
    });

  test('says so when no voucher matches', async ({ site }) => {
    const page = await openListing(site, '/vouchers?price=300%2B');
    await expect(page.getByTestId('listing-empty').first()).toContainText(
      'No vouchers found with the selected filters.',
    );
    await page.close();
  });

  test('shows the vouchers error text when the list fails to load', async ({ site }) => {
    const page = await site.newPage();
    await withoutPageData(page);
    await page.route('**/api/Store/Products*', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(storeUrl(RICH, '/vouchers'));
    await page.getByTestId('listing-error').waitFor();
    await expect(page.getByTestId('listing-error').first()).toContainText(
      'Failed to load vouchers. Please try again later.',
    );
    await page.close();
  });
});
