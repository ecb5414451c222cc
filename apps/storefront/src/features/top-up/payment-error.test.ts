import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { paymentErrorMessage } from './payment-error';

describe('paymentErrorMessage', () => {
  it("shows a refusal's own sentence", () => {
    expect(paymentErrorMessage(new ApiError('Your card was declined.', 402))).toBe('Your card was declined.');
    expect(paymentErrorMessage(new ApiError('This gift card has expired and cannot be topped up.', 400))).toBe(
      'This gift card has expired and cannot be topped up.',
    );
  });

  it('gives the generic text for server failures and lost connections', () => {
    expect(paymentErrorMessage(new ApiError('500 Internal Server Error', 500))).toBe('An error occurred during payment processing');
    expect(paymentErrorMessage(new ApiError('Could not reach the store.', 0))).toBe('An error occurred during payment processing');
  });

  it('shows a plain Error written for the shopper, but never the text of a bug', () => {
    expect(paymentErrorMessage(new Error('Authentication was cancelled. Please try again.'))).toBe('Authentication was cancelled. Please try again.');
    expect(paymentErrorMessage(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe('An error occurred during payment processing');
  });
});
