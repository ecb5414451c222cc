import { describe, expect, it } from 'vitest';
import { storeSettingsSchema } from '@giftfront/domain/branding';
import { productSchema } from '@giftfront/domain/product';
import { LANGUAGE_NAMES } from '@giftfront/domain/languages';
import { renderPage } from './entry-server';
import { PLATFORM } from './lib/platform-links';

/**
 * Every text a shopper reads goes through a message (decision 0095): rendered in the pseudo-locale
 * (Lingui's pseudolocalization accents every letter), a word of plain ASCII letters is a text
 * written without one. The merchant's own words (store and product names, amounts' labels), the
 * platform's name and the languages' own names in the switch are taken out first.
 */
const settings = storeSettingsSchema.parse({
  company: { name: 'Qqq' },
  branding: { primaryColor: '#0f766e' },
  defaultLanguage: 'en',
  languages: ['fr'],
  pageText: {},
});
const card = productSchema.parse({
  id: 'id-card',
  slug: 'card',
  name: 'Qqq',
  type: 'GiftCard',
  description: '',
  details: '',
  terms: '',
  imageSrc: null,
  imageAlt: '',
  images: [],
  price: null,
  denominations: [
    { id: 'd25', price: 25, label: '$25' },
    { id: 'd50', price: 50, label: '$50' },
  ],
  showQuantityLimit: true,
  quantityLimit: 10,
  quantitySold: 2,
  hideCustomGiftCardAmounts: false,
  isShippingEnabled: false,
  taxClassId: null,
});
const voucher = { ...card, id: 'id-voucher', slug: 'voucher', type: 'Voucher' as const };
const data = { settings, products: [card, voucher] };

const KEPT = new Set(['Qqq', 'USD', 'EN', 'FR', PLATFORM.name, ...Object.values(LANGUAGE_NAMES)]);

/** The words of the page's text and its labels (aria-label, alt, title), without the merchant's. */
function untranslatedWords(markup: string): string[] {
  const labels = [...markup.matchAll(/\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g)].map((match) => match[1]);
  const text = markup
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  return [text, ...labels]
    .join(' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .split(/[^\p{L}]+/u)
    .filter((word) => /^[A-Za-z]{2,}$/.test(word) && !KEPT.has(word));
}

describe('the pseudo-locale finds no text without a message', () => {
  it.each([
    '/',
    '/vouchers',
    '/gift-card/card',
    '/voucher/voucher',
    '/gift-card-balance',
    '/cart',
    '/checkout',
    '/confirmation',
    '/confirmation?payment_intent=pi_1',
    '/nowhere',
  ])('on %s', async (path) => {
    const { markup } = await renderPage(path, data, (html) => html, 'pseudo');
    expect(markup.length).toBeGreaterThan(500);
    expect(untranslatedWords(markup)).toEqual([]);
  });

  // The server renders the cart's, the checkout's and the confirmation's first state (their layouts and
  // skeletons); their lines, form and order, and the top-up dialog (opened after a balance look-up), are the
  // browser's.
  it.todo('in the receipt and gift emails, the recipient page and the PDF (not yet translated)');
});
