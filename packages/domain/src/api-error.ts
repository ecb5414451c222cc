/**
 * The one shape of a failed API call in both front ends (issue 27): the storefront's and the
 * dashboard's clients throw it, their screens read it. No zod and nothing else imported: the
 * storefront's first page load carries it.
 */

/** A problem the server named by its place in the body (`body.amount: …`), by that place (`amount`). */
export type FieldErrors = Readonly<Record<string, string>>;

export interface ApiErrorDetails {
  /** The answer's JSON object, for answers that carry more than a message (a refund's 409, a store file's problems). */
  body?: Record<string, unknown> | null;
  /** From Retry-After on a 429. */
  retryAfterSeconds?: number | null;
  /** The caller gave up (its signal aborted): nothing to show. */
  aborted?: boolean;
}

export class ApiError extends Error {
  /** The HTTP status, or 0 when no answer arrived (aborted, the network failed, or an answer the page could not read). */
  readonly status: number;
  readonly body: Record<string, unknown> | null;
  readonly retryAfterSeconds: number | null;
  readonly aborted: boolean;
  /** The server's problems by place in the body, for a form to put beside its fields; empty when it named none. */
  readonly fieldErrors: FieldErrors;

  constructor(
    message: string,
    status: number,
    { body = null, retryAfterSeconds = null, aborted = false }: ApiErrorDetails = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
    this.aborted = aborted;
    this.fieldErrors = fieldErrorsOf(body);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The answer's body as an ApiError keeps it: a JSON object, else nothing. */
export const errorBody = (body: unknown): Record<string, unknown> | null =>
  body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;

const PROBLEM = /^body\.([\w$.[\]]+): (.+)$/;

/**
 * The server's refusal of bad input is `{ message: 'body.amount: Enter 1 or more.; body.email: …' }`
 * (apps/server/src/plugins/errors.ts): each problem by its place, for API clients. A person's
 * form wants them by field.
 */
export function fieldErrorsOf(body: Record<string, unknown> | null): FieldErrors {
  const message = body?.message;
  if (typeof message !== 'string') return {};
  const found: Record<string, string> = {};
  for (const problem of message.split('; ')) {
    const match = PROBLEM.exec(problem.trim());
    if (match && !(match[1]! in found)) found[match[1]!] = match[2]!;
  }
  return found;
}
