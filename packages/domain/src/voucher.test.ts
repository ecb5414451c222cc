import { describe, expect, it } from 'vitest';
import { giftCardProblem } from './gift-card.ts';
import { minorUnits } from './money.ts';
import { voucherStatus } from './voucher.ts';

const TODAY = '2030-06-15';

describe('voucherStatus', () => {
  it.each([
    [{ status: 'Active', expiresOn: null }, 'Valid'],
    [{ status: 'Active', expiresOn: TODAY }, 'Valid'],
    [{ status: 'Active', expiresOn: '2030-06-14' }, 'Expired'],
    [{ status: 'Expired', expiresOn: null }, 'Expired'],
    [{ status: 'Used', expiresOn: '2030-06-14' }, 'Used'],
    [{ status: 'Voided', expiresOn: null }, 'Voided'],
  ] as const)('reads %o as %s', (card, expected) => {
    expect(voucherStatus(card, TODAY)).toBe(expected);
  });
});

describe('giftCardProblem for a voucher', () => {
  it('refuses a valid voucher as payment, naming what it is for', () => {
    const voucher = {
      balance: minorUnits(0),
      expiresOn: null,
      status: 'Active',
      voucher: { product: 'Spa Day', option: 'One treatment', status: 'Valid' as const, usedOn: null },
    };
    expect(giftCardProblem(voucher, TODAY)).toBe(
      'This is a voucher for Spa Day: it cannot pay for an order. Show it to the store to use it.',
    );
  });

  it('still accepts a money card with a balance', () => {
    expect(giftCardProblem({ balance: minorUnits(10), expiresOn: null, status: 'Active' }, TODAY)).toBeNull();
  });
});
