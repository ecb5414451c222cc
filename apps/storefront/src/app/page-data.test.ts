import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPageData } from './page-data';

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
  it('gives the store settings and every product, money in minor units, without a request', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const data = readPageData(
      pageWith(
        JSON.stringify({ settings, products: [product('classic', 'GiftCard', 25.5), product('spa', 'Voucher', 80)] }),
      ),
    );

    expect(data.settings).toMatchObject({ company: { name: 'Harbor & Pine' }, maxGiftCardBalance: 50000 });
    expect(data.products?.map((item) => item.slug)).toEqual(['classic', 'spa']);
    expect(data.products?.[0]).toMatchObject({ denominations: [{ price: 2550 }] });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives the settings alone when the page has no products (an inactive store)', () => {
    const data = readPageData(
      pageWith(JSON.stringify({ settings: { ...settings, status: 'Inactive' }, products: null })),
    );
    expect(data.settings).toMatchObject({ status: 'Inactive' });
    expect(data.products).toBeNull();
  });

  it('gives nothing, for the settings and products to be asked for, without data or with data it cannot read', () => {
    for (const doc of [
      document.implementation.createHTMLDocument('none'),
      pageWith('{not json'),
      pageWith(JSON.stringify({ settings: { company: {} }, products: [product('classic', 'GiftCard', 25.5)] })),
    ])
      expect(readPageData(doc)).toEqual({ settings: null, products: null });
  });
});
