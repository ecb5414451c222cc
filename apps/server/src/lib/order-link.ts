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

const manageSubject = (orderId: string, buyerEmail: string) =>
  `manage-gift:${orderId}:${buyerEmail.trim().toLowerCase()}`;

/**
 * The token of the receipt's "manage my gift" link (issue 30): a signature of the order and the
 * buyer's email, so the link stops working if either is not what it was signed for. How long it
 * works is the order's age (modules/manage-gift), not the token's.
 */
export function manageGiftToken(signer: OrderLinkSigner, orderId: string, buyerEmail: string): string {
  const value = manageSubject(orderId, buyerEmail);
  return signer.signCookie(value).slice(value.length + 1);
}

export function isManageGiftToken(
  signer: OrderLinkSigner,
  orderId: string,
  buyerEmail: string,
  token: string,
): boolean {
  return token.length > 0 && signer.unsignCookie(`${manageSubject(orderId, buyerEmail)}.${token}`).valid;
}

/** The storefront's manage page (@giftfront/domain/manage-gift MANAGE_GIFT_PATH). */
export function manageGiftUrl(baseUrl: string, signer: OrderLinkSigner, orderId: string, buyerEmail: string): string {
  const query = new URLSearchParams({ order: orderId, token: manageGiftToken(signer, orderId, buyerEmail) });
  return `${baseUrl}/manage-gift?${query.toString()}`;
}

const unsubscribeSubject = (giftCardId: string) => `reminders-unsubscribe:${giftCardId}`;

/** The token of a balance reminder's unsubscribe link: a signature of the card's id (modules/reminders). */
export function unsubscribeToken(signer: OrderLinkSigner, giftCardId: string): string {
  const value = unsubscribeSubject(giftCardId);
  return signer.signCookie(value).slice(value.length + 1);
}

export function isUnsubscribeToken(signer: OrderLinkSigner, giftCardId: string, token: string): boolean {
  return token.length > 0 && signer.unsignCookie(`${unsubscribeSubject(giftCardId)}.${token}`).valid;
}

/** One-click unsubscribe (RFC 8058): POSTed by the mail client, or opened as a page with a button. */
export function unsubscribeUrl(baseUrl: string, signer: OrderLinkSigner, giftCardId: string): string {
  const query = new URLSearchParams({ card: giftCardId, token: unsubscribeToken(signer, giftCardId) });
  return `${baseUrl}/api/Reminders/Unsubscribe?${query.toString()}`;
}
