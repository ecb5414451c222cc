import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { shouldRetry } from './should-retry';

describe('the default retry rule', () => {
  it('retries a server error or a dropped connection once', () => {
    expect(shouldRetry(0, new ApiError('503 Service Unavailable', 503))).toBe(true);
    expect(shouldRetry(0, new ApiError('offline', 0))).toBe(true);
    expect(shouldRetry(1, new ApiError('503 Service Unavailable', 503))).toBe(false);
  });

  it('does not retry a 4xx, an aborted call or a malformed answer', () => {
    expect(shouldRetry(0, new ApiError('404 Not Found', 404))).toBe(false);
    expect(shouldRetry(0, new ApiError('Request aborted', 0, { aborted: true }))).toBe(false);
    expect(shouldRetry(0, new Error('The store settings are empty'))).toBe(false);
  });
});
