import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, UNREADABLE_ANSWER } from './api-client';
import { setSession } from './session';

/**
 * Only a dropped connection or a server error may go away on retry; a 4xx will not, nor an answer
 * of another shape than its schema's (the same server sends the same shape again).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error) || error.message === UNREADABLE_ANSWER) return false;
  return (error.status === 0 || error.status >= 500) && failureCount < 1;
}

/**
 * A 401 from any call means the session is over (expired, signed out elsewhere, removed): the
 * dashboard goes back to the sign-in page, on the address it was on.
 */
export function createQueryClient() {
  const signedOut = (error: unknown) => {
    if (isApiError(error) && error.status === 401) setSession(client, null);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: signedOut }),
    mutationCache: new MutationCache({ onError: signedOut }),
    defaultOptions: { queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false } },
  });
  return client;
}
