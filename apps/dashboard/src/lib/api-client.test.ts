import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/render';
import { z } from 'zod';
import {
  ApiError,
  apiDelete,
  apiGet,
  apiPost,
  errorMessage,
  NETWORK_ERROR,
  parsed,
  UNREADABLE_ANSWER,
} from './api-client';

afterEach(() => vi.unstubAllGlobals());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('the dashboard API client', () => {
  it('sends JSON to the same origin with the session cookie, and returns the JSON answer', async () => {
    const calls = stubFetch(() => ({ status: 201, body: { id: 'k1' } }));
    await expect(apiPost('/api/admin/api-keys', { name: 'Till' })).resolves.toEqual({ id: 'k1' });
    expect(calls).toEqual([{ url: '/api/admin/api-keys', method: 'POST', body: { name: 'Till' } }]);
    const init = vi.mocked(fetch).mock.calls[0]![1]!;
    expect(init.credentials).toBe('same-origin');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('sends the extra headers a call asks for, such as an Idempotency-Key', async () => {
    stubFetch(() => ({ status: 201, body: {} }));
    await apiPost('/api/admin/gift-cards/g1/redemptions', { amount: 5 }, { 'idempotency-key': 'k-1' });
    const init = vi.mocked(fetch).mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>)['idempotency-key']).toBe('k-1');
  });

  it('gives nothing back for a 204', async () => {
    stubFetch(() => ({ status: 204 }));
    await expect(apiDelete('/api/admin/api-keys/k1')).resolves.toBeUndefined();
  });

  it("fails with the server's message, its status and the wait of a 429", async () => {
    stubFetch(() => ({
      status: 429,
      body: { message: 'Too many failed sign-ins. Try again in 15 minutes.' },
      headers: { 'retry-after': '840' },
    }));
    const error = await failure(apiPost('/api/admin/session', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Too many failed sign-ins. Try again in 15 minutes.',
      status: 429,
      retryAfterSeconds: 840,
    });
  });

  it('checks an answer against its schema instead of casting it', async () => {
    const staff = z.array(z.object({ id: z.string(), email: z.string() }));
    stubFetch(() => ({ status: 200, body: [{ id: 'u1', email: 'sam@example.com', secret: 'x' }] }));
    await expect(apiGet('/api/admin/staff').then(parsed(staff))).resolves.toEqual([
      { id: 'u1', email: 'sam@example.com' },
    ]);

    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => ({ status: 200, body: [{ id: 1 }] }));
    const error = await failure(apiGet('/api/admin/staff').then(parsed(staff)));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: UNREADABLE_ANSWER, status: 0 });
    expect(errorMessage(error)).toBe(UNREADABLE_ANSWER);
  });

  it("keeps a refusal's problems by field", async () => {
    stubFetch(() => ({ status: 400, body: { message: 'body.name: Keep this to 80 characters or fewer.' } }));
    const error = await failure(apiPost('/api/admin/api-keys', { name: 'x'.repeat(81) }));
    expect(error.fieldErrors).toEqual({ name: 'Keep this to 80 characters or fewer.' });
    expect(errorMessage(error)).toBe('Keep this to 80 characters or fewer.');
  });

  it('falls back to the status when the answer has no message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    const error = await failure(apiGet('/api/admin/staff'));
    expect(error.message).toBe('502 Bad Gateway');
  });

  it('says the server could not be reached when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await failure(apiGet('/api/admin/staff'));
    expect(error).toMatchObject({ message: NETWORK_ERROR, status: 0 });
    expect(errorMessage(error)).toBe(NETWORK_ERROR);
    expect(errorMessage(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});
