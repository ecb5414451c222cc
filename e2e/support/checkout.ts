import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { DESKTOP, MOBILE, screenshot, storeUrl, type Browser } from './browser';
import type { Viewport } from './storefront';

/** The checkout fixture store (e2e/stores/e2e-checkout.json): its codes and cards are spent by the tests, one each. */
export const CHECKOUT = 'e2e-checkout';

export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authenticate: '4000 0025 0000 3155',
} as const;

interface ApiProduct {
  id: string;
  slug: string;
  name: string;
  type: 'GiftCard' | 'Voucher';
  imageSrc: string | null;
  imageAlt: string;
  isShippingEnabled: boolean;
  taxClassId: string | null;
  images: { id: string; name: string; alt: string; src: string }[];
  denominations: { id: string; price: number; label: string }[];
}

export interface CartLine {
  slug: string;
  /** A denomination id, or a custom amount. */
  denomination: string | { custom: number };
  quantity?: number;
  gift?: {
    recipientName: string;
    recipientEmail: string;
    message?: string;
    scheduledDate?: string;
    scheduledTime?: string;
    /** The recipient's time zone the scheduled moment is on (the gift dialog's zone). */
    timeZone?: string;
  };
}

/**
 * Puts lines in the stored cart (product §9 giftcard_cart) as the product pages would, with the
 * store's real product ids, then opens /checkout. The page must already be on the store's origin.
 */
export async function seedCart(page: Page, lines: CartLine[]) {
  const products = await page.evaluate(() =>
    fetch('/api/Store/Products').then((r) => r.json() as Promise<ApiProduct[]>),
  );
  const items = lines.map((line, i) => {
    const product = products.find((p) => p.slug === line.slug);
    if (!product) throw new Error(`no product ${line.slug}`);
    const design = product.images[0] ?? null;
    const denomination =
      typeof line.denomination === 'string'
        ? product.denominations.find((d) => d.id === line.denomination)!
        : {
            id: `custom-${line.denomination.custom}`,
            price: line.denomination.custom,
            label: 'Custom amount',
            isCustom: true,
          };
    return {
      id: `line-${i + 1}`,
      product: {
        id: product.id,
        slug: product.slug,
        name: product.name,
        type: product.type,
        imageSrc: product.imageSrc,
        imageAlt: product.imageAlt,
        isShippingEnabled: product.isShippingEnabled,
        taxClassId: product.taxClassId,
      },
      quantity: line.quantity ?? 1,
      imageUrl: design?.src ?? product.imageSrc ?? '',
      options: { denomination, packageOption: null, theme: design, giftDetails: line.gift ?? null },
    };
  });
  await page.evaluate((cartItems) => {
    const withSchedule = cartItems.map((item) => {
      const gift = item.options.giftDetails as { scheduledDate?: string; scheduledTime?: string } | null;
      if (!gift) return item;
      const at =
        gift.scheduledDate && gift.scheduledTime
          ? new Date(`${gift.scheduledDate}T${gift.scheduledTime}:00`).toISOString()
          : null;
      return {
        ...item,
        options: {
          ...item.options,
          giftDetails: { message: '', scheduledDate: '', scheduledTime: '', ...gift, scheduledDateTimeUtc: at },
        },
      };
    });
    localStorage.setItem('giftcard_cart', JSON.stringify({ version: 1, items: withSchedule }));
  }, items);
}

/** A fresh page on the store with the cart seeded, at /checkout. */
export async function openCheckout(
  browser: Browser,
  lines: CartLine[],
  viewport?: Viewport,
  slug = CHECKOUT,
): Promise<Page> {
  const page = await browser.newPage(viewport);
  await page.goto(storeUrl(slug, '/'));
  await seedCart(page, lines);
  await page.goto(storeUrl(slug, '/checkout'));
  await page.getByTestId('checkout-form').waitFor();
  return page;
}

export async function fillDetails(page: Page, details: { firstName?: string; lastName?: string; email?: string } = {}) {
  await page.getByLabel('First name').fill(details.firstName ?? 'Ada');
  await page.getByLabel('Last name').fill(details.lastName ?? 'Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(details.email ?? 'ada@example.com');
}

export async function fillCard(page: Page, number: string, expiry = '12/34', cvc = '123') {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill(expiry);
  await page.getByLabel('CVC').fill(cvc);
}

/** Waits for 'Initializing payment...' to give way to the card form. */
export async function waitForCardForm(page: Page) {
  await page.getByTestId('sandbox-card-form').waitFor();
}

export async function applyPromo(page: Page, code: string) {
  if (await page.getByTestId('promo-open').isVisible()) await page.getByTestId('promo-open').click();
  await page.getByTestId('promo-code-input').fill(code);
  await page.getByTestId('promo-apply').click();
}

export async function expectConfirmation(page: Page) {
  await page.getByTestId('order-confirmed').waitFor({ timeout: 20_000 });
  expect(new URL(page.url()).pathname).toBe('/confirmation');
}

export const storedCart = (page: Page) => page.evaluate(() => localStorage.getItem('giftcard_cart'));

/** Screenshots at 390 and 1280 px of the page as it is, then back to the width it had. */
export async function screenshotBoth(page: Page, name: string) {
  const before = page.viewportSize();
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await screenshot(page, name);
  }
  if (before) await page.setViewportSize(before);
}
