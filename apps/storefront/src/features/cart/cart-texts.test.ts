import { describe, expect, it } from 'vitest';
import { cartTexts, defaultCartTexts } from './cart-texts';

const DEFAULT_CART_TEXTS = defaultCartTexts();

describe('cart texts', () => {
  it('are the product §9 defaults without page text', () => {
    expect(cartTexts(undefined)).toEqual({ ...DEFAULT_CART_TEXTS, estimatedTotal: 'Estimated total' });
    expect(cartTexts({ summary: { total: 'Grand total' } }).estimatedTotal).toBe('Grand total (estimated)');
  });

  it("take the store's overrides", () => {
    const texts = cartTexts({
      empty: { title: 'Nothing here', cta: 'Browse' },
      summary: { subtotal: 'Items', checkoutButton: 'Pay' },
    });
    expect(texts).toMatchObject({
      emptyTitle: 'Nothing here',
      emptyCta: 'Browse',
      subtotal: 'Items',
      checkoutButton: 'Pay',
      drawerCheckoutButton: 'Pay',
    });
    expect(texts.emptyMessage).toBe(DEFAULT_CART_TEXTS.emptyMessage);
  });

  it('ignore a blank override', () => {
    expect(cartTexts({ summary: { title: '  ' } }).title).toBe('Your Cart');
  });
});
