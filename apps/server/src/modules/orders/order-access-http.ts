import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { cookieIsSecure } from '../../lib/secure-cookie.ts';

/**
 * Who may see an order's gift card codes and their View/Print pages (docs/decisions/0010): the
 * browser that validated or placed it, proven by a signed, httpOnly cookie per order, or whoever
 * opens the receipt's signed link. The payment intent id alone, which travels in the
 * confirmation URL, shows codes masked to their last four characters.
 */
/**
 * Sent to the order's answers under /api/Payment: GetOrderDetails and the codes CSV of a 'send the
 * codes to me' order (BulkOrderCodes), which a narrower path kept the cookie from (decision 0163).
 */
const COOKIE_PATH = '/api/Payment';
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Payment intent ids are letters, digits and underscores; the name keeps only those. */
const cookieName = (paymentIntentId: string) => `gf_order_${paymentIntentId.replace(/[^A-Za-z0-9_]/g, '')}`;

/** Host-only (no Domain), sent only to the payment API's paths, Secure over https (lib/secure-cookie.ts). */
export function grantOrderAccess(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'PUBLIC_URL_TEMPLATE'>,
  paymentIntentId: string,
): void {
  reply.setCookie(cookieName(paymentIntentId), paymentIntentId, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieIsSecure(request, config),
    signed: true,
    maxAge: MAX_AGE_SECONDS,
  });
}

export function hasOrderAccess(request: FastifyRequest, paymentIntentId: string): boolean {
  const value = request.cookies[cookieName(paymentIntentId)];
  if (!value) return false;
  const unsigned = request.unsignCookie(value);
  return unsigned.valid && unsigned.value === paymentIntentId;
}
