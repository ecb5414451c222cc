import { describe, expect, it } from 'vitest';
import { paymentIntentFromQuery } from './payment-intent-param';

describe('paymentIntentFromQuery', () => {
  it('reads payment_intent', () => {
    expect(paymentIntentFromQuery(new URLSearchParams('payment_intent=pi_sb_123'))).toBe('pi_sb_123');
  });

  it("reads Stripe's redirect after confirmPayment", () => {
    const search = new URLSearchParams(
      'payment_intent=pi_3Abc&payment_intent_client_secret=pi_3Abc_secret_x&redirect_status=succeeded',
    );
    expect(paymentIntentFromQuery(search)).toBe('pi_3Abc');
  });

  it('accepts paymentIntentId too', () => {
    expect(paymentIntentFromQuery(new URLSearchParams('paymentIntentId=po_1'))).toBe('po_1');
  });

  it('is null when missing or blank', () => {
    expect(paymentIntentFromQuery(new URLSearchParams(''))).toBeNull();
    expect(paymentIntentFromQuery(new URLSearchParams('payment_intent=%20'))).toBeNull();
  });
});
