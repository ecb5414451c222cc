import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { CartItem } from '@giftfront/domain/cart';
import type { GiftDetails } from '@giftfront/domain/gift-details';
import type { Browser } from './browser';
import { openStorePage, waitForShop, type StorePage, type Viewport } from './storefront';

const CART_KEY = 'giftcard_cart';

export interface LineSpec {
  slug: string;
  denominationId?: string;
  quantity?: number;
  giftDetails?: Partial<GiftDetails>;
  id?: string;
}

/**
 * Cart lines for the store's own products (read through its API, so ids and prices are the
 * store's), shaped as the cart stores them. Run on a page of that store.
 */
export async function cartLinesFor(page: Page, specs: LineSpec[]): Promise<CartItem[]> {
  return page.evaluate(async (specs) => {
    const lines = [];
    for (const [index, spec] of specs.entries()) {
      const product = await (await fetch(`/api/Store/GetProductBySlug/${spec.slug}`)).json();
      const denomination =
        product.denominations.find((d: { id: string }) => d.id === spec.denominationId) ?? product.denominations[0];
      const design = product.images[0] ?? null;
      lines.push({
        id: spec.id ?? `line-${index + 1}`,
        product: {
          id: product.id,
          slug: product.slug,
          name: product.name,
          type: product.type,
          imageSrc: product.imageSrc,
          imageAlt: product.imageAlt,
          isShippingEnabled: product.isShippingEnabled,
          taxClassId: product.taxClassId ?? null,
        },
        quantity: spec.quantity ?? 1,
        imageUrl: design?.src ?? product.imageSrc ?? '',
        options: {
          denomination: { id: denomination.id, price: denomination.price, label: denomination.label },
          packageOption: null,
          theme: design ? { id: design.id, name: design.name, src: design.src, alt: design.alt } : null,
          giftDetails: spec.giftDetails
            ? {
                recipientName: 'Ada Lovelace',
                recipientEmail: 'ada@example.com',
                message: '',
                scheduledDate: '',
                scheduledTime: '',
                scheduledDateTimeUtc: null,
                timeZone: null,
                ...spec.giftDetails,
              }
            : null,
        },
      });
    }
    return lines;
  }, specs);
}

/** Stores these lines as the cart and reloads, as a shopper coming back would. */
export async function seedCart(page: Page, specs: LineSpec[]): Promise<CartItem[]> {
  const items = await cartLinesFor(page, specs);
  await setStoredCart(page, JSON.stringify({ version: 1, items }));
  await page.reload();
  await waitForShop(page);
  return items;
}

export async function setStoredCart(page: Page, raw: string) {
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [CART_KEY, raw]);
}

export async function storedCartItems(page: Page): Promise<CartItem[]> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), CART_KEY);
  return raw ? (JSON.parse(raw) as { items: CartItem[] }).items : [];
}

/** Empties what the page stored (the cart and its pending changes); answers how many entries there were. */
export async function clearStoredCart(page: Page): Promise<number> {
  return page.evaluate(() => {
    const count = localStorage.length;
    localStorage.clear();
    return count;
  });
}

/**
 * A store page with an empty cart. Each test has a browser context of its own, so its first page
 * starts empty; a later page of the same test empties what the test stored and reloads.
 */
export async function openWithEmptyCart(
  browser: Browser,
  slug: string,
  pathname: string,
  viewport?: Viewport,
): Promise<StorePage> {
  const opened = await openStorePage(browser, slug, pathname, viewport);
  if ((await clearStoredCart(opened.page)) > 0) {
    await opened.page.reload();
    await waitForShop(opened.page);
  }
  return opened;
}

/** The header's count as the button announces it. */
export async function expectHeaderCount(page: Page, count: number) {
  await expect
    .poll(() => page.getByTestId('cart-button').getAttribute('aria-label'))
    .toBe(`Shopping cart, ${count} ${count === 1 ? 'item' : 'items'}`);
}

/** Opens the drawer from the header. */
export async function openCartDrawer(page: Page) {
  await page.getByTestId('cart-button').click();
  await page.getByTestId('cart-drawer').waitFor();
}

/** A date as the date input takes it, `days` from the shopper's today. */
export function localDate(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
