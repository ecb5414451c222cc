/**
 * The dashboard's one HTTP client: same-origin JSON calls to /api/admin (the session cookie rides
 * along; the browser adds the Origin header the server checks on changes), no body on 204, and
 * the server's `{ message }` as the error. It only turns answers into values or ApiErrors;
 * showing them is the caller's business.
 */

export const NETWORK_ERROR = 'Could not reach the server. Check your connection and try again.';

export class ApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** From Retry-After on a 429. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

async function messageOf(response: Response): Promise<string> {
  const fallback = `${response.status} ${response.statusText}`.trim();
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message.trim() ? body.message : fallback;
  } catch {
    return fallback;
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Extra headers, such as the Idempotency-Key of a redemption. */
  headers?: Record<string, string>;
}

export async function apiRequest<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown, { signal, headers }: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR, 0);
  }
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiError(await messageOf(response), response.status, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const apiGet = <T>(path: string, signal?: AbortSignal) => apiRequest<T>('GET', path, undefined, { signal });
export const apiPost = <T>(path: string, body?: unknown, headers?: Record<string, string>) => apiRequest<T>('POST', path, body ?? {}, { headers });
export const apiPatch = <T>(path: string, body: unknown) => apiRequest<T>('PATCH', path, body);
export const apiDelete = (path: string) => apiRequest<void>('DELETE', path);

/** What to show for any failure. */
export const errorMessage = (error: unknown): string => (isApiError(error) ? error.message : 'Something went wrong. Please try again.');
