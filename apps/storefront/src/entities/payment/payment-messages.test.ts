import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { paymentFailureMessage, PaymentProblem } from './payment-messages';

describe('paymentFailureMessage', () => {
  it("shows the card's or server's own message", () => {
    expect(paymentFailureMessage(new ApiError('x', 402, { body: { message: 'Your card was declined.' } }))).toBe(
      'Your card was declined.',
    );
  });

  it("says 'An error occurred during payment processing' when the server sent no message", () => {
    expect(paymentFailureMessage(new ApiError('502 Bad Gateway', 502))).toBe(
      'An error occurred during payment processing',
    );
  });

  it("says 'An unexpected error occurred' for anything else", () => {
    expect(paymentFailureMessage(new TypeError('x is undefined'))).toBe('An unexpected error occurred');
  });

  it('passes a payment problem through', () => {
    expect(paymentFailureMessage(new PaymentProblem('Payment validation failed'))).toBe('Payment validation failed');
  });
});
