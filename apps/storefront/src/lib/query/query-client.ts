import { hashQueryKey, type QueryKey } from './query-key';
import { emptyState, errorState, fetchingState, successState, type QueryState } from './query-state';
import { withRetries, type Retry } from './retry';

export type QueryFunction<T> = (context: { signal: AbortSignal }) => Promise<T>;

export interface FetchOptions<T> {
  queryFn: QueryFunction<T>;
  retry?: Retry;
  /** Milliseconds between attempts; by default a back-off from 1 s. */
  retryDelay?: number;
}

export interface QueryDefaults {
  /** How long an answer is trusted before a component mounting asks again (ms). */
  staleTime: number;
  /** How long an entry nobody shows is kept (ms). */
  gcTime: number;
  retry: Retry;
}

interface Fetch {
  promise: Promise<void>;
  controller: AbortController;
  /** Only a query function that took the signal can be cancelled; another one's answer is still kept. */
  signalTaken: boolean;
  stateBefore: QueryState;
}

/** One key's place in the cache, and the components showing it. */
export interface QueryEntry {
  readonly hash: string;
  state: QueryState;
  readonly listeners: Set<() => void>;
  fetch?: Fetch;
  gcTime: number;
  gcTimer?: ReturnType<typeof setTimeout>;
}

/** The cache of answers by key (TanStack Query's names, the part the storefront reads with). */
export class QueryClient {
  readonly defaults: QueryDefaults;
  readonly #entries = new Map<string, QueryEntry>();

  constructor(defaults: Partial<QueryDefaults> = {}) {
    this.defaults = { staleTime: 0, gcTime: 5 * 60_000, retry: false, ...defaults };
  }

  /** The key's entry, made empty the first time it is asked for. */
  entry(key: QueryKey): QueryEntry {
    const hash = hashQueryKey(key);
    let entry = this.#entries.get(hash);
    if (!entry) {
      entry = { hash, state: emptyState, listeners: new Set(), gcTime: this.defaults.gcTime };
      this.#entries.set(hash, entry);
    }
    return entry;
  }

  getQueryState<T>(key: QueryKey): QueryState<T> | undefined {
    return this.#entries.get(hashQueryKey(key))?.state as QueryState<T> | undefined;
  }

  getQueryData<T>(key: QueryKey): T | undefined {
    return this.getQueryState<T>(key)?.data;
  }

  /** An answer that came another way (the page's inline data, a call made outside the cache): fresh from now. */
  setQueryData<T>(key: QueryKey, data: T): void {
    const entry = this.entry(key);
    this.#update(entry, successState(entry.state, data));
  }

  /** Forgets the key (this key only), cancelling its call; a component still showing it fetches anew when it renders again. */
  removeQuery(key: QueryKey): void {
    const entry = this.#entries.get(hashQueryKey(key));
    if (!entry) return;
    entry.fetch?.controller.abort();
    entry.fetch = undefined;
    clearTimeout(entry.gcTimer);
    this.#entries.delete(entry.hash);
  }

  /** Calls the query function, or joins the call under way for the key. Never rejects: a failure is the entry's error. */
  fetch<T>(entry: QueryEntry, options: FetchOptions<T>): Promise<void> {
    if (entry.fetch) return entry.fetch.promise;
    const controller = new AbortController();
    const current: Fetch = { promise: Promise.resolve(), controller, signalTaken: false, stateBefore: entry.state };
    const context = {
      get signal() {
        current.signalTaken = true;
        return controller.signal;
      },
    };
    entry.fetch = current;
    this.#update(entry, fetchingState(entry.state));
    current.promise = withRetries(
      () => options.queryFn(context),
      options.retry ?? this.defaults.retry,
      options.retryDelay,
      controller.signal,
    ).then(
      (data) => this.#settle(entry, current, successState(entry.state, data)),
      (error: unknown) => this.#settle(entry, current, errorState(entry.state, error)),
    );
    return current.promise;
  }

  /** A component showing the entry, until the returned function is called. */
  observe(entry: QueryEntry, listener: () => void, gcTime: number): () => void {
    entry.listeners.add(listener);
    entry.gcTime = gcTime;
    clearTimeout(entry.gcTimer);
    return () => {
      entry.listeners.delete(listener);
      if (entry.listeners.size) return;
      // Nobody waits for the answer any more: the call stops and the entry is as it was before it.
      const { fetch } = entry;
      if (fetch?.signalTaken) {
        fetch.controller.abort();
        entry.fetch = undefined;
        entry.state = { ...fetch.stateBefore, fetchStatus: 'idle' };
      }
      this.#scheduleRemoval(entry);
    };
  }

  #settle(entry: QueryEntry, settled: Fetch, state: QueryState): void {
    // Cancelled or removed meanwhile: this answer is nobody's.
    if (entry.fetch !== settled) return;
    entry.fetch = undefined;
    this.#update(entry, { ...state, fetchStatus: 'idle' });
    if (!entry.listeners.size) this.#scheduleRemoval(entry);
  }

  #scheduleRemoval(entry: QueryEntry): void {
    clearTimeout(entry.gcTimer);
    if (entry.fetch || entry.gcTime === Number.POSITIVE_INFINITY) return;
    entry.gcTimer = setTimeout(() => {
      if (!entry.listeners.size && !entry.fetch && this.#entries.get(entry.hash) === entry)
        this.#entries.delete(entry.hash);
    }, entry.gcTime);
  }

  #update(entry: QueryEntry, state: QueryState): void {
    entry.state = state;
    for (const listener of entry.listeners) listener();
  }
}
