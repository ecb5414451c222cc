import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { PENDING_RETRIES, shouldAskAgain } from './use-order-details';

describe('asking again for the order', () => {
  it("asks again while the payment is 'not completed' (the webhook may lag)", () => {
    const pending = new ApiError('Payment not completed', 409, { body: { message: 'Payment not completed' } });
    expect(shouldAskAgain(1, pending)).toBe(true);
    expect(shouldAskAgain(PENDING_RETRIES, pending)).toBe(false);
  });

  it('does not ask again for an unknown order or a bad request', () => {
    expect(shouldAskAgain(0, new ApiError('Order not found', 404))).toBe(false);
    expect(shouldAskAgain(0, new ApiError('Missing payment intent ID.', 400))).toBe(false);
  });

  it('asks once more after a dropped connection or a server error', () => {
    expect(shouldAskAgain(0, new ApiError('x', 0))).toBe(true);
    expect(shouldAskAgain(1, new ApiError('x', 502))).toBe(false);
  });
});
