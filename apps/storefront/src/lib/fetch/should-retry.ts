import { isApiError } from '@/lib/api-client';

/** Only a dropped connection or a server error may go away on retry; a 4xx or a bad answer will not. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error) || error.aborted) return false;
  return (error.status === 0 || error.status >= 500) && failureCount < 1;
}
