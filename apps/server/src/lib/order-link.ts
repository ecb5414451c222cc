/** What signs and checks: the app once @fastify/cookie is registered (plugins/cookies.ts). */
export interface OrderLinkSigner {
  signCookie(value: string): string;
  unsignCookie(value: string): { valid: boolean };
}

const subject = (paymentIntentId: string) => `order-link:${paymentIntentId}`;

/**
 * The token of a receipt's order link: a signature of the payment intent id (under a prefix of
 * its own, so it is never the value of an order cookie). Whoever holds the link may open the
 * order in full, as the buyer's browser may.
 */
export function orderLinkToken(signer: OrderLinkSigner, paymentIntentId: string): string {
  return signer.signCookie(subject(paymentIntentId)).slice(subject(paymentIntentId).length + 1);
}

export function isOrderLinkToken(signer: OrderLinkSigner, paymentIntentId: string, token: string): boolean {
  return token.length > 0 && signer.unsignCookie(`${subject(paymentIntentId)}.${token}`).valid;
}

/** GET /api/Payment/OpenOrder: sets the order cookie and shows the confirmation page. */
export function orderLinkUrl(baseUrl: string, signer: OrderLinkSigner, paymentIntentId: string): string {
  const query = new URLSearchParams({ paymentIntentId, token: orderLinkToken(signer, paymentIntentId) });
  return `${baseUrl}/api/Payment/OpenOrder?${query.toString()}`;
}
