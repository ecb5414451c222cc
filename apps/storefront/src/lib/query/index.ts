export { QueryClient, type QueryDefaults, type QueryFunction } from './query-client';
export { QueryClientProvider, useQueryClient } from './query-client-context';
export type { QueryKey } from './query-key';
export type { QueryResult } from './query-result';
export type { QueryState, QueryStatus } from './query-state';
export type { Retry } from './retry';
export { useQuery, type QueryOptions } from './use-query';
