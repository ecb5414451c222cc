import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from './query-client';

/** A query function whose answers the test gives, one call at a time. */
function deferredCalls<T>() {
  const calls: Array<{ signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }> = [];
  const queryFn = vi.fn(
    ({ signal }: { signal: AbortSignal }) =>
      new Promise<T>((resolve, reject) => calls.push({ signal, resolve, reject })),
  );
  return { calls, queryFn };
}

afterEach(() => vi.useRealTimers());

describe('QueryClient', () => {
  it('keeps data set by hand as a fresh answer, and gives it back by key', () => {
    const client = new QueryClient();
    client.setQueryData(['product', 'classic'], { slug: 'classic' });
    expect(client.getQueryData(['product', 'classic'])).toEqual({ slug: 'classic' });
    expect(client.getQueryState(['product', 'classic'])).toMatchObject({
      status: 'success',
      fetchStatus: 'idle',
      error: null,
    });
    expect(client.getQueryState(['product', 'classic'])?.dataUpdatedAt).toBeGreaterThan(0);
    expect(client.getQueryData(['product', 'spa'])).toBeUndefined();
  });

  it('shares one call between fetches of the same key while it is under way', async () => {
    const client = new QueryClient();
    const { calls, queryFn } = deferredCalls<string>();
    const entry = client.entry(['products', '']);
    const first = client.fetch(entry, { queryFn });
    const second = client.fetch(client.entry(['products', '']), { queryFn });
    expect(second).toBe(first);
    expect(entry.state).toMatchObject({ status: 'pending', fetchStatus: 'fetching' });
    calls[0]!.resolve('catalogue');
    await first;
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(entry.state).toMatchObject({ status: 'success', fetchStatus: 'idle', data: 'catalogue' });

    void client.fetch(entry, { queryFn });
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('keeps a failure as the error, beside the data of an earlier answer, and never rejects', async () => {
    const client = new QueryClient();
    const entry = client.entry(['products', '']);
    await client.fetch(entry, { queryFn: () => Promise.reject(new Error('offline')) });
    expect(entry.state).toMatchObject({
      status: 'error',
      fetchStatus: 'idle',
      data: undefined,
      error: new Error('offline'),
    });

    client.setQueryData(['products', ''], ['classic']);
    await client.fetch(entry, { queryFn: () => Promise.reject(new Error('500')) });
    expect(entry.state).toMatchObject({ status: 'error', data: ['classic'], error: new Error('500') });
  });

  it('is pending again, its error gone, while it asks again without data', async () => {
    const client = new QueryClient();
    const entry = client.entry(['order-details', 'pi_1']);
    await client.fetch(entry, { queryFn: () => Promise.reject(new Error('first')) });
    const { calls, queryFn } = deferredCalls<string>();
    const again = client.fetch(entry, { queryFn });
    expect(entry.state).toMatchObject({ status: 'pending', fetchStatus: 'fetching', error: null });
    calls[0]!.resolve('order');
    await again;
    expect(entry.state).toMatchObject({ status: 'success', data: 'order' });
  });

  it('retries as the client’s rule says unless the query says otherwise', async () => {
    vi.useFakeTimers();
    const client = new QueryClient({ retry: (failureCount) => failureCount < 1 });
    const queryFn = vi.fn(() => Promise.reject(new Error('503')));
    const done = client.fetch(client.entry(['store-settings']), { queryFn });
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(queryFn).toHaveBeenCalledTimes(2);

    const once = vi.fn(() => Promise.reject(new Error('400')));
    await client.fetch(client.entry(['payment-intent']), { queryFn: once, retry: false });
    expect(once).toHaveBeenCalledTimes(1);
  });

  it('forgets a removed key, cancelling its call and dropping the answer', async () => {
    const client = new QueryClient();
    const { calls, queryFn } = deferredCalls<string>();
    client.setQueryData(['payment-intent', 'cart'], 'pi_old');
    const entry = client.entry(['payment-intent', 'cart']);
    const call = client.fetch(entry, { queryFn });
    client.removeQuery(['payment-intent', 'cart']);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(client.getQueryData(['payment-intent', 'cart'])).toBeUndefined();
    calls[0]!.resolve('pi_late');
    await call;
    expect(client.getQueryData(['payment-intent', 'cart'])).toBeUndefined();
  });

  it('cancels a call that took the signal when the last component showing it goes, and puts the entry back as it was', async () => {
    const client = new QueryClient();
    const { calls, queryFn } = deferredCalls<string>();
    const entry = client.entry(['products', 'Voucher']);
    const stopA = client.observe(entry, () => {}, 60_000);
    const stopB = client.observe(entry, () => {}, 60_000);
    const call = client.fetch(entry, { queryFn });
    stopA();
    expect(calls[0]!.signal.aborted).toBe(false);
    stopB();
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(entry.state).toMatchObject({ status: 'pending', fetchStatus: 'idle', data: undefined });
    calls[0]!.reject(new Error('Request aborted'));
    await call;
    expect(entry.state).toMatchObject({ status: 'pending', fetchStatus: 'idle', error: null });
  });

  it('lets a call that did not take the signal finish when nobody shows it: its answer is kept', async () => {
    const client = new QueryClient();
    let answer: (value: string) => void = () => {};
    const entry = client.entry(['payment-intent', 'cart']);
    const stop = client.observe(entry, () => {}, 60_000);
    const call = client.fetch(entry, { queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
    stop();
    answer('pi_1');
    await call;
    expect(entry.state).toMatchObject({ status: 'success', data: 'pi_1' });
  });

  it('removes an entry nobody has shown for gcTime, and keeps one with an infinite gcTime', async () => {
    vi.useFakeTimers();
    const client = new QueryClient({ gcTime: 1000 });
    client.setQueryData(['products', ''], ['classic']);
    client.setQueryData(['store-settings'], { company: 'Harbor' });
    client.observe(client.entry(['products', '']), () => {}, 1000)();
    client.observe(client.entry(['store-settings']), () => {}, Number.POSITIVE_INFINITY)();
    await vi.advanceTimersByTimeAsync(999);
    expect(client.getQueryData(['products', ''])).toEqual(['classic']);

    const stop = client.observe(client.entry(['products', '']), () => {}, 1000);
    await vi.advanceTimersByTimeAsync(5000);
    expect(client.getQueryData(['products', ''])).toEqual(['classic']);
    stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(client.getQueryData(['products', ''])).toBeUndefined();
    expect(client.getQueryData(['store-settings'])).toEqual({ company: 'Harbor' });
  });

  it('tells the components showing a key about each change', async () => {
    const client = new QueryClient();
    const listener = vi.fn();
    const entry = client.entry(['products', '']);
    client.observe(entry, listener, 60_000);
    await client.fetch(entry, { queryFn: async () => 'catalogue' });
    expect(listener).toHaveBeenCalledTimes(2);
    client.setQueryData(['products', ''], 'edited');
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
