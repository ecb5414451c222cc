/**
 * The dashboard's one HTTP client: same-origin JSON calls to /api/admin (the session cookie rides
 * along; the browser adds the Origin header the server checks on changes), no body on 204, and
 * the server's `{ message }` as the error. It only turns answers into values or ApiErrors;
 * showing them is the caller's business.
 */
import type { z } from 'zod';
import { ApiError, errorBody, isApiError } from '@giftfront/domain/api-error';
import { currencyNamedIn } from '@giftfront/domain/money-paths';
import { personProblem } from '@giftfront/domain/person-messages';

export const NETWORK_ERROR = 'Could not reach the server. Check your connection and try again.';
export const UNREADABLE_ANSWER = 'The server sent an answer the dashboard cannot read. Please reload the page.';

// One ApiError for both front ends (packages/domain api-error.ts); the dashboard's screens import it from here.
export { ApiError, isApiError };

/** What a call's answer must be: a domain schema (or codec), parsed, never cast. */
export type AnswerSchema<T> = z.ZodType<T>;

async function errorBodyOf(response: Response): Promise<{ message: string; body: Record<string, unknown> | null }> {
  const fallback = `${response.status} ${response.statusText}`.trim();
  try {
    const body = errorBody(await response.json());
    const message = body?.message;
    return { message: typeof message === 'string' && message.trim() ? message : fallback, body };
  } catch {
    return { message: fallback, body: null };
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
  /** Extra headers, such as the Idempotency-Key of a redemption. */
  headers?: Record<string, string>;
}

/** An answer is `unknown` until its schema reads it (`parsed`): no call states its answer's type itself. */
export async function apiRequest(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  { signal, headers }: RequestOptions = {},
): Promise<unknown> {
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
    throw new ApiError(message, response.status, {
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
      body,
    });
  }
  if (response.status === 204) return undefined;
  return (await response.json()) as unknown;
}

/**
 * An answer checked against its domain schema (or decoded by its codec): `apiGet(path).then(parsed(schema))`.
 * An answer of another shape fails as an ApiError a person can read, with zod's issues in the
 * console for whoever debugs it, instead of a cast that lets it through.
 */
export const parsed =
  <T>(schema: AnswerSchema<T>) =>
  (answer: unknown): T => {
    const result = schema.safeParse(answer);
    if (result.success) return result.data;
    console.error('An answer did not match its schema', result.error.issues);
    throw new ApiError(UNREADABLE_ANSWER, 0);
  };

/**
 * `parsed` for an answer whose money is in the currency it names at `path` (a card's `currency`):
 * the codec of that currency checks the wire shape and gives its amounts as minor units.
 */
export const parsedInCurrency =
  <T>(codecFor: (currency: string) => AnswerSchema<T>, ...path: string[]) =>
  (answer: unknown): T =>
    parsed(codecFor(currencyNamedIn(answer, ...path)))(answer);

export const apiGet = (path: string, signal?: AbortSignal) => apiRequest('GET', path, undefined, { signal });
export const apiPost = (path: string, body?: unknown, headers?: Record<string, string>) =>
  apiRequest('POST', path, body ?? {}, { headers });
export const apiPut = (path: string, body: unknown) => apiRequest('PUT', path, body);
export const apiPatch = (path: string, body: unknown) => apiRequest('PATCH', path, body);
/** A deletion: 204, no answer to read. */
export const apiDelete = (path: string) => apiRequest('DELETE', path).then(() => undefined);

/** What to show for any failure: the server's sentences without the places in the body it names for API clients. */
export const errorMessage = (error: unknown): string =>
  isApiError(error) ? personProblem(error.message) : 'Something went wrong. Please try again.';
