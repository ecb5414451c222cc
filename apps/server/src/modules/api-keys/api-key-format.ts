import { randomBytes } from 'node:crypto';
import { randomSecret } from '../../lib/secret-tokens.ts';

/**
 * `gfk_<12 hex>_<43 base64url>`: a recognisable type, a public prefix to find the key by (and
 * to show in the list), and 256 random bits that only the key's holder knows.
 */
const KEY_PATTERN = /^gfk_([0-9a-f]{12})_[A-Za-z0-9_-]{43}$/;

export function generateApiKey(): { key: string; prefix: string } {
  const prefix = `gfk_${randomBytes(6).toString('hex')}`;
  return { key: `${prefix}_${randomSecret()}`, prefix };
}

/** The prefix of a well-formed key, or null. */
export function apiKeyPrefix(key: string): string | null {
  const match = KEY_PATTERN.exec(key);
  return match ? `gfk_${match[1]}` : null;
}
