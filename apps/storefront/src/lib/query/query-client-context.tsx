import type { ReactNode } from 'react';
import { requiredContext } from '../required-context';
import type { QueryClient } from './query-client';

const [QueryClientContext, useQueryClient] = requiredContext<QueryClient>('useQueryClient', 'QueryClientProvider');

export { useQueryClient };

export function QueryClientProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientContext value={client}>{children}</QueryClientContext>;
}
