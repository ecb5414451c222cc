import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { errorMessage } from '@/lib/api-client';
import { Button } from './button';
import { Spinner } from './spinner';
import { StateMessage } from './state-message';

/** Loading, then the error with a retry, then the data. */
export function QueryState<T>({
  query,
  loadingLabel,
  children,
}: {
  query: UseQueryResult<T>;
  loadingLabel?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError) {
    return (
      <StateMessage
        icon={CircleAlert}
        tone="error"
        title="This could not be loaded"
        message={errorMessage(query.error)}
        actions={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  return <>{children(query.data)}</>;
}
