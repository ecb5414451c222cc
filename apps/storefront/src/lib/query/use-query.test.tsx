import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from './query-client';
import { QueryClientProvider } from './query-client-context';
import { useQuery, type QueryOptions } from './use-query';

/** A query function whose answers the test gives, one call at a time. */
function server<T>() {
  const calls: Array<{ signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }> = [];
  const queryFn = vi.fn(
    ({ signal }: { signal: AbortSignal }) =>
      new Promise<T>((resolve, reject) => calls.push({ signal, resolve, reject })),
  );
  return { calls, queryFn };
}

function renderQuery<T, P = undefined>(
  client: QueryClient,
  options: (props: P) => QueryOptions<T>,
  initialProps?: NoInfer<P>,
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook((props: P) => useQuery(options(props)), { wrapper, initialProps: initialProps as P });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useQuery', () => {
  it('shows fresh cached data at once and does not ask again', () => {
    const client = new QueryClient({ staleTime: 60_000 });
    client.setQueryData(['products', ''], ['classic']);
    const { queryFn } = server<string[]>();
    const { result } = renderQuery(client, () => ({ queryKey: ['products', ''], queryFn }));
    expect(result.current).toMatchObject({
      status: 'success',
      fetchStatus: 'idle',
      data: ['classic'],
      isPending: false,
      isError: false,
      isPlaceholderData: false,
    });
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('shows stale data while it asks again, as fetching from the first render, then the new answer', async () => {
    const client = new QueryClient({ staleTime: 60_000 });
    client.setQueryData(['products', ''], ['old']);
    const { calls, queryFn } = server<string[]>();
    const { result } = renderQuery(client, () => ({ queryKey: ['products', ''], queryFn, staleTime: 0 }));
    expect(result.current).toMatchObject({
      status: 'success',
      fetchStatus: 'fetching',
      data: ['old'],
      isFetchedAfterMount: false,
    });
    expect(queryFn).toHaveBeenCalledTimes(1);
    act(() => calls[0]!.resolve(['new']));
    await waitFor(() =>
      expect(result.current).toMatchObject({
        status: 'success',
        fetchStatus: 'idle',
        data: ['new'],
        isFetchedAfterMount: true,
      }),
    );
  });

  it('is pending without data, then has the answer', async () => {
    const client = new QueryClient();
    const { calls, queryFn } = server<string>();
    const { result } = renderQuery(client, () => ({ queryKey: ['product', 'classic'], queryFn }));
    expect(result.current).toMatchObject({
      status: 'pending',
      isPending: true,
      fetchStatus: 'fetching',
      data: undefined,
    });
    act(() => calls[0]!.resolve('Classic card'));
    await waitFor(() =>
      expect(result.current).toMatchObject({ status: 'success', isPending: false, data: 'Classic card', error: null }),
    );
    expect(calls[0]!.signal.aborted).toBe(false);
  });

  it('asks once for the components that show the same key together', async () => {
    const client = new QueryClient();
    const { calls, queryFn } = server<string[]>();
    function Names() {
      const { data } = useQuery({ queryKey: ['products', ''], queryFn });
      return <p>{data?.join(', ') ?? 'loading'}</p>;
    }
    render(
      <QueryClientProvider client={client}>
        <Names />
        <Names />
      </QueryClientProvider>,
    );
    expect(queryFn).toHaveBeenCalledTimes(1);
    act(() => calls[0]!.resolve(['classic', 'spa']));
    expect(await screen.findAllByText('classic, spa')).toHaveLength(2);
  });

  it('surfaces a failure as error and isError, and refetch asks again, pending meanwhile', async () => {
    const client = new QueryClient();
    const { calls, queryFn } = server<string>();
    const { result } = renderQuery(client, () => ({ queryKey: ['order-details', 'pi_1'], queryFn }));
    act(() => calls[0]!.reject(new Error('404 Not Found')));
    await waitFor(() =>
      expect(result.current).toMatchObject({
        status: 'error',
        isError: true,
        isPending: false,
        error: new Error('404 Not Found'),
        fetchStatus: 'idle',
      }),
    );
    expect(queryFn).toHaveBeenCalledTimes(1);

    act(() => void result.current.refetch());
    expect(result.current).toMatchObject({ status: 'pending', isError: false, error: null });
    act(() => calls[1]!.resolve('order'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'order' }));
  });

  it('retries by the retry rule, pending all the while, and shows the last failure', async () => {
    const client = new QueryClient({ retry: (failureCount) => failureCount < 1 });
    const { calls, queryFn } = server<string>();
    const { result } = renderQuery(client, () => ({ queryKey: ['store-settings'], queryFn, retryDelay: 20 }));
    act(() => calls[0]!.reject(new Error('503 Service Unavailable')));
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
    expect(result.current).toMatchObject({ isPending: true, fetchStatus: 'fetching' });
    act(() => calls[1]!.reject(new Error('502 Bad Gateway')));
    await waitFor(() => expect(result.current).toMatchObject({ isError: true, error: new Error('502 Bad Gateway') }));
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('asks nothing while disabled, and asks once enabled', () => {
    const client = new QueryClient();
    const { queryFn } = server<string>();
    const { result, rerender } = renderQuery(
      client,
      (enabled: boolean) => ({ queryKey: ['product', 'classic'], queryFn, enabled }),
      false,
    );
    expect(result.current).toMatchObject({ status: 'pending', fetchStatus: 'idle' });
    expect(queryFn).not.toHaveBeenCalled();
    rerender(true);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(result.current.fetchStatus).toBe('fetching');
  });

  it('keeps the previous key’s data as placeholder while the new key loads', async () => {
    const client = new QueryClient();
    client.setQueryData(['products', 'GiftCard'], ['classic']);
    const { calls, queryFn } = server<string[]>();
    const { result, rerender } = renderQuery(
      client,
      (type: string) => ({ queryKey: ['products', type], queryFn, keepPreviousData: true, staleTime: 60_000 }),
      'GiftCard',
    );
    expect(result.current).toMatchObject({ data: ['classic'], isPlaceholderData: false });
    rerender('Voucher');
    expect(result.current).toMatchObject({
      status: 'success',
      isPending: false,
      data: ['classic'],
      isPlaceholderData: true,
      fetchStatus: 'fetching',
    });
    act(() => calls[0]!.resolve(['spa']));
    await waitFor(() => expect(result.current).toMatchObject({ data: ['spa'], isPlaceholderData: false }));
  });

  it('shows no placeholder without keepPreviousData', () => {
    const client = new QueryClient({ staleTime: 60_000 });
    client.setQueryData(['product', 'classic'], 'Classic card');
    const { queryFn } = server<string>();
    const { result, rerender } = renderQuery(
      client,
      (slug: string) => ({ queryKey: ['product', slug], queryFn }),
      'classic',
    );
    rerender('spa');
    expect(result.current).toMatchObject({ status: 'pending', data: undefined, isPlaceholderData: false });
  });

  it('cancels its call when the component goes, and asks afresh when one shows the key again', () => {
    const client = new QueryClient();
    const { calls, queryFn } = server<string>();
    const first = renderQuery(client, () => ({ queryKey: ['order-details', 'pi_1'], queryFn }));
    first.unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
    const second = renderQuery(client, () => ({ queryKey: ['order-details', 'pi_1'], queryFn }));
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(second.result.current.isPending).toBe(true);
  });

  it('fetches again after its key was removed and the component renders again', async () => {
    const client = new QueryClient();
    let n = 0;
    const queryFn = vi.fn(async () => `pi_${++n}`);
    const { result, rerender } = renderQuery(client, () => ({
      queryKey: ['payment-intent'],
      queryFn,
      staleTime: Number.POSITIVE_INFINITY,
    }));
    await waitFor(() => expect(result.current.data).toBe('pi_1'));
    client.removeQuery(['payment-intent']);
    rerender();
    await waitFor(() => expect(result.current.data).toBe('pi_2'));
  });

  it('renders the seeded cache on the server, and the browser hydrates the same markup without asking', async () => {
    const seeded = () => {
      const client = new QueryClient({ staleTime: 60_000 });
      client.setQueryData(['products', ''], ['classic', 'spa']);
      return client;
    };
    const { queryFn } = server<string[]>();
    function Listing() {
      const products = useQuery({ queryKey: ['products', ''], queryFn });
      const product = useQuery({ queryKey: ['product', 'unknown'], queryFn });
      return (
        <p>
          {products.isPending ? 'loading' : products.data?.join(', ')} / {product.isPending ? 'loading' : 'found'}
        </p>
      );
    }
    const html = renderToString(
      <QueryClientProvider client={seeded()}>
        <Listing />
      </QueryClientProvider>,
    );
    expect(html).toContain('classic, spa');
    expect(html).toContain('loading');
    expect(queryFn).not.toHaveBeenCalled();

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <QueryClientProvider client={seeded()}>
          <Listing />
        </QueryClientProvider>,
        { onRecoverableError },
      );
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('classic, spa / loading');
    expect(queryFn).toHaveBeenCalledTimes(1);
    container.remove();
  });
});
