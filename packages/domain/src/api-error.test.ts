import { describe, expect, it } from 'vitest';
import { ApiError, errorBody, fieldErrorsOf, isApiError } from './api-error';

describe('ApiError', () => {
  it('keeps the status, the body, the wait of a 429 and whether the caller gave up', () => {
    const error = new ApiError('Too many sign-ins.', 429, {
      body: { message: 'Too many sign-ins.' },
      retryAfterSeconds: 60,
    });
    expect(error).toBeInstanceOf(Error);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ name: 'ApiError', status: 429, retryAfterSeconds: 60, aborted: false });
    expect(error.body).toEqual({ message: 'Too many sign-ins.' });
    expect(new ApiError('Request aborted', 0, { aborted: true })).toMatchObject({
      status: 0,
      aborted: true,
      body: null,
    });
  });

  it("reads the server's problems by field from a refusal of bad input", () => {
    const error = new ApiError('x', 400, {
      body: { message: 'body.amount: Enter 1 or more.; body.customer.email: Enter an email address.; query.page: No.' },
    });
    expect(error.fieldErrors).toEqual({ amount: 'Enter 1 or more.', 'customer.email': 'Enter an email address.' });
    expect(fieldErrorsOf({ message: 'This order was shipped already.' })).toEqual({});
    expect(fieldErrorsOf(null)).toEqual({});
  });

  it('keeps only a JSON object as the body', () => {
    expect(errorBody({ message: 'm' })).toEqual({ message: 'm' });
    expect(errorBody('<html>')).toBeNull();
    expect(errorBody([1])).toBeNull();
    expect(errorBody(undefined)).toBeNull();
  });
});
