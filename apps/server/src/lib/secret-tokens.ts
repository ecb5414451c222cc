import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Secrets handed to a browser or a till (session ids, one-time links, API keys): 32 random
 * bytes, base64url. The database keeps only their SHA-256, so a copy of it opens nothing.
 */
export const randomSecret = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** A plain SHA-256 is enough here: the secrets are random, not passwords a person chose. */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
