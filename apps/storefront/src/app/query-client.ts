import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';

/** A 4xx answer will not change on retry; a dropped connection or a 5xx may. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.aborted || (error.status >= 400 && error.status < 500))) return false;
  return failureCount < 1;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
}
