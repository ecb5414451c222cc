import { minorUnits } from '@giftfront/domain/money';
import { describe, expect, it } from 'vitest';
import type { GiftCardLookup } from '@giftfront/domain/gift-card';
import { cardStanding } from './card-standing';

const TODAY = '2030-06-15';
const money = (overrides: Partial<GiftCardLookup> = {}): GiftCardLookup => ({
  id: 'c1',
  code: 'GFTA7K3M9PQRXW2Z',
  balance: minorUnits(4250),
  isoCurrencyCode: 'USD',
  expiresOn: null,
  recipientEmailAddress: null,
  status: 'Active',
  ...overrides,
});
const voucher = (status: 'Valid' | 'Used' | 'Expired' | 'Voided', usedOn: string | null = null) =>
  money({
    balance: minorUnits(0),
    kind: 'voucher',
    voucher: { product: 'Spa Day', option: 'One treatment', status, usedOn },
  });

describe('cardStanding', () => {
  it('is usable for an active money card with a balance, through its expiry day', () => {
    expect(cardStanding(money(), TODAY)).toEqual({ usable: true, canTopUp: true, warning: null });
    expect(cardStanding(money({ expiresOn: TODAY }), TODAY).usable).toBe(true);
  });

  it.each([
    ['expired by date', { expiresOn: '2030-06-14' }, 'This gift card has expired'],
    ['stored as expired', { status: 'Expired' }, 'This gift card has expired'],
    ['voided', { status: 'Inactive' }, 'This gift card is not active'],
    ['used up', { status: 'Redeemed', balance: 0 }, 'This gift card has no remaining balance'],
    ['empty', { balance: 0 }, 'This gift card has no remaining balance'],
  ])('warns about a money card %s', (_what, overrides, warning) => {
    expect(cardStanding(money(overrides as Partial<GiftCardLookup>), TODAY)).toEqual({
      usable: false,
      canTopUp: false,
      warning,
    });
  });

  it('is usable for a valid voucher, although it has no money balance, and never offers a top-up', () => {
    expect(cardStanding(voucher('Valid'), TODAY)).toEqual({ usable: true, canTopUp: false, warning: null });
  });

  it.each([
    [voucher('Used', '2026-11-03'), 'This voucher was used on 03/11/2026'],
    [voucher('Expired'), 'This voucher has expired'],
    [voucher('Voided'), 'This voucher is no longer valid'],
  ])('warns about a voucher that cannot be used', (card, warning) => {
    expect(cardStanding(card, TODAY)).toEqual({ usable: false, canTopUp: false, warning });
  });
});
