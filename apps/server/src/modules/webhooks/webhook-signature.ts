import { createHmac } from 'node:crypto';

export const SIGNATURE_HEADER = 'Giftfront-Signature';

/** Stripe's scheme (docs/webhooks.md): HMAC-SHA256 of "<t>.<raw body>" in hex. */
export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * `t=<unix seconds>,v1=<hex>`, with one v1 per secret that signs: during a rotation both the new
 * and the replaced secret sign, so a receiver that knows either accepts the delivery.
 */
export function signatureHeader(secrets: string[], body: string, now: Date = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return [`t=${timestamp}`, ...secrets.map((secret) => `v1=${signatureOf(secret, timestamp, body)}`)].join(',');
}
