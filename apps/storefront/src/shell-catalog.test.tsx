import { describe, expect, it, vi } from 'vitest';
import { storeSettingsSchema } from '@giftfront/domain/branding';
import { productSchema } from '@giftfront/domain/product';
import { renderPage } from './entry-server';
import { untranslatedWords } from './pseudo-locale-words';
import type * as Catalogs from '@/lib/i18n/catalogs';

// The page renderer given what the browser has before any page chunk: the shell catalog alone.
vi.mock('@/lib/i18n/catalogs', async (importActual) => {
  const actual = await importActual<typeof Catalogs>();
  return { ...actual, createI18n: (language: string) => actual.createI18n(language, 'shell') };
});

/**
 * Home and the listings load no page chunk and so no page-messages catalog (decision 0200): every
 * text they show must be in the shell catalog, or the browser would show it untranslated (or its
 * id) and the hydration would not match the server's page. Rendered in the pseudo-locale with the
 * shell catalog alone, a text from elsewhere is a word of plain ASCII letters.
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
  denominations: [{ id: 'd25', price: 25, label: '$25' }],
  showQuantityLimit: true,
  quantityLimit: 10,
  quantitySold: 2,
  hideCustomGiftCardAmounts: false,
  isShippingEnabled: false,
  taxClassId: null,
});
const voucher = { ...card, id: 'id-voucher', slug: 'voucher', type: 'Voucher' as const };
const data = { settings, products: [card, voucher] };

describe('the shell catalog alone', () => {
  it.each(['/', '/?category=GiftCard', '/vouchers', '/nowhere'])('has every text of %s', async (path) => {
    const { markup } = await renderPage(path, data, (html) => html, 'pseudo');
    expect(markup.length).toBeGreaterThan(500);
    expect(untranslatedWords(markup)).toEqual([]);
  });

  it("lacks a product page's texts, which its chunk brings with the page-messages catalog", async () => {
    const { markup } = await renderPage('/gift-card/card', data, (html) => html, 'pseudo');
    expect(untranslatedWords(markup)).toContain('Buy');
  });
});
