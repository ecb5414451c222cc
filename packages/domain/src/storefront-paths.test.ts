import { describe, expect, it } from 'vitest';
import { matchStorefrontPath } from './storefront-paths.ts';

const withBalance = { hideCheckBalance: false };

describe('the storefront page a path shows', () => {
  it('knows the listings, whatever the case or trailing slash', () => {
    expect(matchStorefrontPath('/', withBalance)).toEqual({ kind: 'listing', path: '/' });
    expect(matchStorefrontPath('/Vouchers/', withBalance)).toEqual({ kind: 'listing', path: '/vouchers' });
  });

  it('reads the product type and slug of a detail page, the slug decoded and kept in its case', () => {
    expect(matchStorefrontPath('/gift-card/Classic%20Card', withBalance)).toEqual({
      kind: 'product',
      type: 'GiftCard',
      slug: 'Classic Card',
      preview: false,
    });
    expect(matchStorefrontPath('/voucher/spa-day/', withBalance)).toEqual({
      kind: 'product',
      type: 'Voucher',
      slug: 'spa-day',
      preview: false,
    });
    expect(matchStorefrontPath('/preview-gift-card/classic', withBalance)).toEqual({
      kind: 'product',
      type: 'GiftCard',
      slug: 'classic',
      preview: true,
    });
    expect(matchStorefrontPath('/gift-card', withBalance)).toEqual({
      kind: 'product',
      type: 'GiftCard',
      slug: null,
      preview: false,
    });
  });

  it('knows the other pages, and the balance page only when the store shows it', () => {
    for (const path of ['/cart', '/checkout', '/confirmation', '/order-confirmation', '/gift-card-balance']) {
      expect(matchStorefrontPath(path, withBalance)).toEqual({ kind: 'page', path });
    }
    expect(matchStorefrontPath('/gift-card-balance', { hideCheckBalance: true })).toBeNull();
  });

  it('does not know anything else', () => {
    for (const path of ['/nope', '/gift-card/a/b', '/cart/extra', '/admin-ish'])
      expect(matchStorefrontPath(path, withBalance)).toBeNull();
  });
});
