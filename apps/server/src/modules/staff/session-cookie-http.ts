import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { cookieIsSecure } from '../../lib/secure-cookie.ts';
import { SESSION_IDLE_MS } from './sessions.ts';

export const SESSION_COOKIE = 'gf_admin_session';

/**
 * httpOnly (no script reads it), SameSite=Lax, host-only (no Domain: another store's subdomain
 * never receives it), Secure whenever the dashboard is reached over https.
 */
function cookieOptions(request: FastifyRequest, config: Pick<Config, 'PUBLIC_URL_TEMPLATE'>) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: cookieIsSecure(request, config) };
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'PUBLIC_URL_TEMPLATE'>,
  token: string,
): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request, config), maxAge: SESSION_IDLE_MS / 1000 });
}

export function clearSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'PUBLIC_URL_TEMPLATE'>,
): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request, config));
}

export const sessionTokenOf = (request: FastifyRequest): string | undefined => request.cookies[SESSION_COOKIE];
