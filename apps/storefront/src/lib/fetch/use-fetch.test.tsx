import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { useFetch, withKnownData, type FetchOptions, type FetchResult } from './use-fetch';

interface Deferred<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
  signal: AbortSignal;
}

/** A fetcher whose calls the test answers one by one. */
function deferredCalls<T>() {
  const calls: Array<Deferred<T>> = [];
  const fetcher = vi.fn(
    ({ signal }: { signal: AbortSignal }) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ resolve, reject, signal });
      }),
  );
  return { calls, fetcher };
}

// StrictMode at the root, as the app renders (under Preact, decision 0260, it adds no second run of effects).
function renderFetch<T>(options: FetchOptions<T>) {
  return renderHook((props: FetchOptions<T>) => useFetch(props), { initialProps: options, reactStrictMode: true });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useFetch', () => {
  it('is pending and fetching from its first render, then shows the answer', async () => {
    const { calls, fetcher } = deferredCalls<string>();
    const { result } = renderFetch({ key: 'products', fetcher });
    expect(result.current).toMatchObject({ status: 'pending', isPending: true, isFetching: true, data: undefined });
    act(() => calls.at(-1)!.resolve('catalogue'));
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current).toMatchObject({ isPending: false, isError: false, isFetching: false, data: 'catalogue' });
  });

  it('shows a failure as the error, and asks again on refetch, pending meanwhile without data', async () => {
    const { calls, fetcher } = deferredCalls<string>();
    const { result } = renderFetch({ key: 'order', fetcher, retry: false });
    const refused = new ApiError('404 Not Found', 404);
    act(() => calls.at(-1)!.reject(refused));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({ isError: true, error: refused, data: undefined, isFetching: false });

    let again: Promise<void> = Promise.resolve();
    act(() => {
      again = result.current.refetch();
    });
    expect(result.current).toMatchObject({ status: 'pending', error: null, isFetching: true });
    await act(async () => {
      calls.at(-1)!.resolve('order');
      await again;
    });
    expect(result.current).toMatchObject({ status: 'success', data: 'order' });
  });

  it('keeps the answer shown while a refetch runs, and a failed refetch keeps it beside the error', async () => {
    const { calls, fetcher } = deferredCalls<string>();
    const { result } = renderFetch({ key: 'gifts', fetcher, retry: false });
    act(() => calls.at(-1)!.resolve('two gifts'));
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => void result.current.refetch());
    expect(result.current).toMatchObject({ status: 'success', data: 'two gifts', isFetching: true });
    act(() => calls.at(-1)!.reject(new Error('offline')));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.data).toBe('two gifts');
  });

  it('asks nothing for a null key', () => {
    const fetcher = vi.fn(() => Promise.resolve('never'));
    const { result } = renderFetch<string>({ key: null, fetcher });
    expect(fetcher).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ status: 'pending', isFetching: false });
  });

  it('asks again for another key, cancelling the call for the old one, whose late answer is never shown', async () => {
    const { calls, fetcher } = deferredCalls<string>();
    const { result, rerender } = renderFetch({ key: 'GiftCard', fetcher });
    const first = calls.at(-1)!;
    rerender({ key: 'Voucher', fetcher });
    expect(first.signal.aborted).toBe(true);
    expect(result.current).toMatchObject({ status: 'pending', isFetching: true });
    act(() => first.resolve('gift cards'));
    act(() => calls.at(-1)!.resolve('vouchers'));
    await waitFor(() => expect(result.current.data).toBe('vouchers'));
  });

  it('retries as the rule says, pending throughout', async () => {
    vi.useFakeTimers();
    const fetcher = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError('503 Service Unavailable', 503))
      .mockResolvedValueOnce('settings');
    const { result } = renderHook(() => useFetch({ key: 'store-settings', fetcher }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(999);
    });
    expect(result.current.status).toBe('pending');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(result.current).toMatchObject({ status: 'success', data: 'settings' });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('shows data set from elsewhere, and after reset asks again', async () => {
    const { calls, fetcher } = deferredCalls<string>();
    const { result } = renderFetch({ key: 'intent', fetcher });
    act(() => calls.at(-1)!.resolve('pi_1'));
    await waitFor(() => expect(result.current.data).toBe('pi_1'));
    act(() => result.current.setData('pi_2'));
    expect(result.current).toMatchObject({ status: 'success', data: 'pi_2' });
    const before = fetcher.mock.calls.length;
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ status: 'pending', isFetching: true });
    expect(fetcher.mock.calls.length).toBeGreaterThan(before);
    act(() => calls.at(-1)!.resolve('pi_3'));
    await waitFor(() => expect(result.current.data).toBe('pi_3'));
  });

  it('makes one call that does not take the signal, and cancels one that does when its screen goes', async () => {
    const untaken = vi.fn(() => Promise.resolve('pi_1'));
    const once = renderFetch({ key: 'intent', fetcher: untaken });
    await waitFor(() => expect(once.result.current.data).toBe('pi_1'));
    expect(untaken).toHaveBeenCalledTimes(1);

    const { calls, fetcher } = deferredCalls<string>();
    const gone = renderFetch({ key: 'products', fetcher });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.signal.aborted).toBe(false);
    gone.unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('has no side effect while rendering: a render that is thrown away calls nothing and changes nothing', () => {
    const fetcher = vi.fn(() => Promise.resolve('catalogue'));
    const seen: Array<FetchResult<string>> = [];
    function Probe() {
      seen.push(useFetch({ key: 'products', fetcher }));
      return null;
    }
    // The server renders without effects: what the render alone does.
    renderToString(
      <StrictMode>
        <Probe />
        <Probe />
      </StrictMode>,
    );
    expect(fetcher).not.toHaveBeenCalled();
    expect(seen.length).toBeGreaterThanOrEqual(2);
    for (const result of seen) expect(result).toMatchObject({ status: 'pending', isFetching: true });
  });

  it('shows data at hand as an answer, asking nothing', () => {
    const fetcher = vi.fn(() => Promise.resolve(['asked']));
    const { result } = renderHook(() => {
      const live = useFetch({ key: null, fetcher });
      return withKnownData(['from the page'], live);
    });
    expect(result.current).toMatchObject({ status: 'success', data: ['from the page'], isFetching: false });
    expect(fetcher).not.toHaveBeenCalled();
  });
});
