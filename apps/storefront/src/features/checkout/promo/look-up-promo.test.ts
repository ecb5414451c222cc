import { minorUnits } from '@giftfront/domain/money';
import { describe, expect, it, vi } from 'vitest';
import type { DiscountCode } from '@giftfront/domain/discount';
import type { GiftCardLookup } from '@giftfront/domain/gift-card';
import { ApiError } from '@/lib/api-client';
import { lookUpPromo, type PromoLookupContext } from './look-up-promo';
import { keepDiscountsMet } from './promo-rules';

const discount = (overrides: Partial<DiscountCode> = {}): DiscountCode => ({
  code: 'WELCOME10',
  status: 'Active',
  discountType: 'PERCENT',
  amount: 10,
  description: null,
  minimumQuantity: 0,
  ...overrides,
});
const giftCard = (overrides: Partial<GiftCardLookup> = {}): GiftCardLookup => ({
  id: 'gc-1',
  code: 'GFDEMO-2468-1357-ABCD',
  balance: minorUnits(75),
  isoCurrencyCode: 'USD',
  expiresOn: '2030-12-31',
  recipientEmailAddress: null,
  status: 'Active',
  ...overrides,
});
const notFound = () => new ApiError('404 Not Found', 404, { body: { message: 'Invalid promo code or gift card' } });

function context(overrides: Partial<PromoLookupContext> = {}): PromoLookupContext {
  return {
    applied: { discounts: [], giftCards: [] },
    cartQuantity: 1,
    today: '2025-03-05',
    currency: 'USD',
    fetchDiscount: vi.fn(async () => Promise.reject(notFound())),
    fetchGiftCard: vi.fn(async () => Promise.reject(notFound())),
    ...overrides,
  };
}
const problem = (message: string) => ({ kind: 'problem', message });

