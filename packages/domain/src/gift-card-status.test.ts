import { describe, expect, it } from 'vitest';
import { GIFT_CARD_STATUSES } from './gift-card.ts';
import { CARD_STATUSES, cardStatus, specStatus, statusFromStoreFile, storeFileStatus } from './gift-card-status.ts';

const TODAY = '2026-11-24';
const card = (over: Partial<Parameters<typeof cardStatus>[0]> = {}) => ({
  status: 'Active',
  kind: 'money',
  balanceMinor: 500,
  expiresOn: null,
  ...over,
});

describe('cardStatus', () => {
  it('is Active with balance left and no past expiry, through the expiry day', () => {
    expect(cardStatus(card(), TODAY)).toBe('Active');
    expect(cardStatus(card({ expiresOn: TODAY }), TODAY)).toBe('Active');
  });

  it('is Expired after the expiry day and Spent when a money card has nothing left', () => {
    expect(cardStatus(card({ expiresOn: '2026-11-23' }), TODAY)).toBe('Expired');
    expect(cardStatus(card({ balanceMinor: 0 }), TODAY)).toBe('Spent');
  });

  it('keeps a voucher Active at any balance until it is marked Used', () => {
    expect(cardStatus(card({ kind: 'voucher', balanceMinor: 0 }), TODAY)).toBe('Active');
    expect(cardStatus(card({ kind: 'voucher', status: 'Used' }), TODAY)).toBe('Used');
  });

  it('reports a voided card Voided even when it has also expired', () => {
    expect(cardStatus(card({ status: 'Voided', expiresOn: '2020-01-01' }), TODAY)).toBe('Voided');
  });
});

describe('specStatus', () => {
  it("names the stored statuses in product §3's lookup words", () => {
    expect(specStatus({ status: 'Voided', expiresOn: null }, TODAY)).toBe('Inactive');
    expect(specStatus({ status: 'Used', expiresOn: null }, TODAY)).toBe('Redeemed');
    expect(specStatus({ status: 'Spent', expiresOn: null }, TODAY)).toBe('Redeemed');
    expect(specStatus({ status: 'Active', expiresOn: '2026-11-23' }, TODAY)).toBe('Expired');
    expect(specStatus({ status: 'Active', expiresOn: TODAY }, TODAY)).toBe('Active');
  });
});

describe('storeFileStatus', () => {
  it('names every stored status as one the store file accepts, and reads back to the same state', () => {
    for (const stored of CARD_STATUSES) expect(GIFT_CARD_STATUSES).toContain(storeFileStatus(stored));
    expect(storeFileStatus('Voided')).toBe('Inactive');
    expect(storeFileStatus('Used')).toBe('Redeemed');
    expect(statusFromStoreFile(storeFileStatus('Voided')).status).toBe('Voided');
    expect(statusFromStoreFile(storeFileStatus('Spent')).status).toBe('Spent');
    expect(statusFromStoreFile(storeFileStatus('Expired')).status).toBe('Expired');
  });
});

describe('statusFromStoreFile', () => {
  it('stores Inactive as Voided with a reason and Redeemed as Spent', () => {
    expect(statusFromStoreFile('Inactive')).toEqual({ status: 'Voided', voidedReason: 'Inactive when imported' });
    expect(statusFromStoreFile('Redeemed')).toEqual({ status: 'Spent', voidedReason: null });
    expect(statusFromStoreFile('Expired')).toEqual({ status: 'Expired', voidedReason: null });
    expect(statusFromStoreFile('Active')).toEqual({ status: 'Active', voidedReason: null });
  });

  it('stores an Inactive card marked as card stock as card stock, never voided', () => {
    expect(storeFileStatus('Inactive')).toBe('Inactive');
    expect(statusFromStoreFile('Inactive', true)).toEqual({ status: 'Inactive', voidedReason: null });
  });
});
