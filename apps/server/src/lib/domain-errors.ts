/**
 * What a service refuses, in the shop's words: a kind and a sentence for a person, with an
 * optional body of facts beside it. Services, repositories, jobs and the command line raise these;
 * they know nothing of HTTP. The errors plugin (plugins/errors.ts) is the one place that turns a
 * kind into a status code: the API answers `{ ...body, message }` (decision 0181).
 */
export type DomainErrorKind =
  | 'invalid' // the ask is malformed or breaks a rule of its own (400)
  | 'unauthorized' // nobody signed in, or the credentials are wrong (401)
  | 'payment-refused' // the payment was declined (402)
  | 'forbidden' // signed in, but not allowed (403)
  | 'not-found' // no such thing, or not this store's (404)
  | 'conflict' // the thing is not in a state that allows it (409)
  | 'gone' // it was there and is no longer (410)
  | 'too-large' // the upload is over its limit (413)
  | 'unprocessable' // well formed, but cannot be done with these figures (422)
  | 'too-many' // too many tries; wait (429)
  | 'upstream-failed' // a provider the shop relies on failed (502)
  | 'unavailable'; // not configured or switched off here (503)

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

type Body = Record<string, unknown>;

export const invalid = (message: string, body?: Body) => new DomainError('invalid', message, body);
export const unauthorized = (message: string) => new DomainError('unauthorized', message);
export const paymentRefused = (message: string) => new DomainError('payment-refused', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const notFound = (message = 'Not found') => new DomainError('not-found', message);
export const conflict = (message: string, body?: Body) => new DomainError('conflict', message, body);
export const gone = (message: string) => new DomainError('gone', message);
export const tooLarge = (message: string) => new DomainError('too-large', message);
export const unprocessable = (message: string, body?: Body) => new DomainError('unprocessable', message, body);
export const tooMany = (message: string) => new DomainError('too-many', message);
export const upstreamFailed = (message: string) => new DomainError('upstream-failed', message);
export const unavailable = (message: string) => new DomainError('unavailable', message);
