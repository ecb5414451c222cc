import type { FetchStatus, QueryState } from './query-state';

interface ResultFields {
  fetchStatus: FetchStatus;
  dataUpdatedAt: number;
  /** The data is the previous key's, shown while this key loads (keepPreviousData). */
  isPlaceholderData: boolean;
  /** An answer or a failure arrived since the component started showing this key. */
  isFetchedAfterMount: boolean;
  /** Asks again now, fresh or not, enabled or not. */
  refetch: () => Promise<void>;
}

/** What useQuery gives a component: the status says whether `data` and `error` are there. */
export type QueryResult<T> = ResultFields &
  (
    | { status: 'pending'; isPending: true; isError: false; data: undefined; error: null }
    | { status: 'error'; isPending: false; isError: true; data: T | undefined; error: unknown }
    | { status: 'success'; isPending: false; isError: false; data: T; error: null }
  );

export interface ResultView<T> {
  /** The data to stand in while the key has none, if any. */
  placeholder: T | undefined;
  /** The entry's updateCount when the component started showing it. */
  updateCountAtMount: number;
  refetch: () => Promise<void>;
}

export function queryResult<T>(state: QueryState<T>, view: ResultView<T>): QueryResult<T> {
  const isPlaceholderData = state.status === 'pending' && view.placeholder !== undefined;
  const status = isPlaceholderData ? 'success' : state.status;
  return {
    status,
    fetchStatus: state.fetchStatus,
    data: isPlaceholderData ? view.placeholder : state.data,
    dataUpdatedAt: state.dataUpdatedAt,
    error: state.error,
    isPending: status === 'pending',
    isError: status === 'error',
    isPlaceholderData,
    isFetchedAfterMount: state.updateCount > view.updateCountAtMount,
    refetch: view.refetch,
  } as QueryResult<T>;
}
