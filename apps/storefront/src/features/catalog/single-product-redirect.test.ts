import { describe, expect, it } from 'vitest';
import type { Product } from '@giftfront/domain/product';
import { singleProductRedirect, singleVoucherRedirect } from './single-product-redirect';

const product = (slug: string, type: Product['type']) => ({ slug, type }) as Product;
const query = (text = '') => new URLSearchParams(text);

describe('single-product redirect (product §2 Home and listings)', () => {
  it('sends the home listing of exactly one product to its page, by type', () => {
    expect(singleProductRedirect([product('classic', 'GiftCard')], query())).toBe('/gift-card/classic');
    expect(singleProductRedirect([product('spa-day', 'Voucher')], query('embed=true'))).toBe('/voucher/spa-day');
  });

  it('keeps the home listing when a category is given or the count is not one', () => {
    expect(singleProductRedirect([product('classic', 'GiftCard')], query('category=GiftCard'))).toBeNull();
    expect(singleProductRedirect([], query())).toBeNull();
    expect(singleProductRedirect([product('a', 'GiftCard'), product('b', 'Voucher')], query())).toBeNull();
  });

  it('sends the voucher listing of exactly one voucher to /voucher/{slug}, and does the same only without a category', () => {
    expect(singleVoucherRedirect([product('brunch', 'Voucher')], query())).toBe('/voucher/brunch');
    expect(singleVoucherRedirect([product('brunch', 'Voucher')], query('category=Voucher'))).toBeNull();
    expect(singleVoucherRedirect([product('a', 'Voucher'), product('b', 'Voucher')], query())).toBeNull();
  });
});
