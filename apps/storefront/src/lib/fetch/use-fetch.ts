import { useCallback, useEffect, useRef, useState } from 'react';
import { withRetries, type Retry } from './retry';
import { shouldRetry } from './should-retry';

export interface FetchOptions<T> {
  /** What is asked for, as text; null asks for nothing. Another key asks again. */
  key: string | null;
  /** Given the call's signal: a fetcher that takes it is cancelled when its key is no longer shown; one that does not is let finish. */
  fetcher: (context: { signal: AbortSignal }) => Promise<T>;
  /** By default a dropped connection or a server error is asked again once (`shouldRetry`). */
  retry?: Retry;
  /** Milliseconds between attempts; by default a back-off from 1 s. */
  retryDelay?: number;
}

/** What a component shows: the status says whether `data` and `error` are there. */
export type FetchResult<T> = {
  /** A call for this key is under way (the first one, or a refetch). */
  isFetching: boolean;
  /** Asks again now; resolves once the answer (or the failure) is shown. */
  refetch: () => Promise<void>;
  /** An answer that came another way (a replaced payment intent), shown from now. */
  setData: (data: T) => void;
  /** Forgets what is shown and, if the key is still asked for, asks again. */
  reset: () => void;
} & (
  | { status: 'pending'; isPending: true; isError: false; data: undefined; error: null }
  | { status: 'error'; isPending: false; isError: true; data: T | undefined; error: unknown }
  | { status: 'success'; isPending: false; isError: false; data: T; error: null }
);

/** The last answer or failure, for one key and one reset generation. */
interface Shown<T> {
  key: string | null;
  generation: number;
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
  fetching: boolean;
}

interface Call {
  key: string;
  generation: number;
  controller: AbortController;
  /** Only a fetcher that took the signal is cancelled when nobody shows its key. */
  signalTaken: boolean;
  settled: boolean;
  /** Whether the component still wants this call's answer. */
  live: boolean;
  promise: Promise<void>;
}

const nothingShown: Shown<never> = {
  key: null,
  generation: -1,
  status: 'pending',
  data: undefined,
  error: null,
  fetching: false,
};

function resultOf<T>(shown: Shown<T>, actions: Pick<FetchResult<T>, 'refetch' | 'setData' | 'reset'>): FetchResult<T> {
  const isFetching = shown.fetching;
  if (shown.status === 'success')
    return {
      ...actions,
      isFetching,
      status: 'success',
      isPending: false,
      isError: false,
      data: shown.data as T,
      error: null,
    };
  if (shown.status === 'error')
    return {
      ...actions,
      isFetching,
      status: 'error',
      isPending: false,
      isError: true,
      data: shown.data,
      error: shown.error,
    };
  return { ...actions, isFetching, status: 'pending', isPending: true, isError: false, data: undefined, error: null };
}

/**
 * One live API call for this component: asked when it mounts and whenever the key changes, its
 * answer kept in the component's state. Nothing is cached or shared, and rendering only reads:
 * the call starts, and its answer is stored, in effects and event handlers. A key the component
 * has no answer for yet shows as pending and fetching from its first render (on the server too).
 */
export function useFetch<T>({ key, fetcher, retry = shouldRetry, retryDelay }: FetchOptions<T>): FetchResult<T> {
  const [generation, setGeneration] = useState(0);
  const [shown, setShown] = useState<Shown<T>>(nothingShown);
  const call = useRef<Call | null>(null);
  const latest = useRef({ fetcher, retry, retryDelay });
  useEffect(() => {
    latest.current = { fetcher, retry, retryDelay };
  });

  const start = useCallback((forKey: string, forGeneration: number): Promise<void> => {
    const under = call.current;
    // StrictMode's second effect, or a refetch while the first call runs: the same call.
    if (under && !under.settled && !under.controller.signal.aborted)
      if (under.key === forKey && under.generation === forGeneration) {
        under.live = true;
        return under.promise;
      }
    const controller = new AbortController();
    const current: Call = {
      key: forKey,
      generation: forGeneration,
      controller,
      signalTaken: false,
      settled: false,
      live: true,
      promise: Promise.resolve(),
    };
    const context = {
      get signal() {
        current.signalTaken = true;
        return controller.signal;
      },
    };
    call.current = current;
    const settle = (next: Pick<Shown<T>, 'status' | 'data' | 'error'>) => {
      current.settled = true;
      if (call.current !== current || !current.live) return;
      setShown((before) => {
        const same = before.key === forKey && before.generation === forGeneration;
        const data = next.status === 'success' ? next.data : same ? before.data : undefined;
        return { key: forKey, generation: forGeneration, ...next, data, fetching: false };
      });
    };
    const { fetcher: ask, retry: rule, retryDelay: delay } = latest.current;
    current.promise = withRetries(() => ask(context), rule, delay, controller.signal).then(
      (data) => settle({ status: 'success', data, error: null }),
      (error: unknown) => settle({ status: 'error', data: undefined, error }),
    );
    return current.promise;
  }, []);

  useEffect(() => {
    if (key === null) return;
    void start(key, generation);
    const current = call.current;
    return () => {
      if (!current) return;
      current.live = false;
      if (current.signalTaken) current.controller.abort();
    };
  }, [key, generation, start]);

  const isCurrent = shown.key === key && shown.generation === generation;

  const refetch = useCallback(() => {
    if (key === null) return Promise.resolve();
    setShown((before) => {
      if (before.key !== key || before.generation !== generation) return before;
      // Without data to show meanwhile it is pending again, its error gone.
      return before.data === undefined
        ? { ...before, status: 'pending', error: null, fetching: true }
        : { ...before, fetching: true };
    });
    return start(key, generation);
  }, [key, generation, start]);

  const setData = useCallback(
    (data: T) => {
      if (call.current) call.current.live = false;
      setShown({ key, generation, status: 'success', data, error: null, fetching: false });
    },
    [key, generation],
  );

  const reset = useCallback(() => {
    const under = call.current;
    under?.controller.abort();
    call.current = null;
    setGeneration((value) => value + 1);
  }, []);

  const actions = { refetch, setData, reset };
  if (isCurrent) return resultOf(shown, actions);
  return resultOf({ ...nothingShown, fetching: key !== null }, actions);
}

/** `data` already at hand (the page's own), shown as an answer; the live result's actions stay. */
export function withKnownData<T>(data: T, live: FetchResult<T>): FetchResult<T> {
  return { ...live, isFetching: false, status: 'success', isPending: false, isError: false, data, error: null };
}
