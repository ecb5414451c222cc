import { signerFactory } from '@fastify/cookie';
import type { OrderLinkSigner } from '../src/lib/order-link.ts';

/**
 * Signs order links as the app does (plugins/cookies.ts), with a secret given, for workers run
 * without an app and for browser tests that make the link a mail would carry. Imports nothing of
 * the app but the signer's type, so a Playwright worker can load it.
 */
export function testLinkSigner(secret = 'test-cookie-secret-of-thirty-two-chars'): OrderLinkSigner {
  const signer = signerFactory(secret);
  return { signCookie: (value) => signer.sign(value), unsignCookie: (value) => signer.unsign(value) };
}
