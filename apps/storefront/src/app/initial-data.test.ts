import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { seedPageData } from './initial-data';

const settings = {
  company: { name: 'Harbor & Pine', logo: null },
  branding: { primaryColor: '#0f766e' },
  currencyCode: 'USD',
  status: 'Active',
  maxGiftCardBalance: 500,
};
const product = (slug: string, type: 'GiftCard' | 'Voucher', price: number) => ({
  id: `id-${slug}`,
  slug,
  name: slug,
  type,
  price: null,
  denominations: [{ id: 'd1', price, label: `$${price}` }],
  images: [],
});

function pageWith(json: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = 'giftfront-data';
  script.textContent = json;
  doc.body.append(script);
  return doc;
}

afterEach(() => vi.unstubAllGlobals());

describe("the page's inline data", () => {
  it('fills the store settings and the product queries, money in minor units, without a request', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();
    seedPageData(
      client,
      pageWith(
        JSON.stringify({ settings, products: [product('classic', 'GiftCard', 25.5), product('spa', 'Voucher', 80)] }),
      ),
    );

    expect(client.getQueryData(['store-settings'])).toMatchObject({
      company: { name: 'Harbor & Pine' },
      maxGiftCardBalance: 50000,
    });
    const slugs = (key: unknown[]) => (client.getQueryData(key) as Array<{ slug: string }>).map((item) => item.slug);
    expect(slugs(['products', ''])).toEqual(['classic', 'spa']);
    expect(slugs(['products', 'GiftCard'])).toEqual(['classic']);
    expect(slugs(['products', 'Voucher'])).toEqual(['spa']);
    expect(client.getQueryData(['product', 'classic'])).toMatchObject({ denominations: [{ price: 2550 }] });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fills the settings alone when the page has no products (an inactive store)', () => {
    const client = createQueryClient();
    seedPageData(client, pageWith(JSON.stringify({ settings: { ...settings, status: 'Inactive' }, products: null })));
    expect(client.getQueryData(['store-settings'])).toMatchObject({ status: 'Inactive' });
    expect(client.getQueryData(['products', ''])).toBeUndefined();
  });

  it('leaves the cache empty, for the queries to fetch, without data or with data it cannot read', () => {
    for (const doc of [
      document.implementation.createHTMLDocument('none'),
      pageWith('{not json'),
      pageWith(JSON.stringify({ settings: { company: {} } })),
    ]) {
      const client = createQueryClient();
      seedPageData(client, doc);
      for (const key of [['store-settings'], ['products', ''], ['products', 'GiftCard'], ['products', 'Voucher']])
        expect(client.getQueryState(key)).toBeUndefined();
    }
  });
});
