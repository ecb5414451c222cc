/**
 * The dashboard's one HTTP client: same-origin JSON calls to /api/admin (the session cookie rides
 * along; the browser adds the Origin header the server checks on changes), no body on 204, and
 * the server's `{ message }` as the error. It only turns answers into values or ApiErrors;
 * showing them is the caller's business.
 */
import { personProblem } from '@giftfront/domain/person-messages';

export const NETWORK_ERROR = 'Could not reach the server. Check your connection and try again.';

export class ApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** From Retry-After on a 429. */
    readonly retryAfterSeconds: number | null = null,
    /** The whole error body, for answers that carry more than a message (a refund's 409). */
    readonly body: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

async function errorBodyOf(response: Response): Promise<{ message: string; body: Record<string, unknown> | null }> {
  const fallback = `${response.status} ${response.statusText}`.trim();
  try {
    const body = (await response.json()) as Record<string, unknown>;
    return { message: typeof body.message === 'string' && body.message.trim() ? body.message : fallback, body };
  } catch {
    return { message: fallback, body: null };
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Extra headers, such as the Idempotency-Key of a redemption. */
  headers?: Record<string, string>;
}

export async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  { signal, headers }: RequestOptions = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR, 0);
  }
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('retry-after'));
    const { message, body } = await errorBodyOf(response);
    throw new ApiError(
      message,
      response.status,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
      body,
    );
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const apiGet = <T>(path: string, signal?: AbortSignal) => apiRequest<T>('GET', path, undefined, { signal });
export const apiPost = <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
  apiRequest<T>('POST', path, body ?? {}, { headers });
export const apiPut = <T>(path: string, body: unknown) => apiRequest<T>('PUT', path, body);
export const apiPatch = <T>(path: string, body: unknown) => apiRequest<T>('PATCH', path, body);
export const apiDelete = (path: string) => apiRequest<void>('DELETE', path);

/** What to show for any failure: the server's sentences without the places in the body it names for API clients. */
export const errorMessage = (error: unknown): string =>
  isApiError(error) ? personProblem(error.message) : 'Something went wrong. Please try again.';
