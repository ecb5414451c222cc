import { useCallback, useEffect, useEffectEvent, useRef, useSyncExternalStore } from 'react';
import type { QueryEntry, QueryFunction } from './query-client';
import { useQueryClient } from './query-client-context';
import type { QueryKey } from './query-key';
import { queryResult, type QueryResult } from './query-result';
import { fetchingState, isStale, type QueryState } from './query-state';
import type { Retry } from './retry';

export interface QueryOptions<T> {
  queryKey: QueryKey;
  queryFn: QueryFunction<T>;
  /** False: show what the cache holds for the key, and never ask. */
  enabled?: boolean;
  staleTime?: number;
  gcTime?: number;
  retry?: Retry;
  retryDelay?: number;
  /** While a new key loads, the previous key's data stands in (isPlaceholderData). */
  keepPreviousData?: boolean;
}

/** What one component remembers of the query between renders. */
interface Observer<T> {
  /** The entry the effect last looked at, enabled (it fetched if the data was stale), or null. */
  checked: QueryEntry | null;
  shown: QueryEntry | null;
  updateCountAtMount: number;
  lastData: T | undefined;
}

/**
 * The key's data from the cache, fetched when the component mounts (or the key changes, or it is
 * enabled) and the cached data is missing or older than `staleTime`.
 */
export function useQuery<T>(options: QueryOptions<T>): QueryResult<T> {
  const client = useQueryClient();
  const { enabled = true, staleTime = client.defaults.staleTime, gcTime = client.defaults.gcTime } = options;
  const entry = client.entry(options.queryKey);
  const subscribe = useCallback(
    (onChange: () => void) => client.observe(entry, onChange, gcTime),
    [client, entry, gcTime],
  );
  const readState = () => entry.state as QueryState<T>;
  // The server renders from the cache the page's data seeded, and the browser hydrates from the same
  // data seeded the same way: one snapshot serves both.
  const state = useSyncExternalStore(subscribe, readState, readState);
  const observer = useRef<Observer<T>>({
    checked: null,
    shown: null,
    updateCountAtMount: 0,
    lastData: undefined,
  }).current;

  const fetchIfStale = useEffectEvent(() => {
    observer.checked = enabled ? entry : null;
    if (enabled && isStale(entry.state, staleTime)) void client.fetch(entry, options);
  });
  useEffect(() => fetchIfStale(), [entry, enabled]);

  if (observer.shown !== entry) {
    observer.shown = entry;
    observer.updateCountAtMount = state.updateCount;
  }
  if (state.data !== undefined) observer.lastData = state.data;
  // Shown as if the fetch the effect is about to start had started: stale data is never taken for
  // a settled answer, and an empty key is pending, on the server too.
  const willFetch = enabled && observer.checked !== entry && isStale(state, staleTime);
  return queryResult(willFetch ? fetchingState(state) : state, {
    placeholder: options.keepPreviousData ? observer.lastData : undefined,
    updateCountAtMount: observer.updateCountAtMount,
    refetch: () => client.fetch(entry, options),
  });
}
