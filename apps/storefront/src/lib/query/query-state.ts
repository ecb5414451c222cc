export type QueryStatus = 'pending' | 'error' | 'success';
export type FetchStatus = 'fetching' | 'idle';

/** What the cache knows of one key. Replaced on every change, never mutated, so useSyncExternalStore can compare it. */
export interface QueryState<T = unknown> {
  status: QueryStatus;
  fetchStatus: FetchStatus;
  data: T | undefined;
  dataUpdatedAt: number;
  error: unknown;
  /** Answers and failures so far: a component counts as having fetched when this grew after it mounted. */
  updateCount: number;
}

export const emptyState: QueryState<never> = {
  status: 'pending',
  fetchStatus: 'idle',
  data: undefined,
  dataUpdatedAt: 0,
  error: null,
  updateCount: 0,
};

/** A fetch under way. Without data to show, the query is pending again and an old error goes. */
export const fetchingState = <T>(state: QueryState<T>): QueryState<T> => ({
  ...state,
  fetchStatus: 'fetching',
  ...(state.data === undefined && { status: 'pending', error: null }),
});

export const successState = <T>(state: QueryState<T>, data: T): QueryState<T> => ({
  ...state,
  status: 'success',
  data,
  dataUpdatedAt: Date.now(),
  error: null,
  updateCount: state.updateCount + 1,
});

/** The data of an earlier answer stays beside the error. */
export const errorState = <T>(state: QueryState<T>, error: unknown): QueryState<T> => ({
  ...state,
  status: 'error',
  error,
  updateCount: state.updateCount + 1,
});

export const isStale = (state: QueryState, staleTime: number): boolean =>
  state.data === undefined || Date.now() - state.dataUpdatedAt >= staleTime;
