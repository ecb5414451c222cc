import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCheckoutDraft, writeCheckoutDraft } from './checkout-draft';
import { checkoutDraftKey, clearCheckoutDraft } from './draft-storage';

const KEY = checkoutDraftKey('acme.localhost:3000');
const form = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '',
  mobileNumber: '+447400123456',
  shipToName: 'Charles Babbage',
  company: '',
  address: '12 Analytical Row',
  apartment: 'Flat 3',
  city: 'London',
  region: '',
  postalCode: 'SW1A 1AA',
  country: 'GB',
  marketingOptIn: true,
  deliveryMode: 'physical' as const,
  shippingOptionId: 'uk-post',
};

beforeEach(() => {
  window.sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('the kept checkout form', () => {
  it('keeps the details, the delivery choice and the discount codes per store, in sessionStorage', () => {
    writeCheckoutDraft({ form, discountCodes: ['SAVE10'], giftCardEndings: ['0020'] }, window.sessionStorage, KEY);
    expect(readCheckoutDraft(window.sessionStorage, KEY)).toEqual({
      version: 1,
      form,
      discountCodes: ['SAVE10'],
      giftCardEndings: ['0020'],
    });
    expect(readCheckoutDraft(window.sessionStorage, checkoutDraftKey('other.localhost:3000'))).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it('never writes card data or anything else the draft does not name', () => {
    const withCard = { ...form, cardNumber: '4242 4242 4242 4242', cvc: '123' };
    writeCheckoutDraft({ form: withCard, discountCodes: [], giftCardEndings: [] } as never, window.sessionStorage, KEY);
    const stored = window.sessionStorage.getItem(KEY)!;
    expect(stored).not.toContain('4242');
    expect(stored).not.toContain('cvc');
  });

  it('ignores and removes a draft that is not JSON, of another version, or without a form', () => {
    for (const raw of [
      '{"version":1,"form":',
      JSON.stringify({ version: 2, form, discountCodes: [], giftCardEndings: [] }),
      JSON.stringify({ version: 1, form: 'Ada' }),
    ]) {
      window.sessionStorage.setItem(KEY, raw);
      expect(readCheckoutDraft(window.sessionStorage, KEY)).toBeNull();
      expect(window.sessionStorage.getItem(KEY)).toBeNull();
    }
  });

  it('reads a field that is not what it should be as empty, and keeps the rest', () => {
    const odd = {
      ...form,
      email: 42,
      country: 'GBR',
      deliveryMode: 'drone',
      shippingOptionId: ['uk-post'],
      marketingOptIn: 'yes',
    };
    window.sessionStorage.setItem(
      KEY,
      JSON.stringify({
        version: 1,
        form: odd,
        discountCodes: ['SAVE10', 7, '', 'X'.repeat(65)],
        giftCardEndings: ['0020', 'LANT-PHON-CHIP-0020', 20],
      }),
    );
    expect(readCheckoutDraft(window.sessionStorage, KEY)).toEqual({
      version: 1,
      form: { ...form, email: '', country: '', deliveryMode: 'digital', shippingOptionId: null, marketingOptIn: false },
      discountCodes: ['SAVE10'],
      // Never more of a gift card's code than its last four.
      giftCardEndings: ['0020'],
    });
  });

  it('is forgotten once the order is placed', () => {
    writeCheckoutDraft({ form, discountCodes: [], giftCardEndings: [] }, window.sessionStorage, KEY);
    clearCheckoutDraft(window.sessionStorage, KEY);
    expect(readCheckoutDraft(window.sessionStorage, KEY)).toBeNull();
  });

  it('does without storage, and survives storage that refuses to write', () => {
    expect(readCheckoutDraft(null, KEY)).toBeNull();
    writeCheckoutDraft({ form, discountCodes: [], giftCardEndings: [] }, null, KEY);
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => writeCheckoutDraft({ form, discountCodes: [], giftCardEndings: [] }, full, KEY)).not.toThrow();
    expect(console.warn).toHaveBeenCalled();
  });
});
