import { randomUUID } from 'node:crypto';

/** What an incoming X-Request-Id may be: a proxy's or client's id, printable and short. */
const ACCEPTABLE = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id: the caller's X-Request-Id when it is a plain token of at most 128
 * characters (a load balancer's id ties its log to ours), otherwise a new UUID. Anything else is
 * not trusted into the logs.
 */
export function requestIdOf(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return given !== undefined && ACCEPTABLE.test(given) ? given : randomUUID();
}
