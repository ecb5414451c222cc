import { describe, expect, it } from 'vitest';
import { whyNotRedeemable } from './card-standing';

const card = {
  status: 'Active' as const,
  kind: 'money' as const,
  expiresOn: '2024-12-31',
  used: null,
  voidedReason: null,
};

describe('what the counter says about a card that cannot be redeemed', () => {
  it('says nothing about an active card', () => {
    expect(whyNotRedeemable(card, 'UTC')).toBeNull();
  });

  it('says plainly that a card is spent, expired, voided or used', () => {
    expect(whyNotRedeemable({ ...card, status: 'Spent' }, 'UTC')).toBe(
      'This gift card is spent: there is nothing left on it.',
    );
    expect(whyNotRedeemable({ ...card, status: 'Expired' }, 'UTC')).toBe(
      'This gift card expired on Dec 31, 2024. It cannot be redeemed.',
    );
    expect(whyNotRedeemable({ ...card, status: 'Voided', voidedReason: 'Reported stolen' }, 'UTC')).toBe(
      'This gift card was voided (Reported stolen). It cannot be redeemed.',
    );
    expect(
      whyNotRedeemable(
        {
          ...card,
          kind: 'voucher',
          status: 'Used',
          used: { at: '2026-03-05T14:30:00Z', by: 'Sam Staff' },
        },
        'UTC',
      ),
    ).toMatch(/^This voucher was already used on Mar 5, 2026, .+ by Sam Staff\.$/);
  });
});
