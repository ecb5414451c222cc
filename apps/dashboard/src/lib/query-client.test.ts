import { describe, expect, it } from 'vitest';
import { OWNER } from '@/test/render';
import { ApiError, UNREADABLE_ANSWER } from './api-client';
import { createQueryClient, shouldRetry } from './query-client';
import { SESSION_QUERY_KEY } from './session';

describe('the query client', () => {
  it('retries a dropped connection or a server error once, never a refusal', () => {
    expect(shouldRetry(0, new ApiError('down', 0))).toBe(true);
    expect(shouldRetry(0, new ApiError('boom', 503))).toBe(true);
    expect(shouldRetry(1, new ApiError('boom', 503))).toBe(false);
    expect(shouldRetry(0, new ApiError('no', 403))).toBe(false);
  });

  it('does not ask again for an answer that did not match its schema: it would come back the same', () => {
    expect(shouldRetry(0, new ApiError(UNREADABLE_ANSWER, 0))).toBe(false);
  });

  it('takes a person whose session ended (any 401) back to signing in, forgetting what they loaded', async () => {
    const client = createQueryClient();
    client.setQueryData(SESSION_QUERY_KEY, OWNER);
    client.setQueryData(['staff'], { staff: [] });
    await client
      .fetchQuery({
        queryKey: ['api-keys'],
        queryFn: () => Promise.reject(new ApiError('Sign in to continue.', 401)),
      })
      .catch(() => undefined);
    expect(client.getQueryData(SESSION_QUERY_KEY)).toBeNull();
    expect(client.getQueryData(['staff'])).toBeUndefined();
  });
});
