import { ApiError, errorBody, isApiError } from '@giftfront/domain/api-error';
import { convertMoney, type AnyMoneyPath } from '@giftfront/domain/money-paths';

/**
 * The storefront's one HTTP client (product §7, §8): same-origin calls with credentials, no body on
 * 204, the catalogue's status texts, and the server's own `{ message }` preferred when it sends one.
 * It only turns responses into values or ApiErrors; showing them is the caller's business.
 *
 * It is also the storefront's one place where money changes units over HTTP: the caller names
 * where a body's or an answer's money is (packages/domain money-paths.ts, the paths the domain's
 * zod codecs convert) and in which currency; a body's minor units are sent as the API's decimals,
 * an answer's decimals come back as minor units. No zod here: the first page load uses it. A
 * caller checks the answer by handing `read` its domain schema's parse (a lazily loaded route's
 * own zod), instead of casting it: an answer of another shape fails as an ApiError.
 */

/** product §8 HTTP client texts. */
export const STATUS_TEXTS: Readonly<Record<number, string>> = {
  400: '400 Bad Request',
  401: '401 Unauthorized',
  403: '403 Forbidden',
  404: '404 Not Found',
  500: '500 Internal Server Error',
  502: '502 Bad Gateway',
  503: '503 Service Unavailable',
};

export const REQUEST_ABORTED = 'Request aborted';
export const NETWORK_ERROR = 'Could not reach the store. Check your connection and try again.';

export const UNREADABLE_ANSWER = 'The store sent an answer this page cannot read. Please try again.';

// One ApiError for both front ends (packages/domain api-error.ts); the storefront's screens import it from here.
export { ApiError, isApiError };
export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;

/** Where a body's or answer's money is, and its currency: fixed, or named by the answer itself (a card's isoCurrencyCode). */
export interface MoneyAt {
  paths: AnyMoneyPath;
  currency: string | ((answer: unknown) => string);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The body's money, in minor units inside, sent as the API's decimals. */
  bodyMoney?: MoneyAt;
  /** The answer's money, the API's decimals, read as minor units. */
  answerMoney?: MoneyAt;
}

/** How an answer (its money already in minor units) is checked and typed: a domain schema's parse, which throws on another shape. */
export type ReadAnswer<T> = (answer: unknown) => T;

export interface ReadOptions<T> extends RequestOptions {
  read?: ReadAnswer<T>;
}

const BODY_EXCERPT_LENGTH = 300;

function serverMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

/** product §8: the server's message, else the status text, else 'Generic Error' with status, text and body. */
export function errorMessageFor(status: number, statusText: string, body: unknown): string {
  const fromServer = serverMessage(body);
  if (fromServer) return fromServer;
  const known = STATUS_TEXTS[status];
  if (known) return known;
  const text = typeof body === 'string' ? body : body == null ? '' : JSON.stringify(body);
  const excerpt = text.length > BODY_EXCERPT_LENGTH ? `${text.slice(0, BODY_EXCERPT_LENGTH)}…` : text;
  return `Generic Error: ${status} ${statusText}${excerpt ? ` - ${excerpt}` : ''}`.trim();
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  if (!isJson) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

// By name: the DOMException of fetch may come from another realm than the page's.
const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError';

function convertAt(direction: 'decode' | 'encode', value: unknown, money: MoneyAt | undefined): unknown {
  if (!money || value === undefined) return value;
  const currency = typeof money.currency === 'function' ? money.currency(value) : money.currency;
  return convertMoney(direction, value, money.paths, currency);
}

/** An answer that came another way than fetch (the page's inline data), read as apiRequest reads one: its money in minor units. */
export const decodeAnswer = <T>(payload: unknown, answerMoney: MoneyAt): T =>
  convertAt('decode', payload, answerMoney) as T;

/**
 * The answer of `path`, checked by `read` when the caller gives it. Without `read` it is typed,
 * not checked: only for the first page load's calls, which must not carry zod.
 */
export async function apiRequest<T>(path: string, options: ReadOptions<T> = {}): Promise<T> {
  const { method = 'GET', signal, headers = {}, bodyMoney, answerMoney } = options;
  const body = convertAt('encode', options.body, bodyMoney);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      signal,
      headers: {
        Accept: 'application/json, text/plain;q=0.9, */*;q=0.8',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (isAbort(error) || signal?.aborted) throw new ApiError(REQUEST_ABORTED, 0, { aborted: true });
    throw new ApiError(NETWORK_ERROR, 0);
  }

  let payload: unknown;
  try {
    payload = await readBody(response);
  } catch (error) {
    if (isAbort(error) || signal?.aborted) throw new ApiError(REQUEST_ABORTED, 0, { aborted: true });
    throw new ApiError(NETWORK_ERROR, response.status);
  }
  if (!response.ok)
    throw new ApiError(errorMessageFor(response.status, response.statusText, payload), response.status, {
      body: errorBody(payload),
    });
  const answer = convertAt('decode', payload, answerMoney);
  return options.read ? readAnswer(options.read, answer) : (answer as T);
}

/**
 * The answer through its reader; one of another shape is an ApiError (status 0: no answer the page
 * can use). The answer is not kept on the error: it may hold a card's code.
 */
export function readAnswer<T>(read: ReadAnswer<T>, answer: unknown): T {
  try {
    return read(answer);
  } catch {
    throw new ApiError(UNREADABLE_ANSWER, 0);
  }
}

/**
 * The answer of `call`, read by the reader `load` gives: a domain schema imported with the call, so
 * zod and the shape reach the browser when a screen first asks, not with the page (decision 0205).
 */
export async function readLoaded<T, M>(
  call: Promise<unknown>,
  load: Promise<M>,
  reader: (module: M) => ReadAnswer<T>,
): Promise<T> {
  const [answer, module] = await Promise.all([call, load]);
  return readAnswer(reader(module), answer);
}

export const apiGet = <T>(path: string, options: Omit<ReadOptions<T>, 'method' | 'body'> = {}) =>
  apiRequest<T>(path, { ...options, method: 'GET' });

export const apiPost = <T>(path: string, body?: unknown, options: Omit<ReadOptions<T>, 'method' | 'body'> = {}) =>
  apiRequest<T>(path, { ...options, method: 'POST', body });