describe('lookUpPromo', () => {
  it('asks for a code when the input is empty, without a request', async () => {
    const ctx = context();
    expect(await lookUpPromo('   ', ctx)).toEqual(problem('Please enter a promo code or gift card'));
    expect(ctx.fetchDiscount).not.toHaveBeenCalled();
  });

  it('applies an active discount code', async () => {
    const found = discount();
    expect(await lookUpPromo(' welcome10 ', context({ fetchDiscount: async () => found }))).toEqual({
      kind: 'discount',
      discount: found,
    });
  });

  it('refuses an inactive discount code as invalid', async () => {
    const ctx = context({ fetchDiscount: async () => discount({ status: 'Inactive' }) });
    expect(await lookUpPromo('LAUNCH50', ctx)).toEqual(problem('Invalid promo code or gift card'));
  });

  it('refuses a discount code applied already, before looking it up', async () => {
    const ctx = context({ applied: { discounts: [discount()], giftCards: [] } });
    expect(await lookUpPromo('welcome10', ctx)).toEqual(problem('This discount code is already applied'));
    expect(ctx.fetchDiscount).not.toHaveBeenCalled();
  });

  it('names the minimum quantity a coupon needs', async () => {
    const ctx = context({ cartQuantity: 1, fetchDiscount: async () => discount({ minimumQuantity: 2 }) });
    expect(await lookUpPromo('BUNDLE15', ctx)).toEqual(
      problem('This coupon requires a minimum of 2 gift cards in your cart'),
    );
  });

  it('says plainly when a code limited to chosen products applies to nothing in the cart', async () => {
    const limited = discount({ code: 'CLASS10', productIds: ['class'] });
    const without = await lookUpPromo(
      'class10',
      context({ cartProductIds: ['dinner'], fetchDiscount: async () => limited }),
    );
    expect(without.kind).toBe('problem');
    const message = (without as { message: { message?: string; values?: Record<string, unknown> } }).message;
    expect(message.message).toBe(
      'The code {code} is only for some products, and none of them is in your cart. Add one of them to use it.',
    );
    expect(message.values).toEqual({ code: 'CLASS10' });
    expect(
      await lookUpPromo(
        'class10',
        context({ cartProductIds: ['dinner', 'class'], fetchDiscount: async () => limited }),
      ),
    ).toEqual({ kind: 'discount', discount: limited });
  });

  it('tries the code as a gift card when no discount code has it', async () => {
    const card = giftCard();
    expect(await lookUpPromo('GFDEMO-2468-1357-ABCD', context({ fetchGiftCard: async () => card }))).toEqual({
      kind: 'giftCard',
      giftCard: card,
    });
  });

  it('says a gift card is applied already, however the code is spaced', async () => {
    const ctx = context({ applied: { discounts: [], giftCards: [giftCard()] } });
    expect(await lookUpPromo('gfdemo 2468 1357 abcd', ctx)).toEqual(problem('This gift card is already applied'));
  });

  it.each([
    [{ balance: minorUnits(0) }, 'This gift card has no remaining balance'],
    [{ expiresOn: '2025-03-04' }, 'This gift card has expired'],
    [{ status: 'Inactive' }, 'This gift card is not active'],
  ] as const)('refuses a gift card with %o', async (overrides, message) => {
    expect(await lookUpPromo('CARD', context({ fetchGiftCard: async () => giftCard(overrides) }))).toEqual(
      problem(message),
    );
  });

  it('refuses a voucher as payment, saying what it is for (decision 0015)', async () => {
    const voucher = giftCard({
      balance: minorUnits(0),
      kind: 'voucher',
      voucher: { product: 'Spa Day', option: 'One treatment', status: 'Valid', usedOn: null },
    });
    expect(await lookUpPromo('CARD', context({ fetchGiftCard: async () => voucher }))).toEqual(
      problem('This is a voucher for Spa Day: it cannot pay for an order. Show it to the store to use it.'),
    );
  });

  it('refuses a gift card in another currency as invalid', async () => {
    expect(
      await lookUpPromo('CARD', context({ fetchGiftCard: async () => giftCard({ isoCurrencyCode: 'EUR' }) })),
    ).toEqual(problem('Invalid promo code or gift card'));
  });

  it('says the code is invalid when neither exists', async () => {
    expect(await lookUpPromo('NOPE', context())).toEqual(problem('Invalid promo code or gift card'));
  });

  it("shows the server's message when a lookup fails otherwise (rate limit)", async () => {
    const limited = new ApiError('Too many', 429, {
      body: { message: 'Too many gift card lookups. Try again in 10 minutes.' },
    });
    const ctx = context({ fetchGiftCard: async () => Promise.reject(limited) });
    expect(await lookUpPromo('CARD', ctx)).toEqual(problem('Too many gift card lookups. Try again in 10 minutes.'));
  });

  it("falls back to 'Failed to validate promo code or gift card' without a server message", async () => {
    const ctx = context({
      fetchDiscount: async () => Promise.reject(new ApiError('500 Internal Server Error', 500)),
    });
    expect(await lookUpPromo('CODE', ctx)).toEqual(problem('Failed to validate promo code or gift card'));
  });
});

describe('keepDiscountsMet', () => {
  it('drops the codes whose minimum quantity the cart no longer reaches', () => {
    const codes = [discount({ code: 'A', minimumQuantity: 0 }), discount({ code: 'B', minimumQuantity: 2 })];
    expect(keepDiscountsMet(codes, 1).map((d) => d.code)).toEqual(['A']);
    expect(keepDiscountsMet(codes, 2).map((d) => d.code)).toEqual(['A', 'B']);
  });
});

describe('keepDiscountsMet with codes limited to chosen products', () => {
  it('drops a limited code once none of its products is left in the cart, and keeps codes on every product', () => {
    const limited = discount({ code: 'CLASS10', productIds: ['class'] });
    const everything = discount({ code: 'ALL10' });
    expect(keepDiscountsMet([limited, everything], 1, ['class'])).toEqual([limited, everything]);
    expect(keepDiscountsMet([limited, everything], 1, ['dinner'])).toEqual([everything]);
  });
});
