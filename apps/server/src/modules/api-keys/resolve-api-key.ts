import { isApiKeyScope } from '@giftfront/domain/admin/api-key-scopes';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../../lib/access.ts';
import { hashSecret, sameHash } from '../../lib/secret-tokens.ts';
import { findApiKeyByPrefix, touchApiKey } from './api-key-repository.ts';
import { apiKeyPrefix } from './api-key-format.ts';

/**
 * The actor of `Authorization: Bearer <key>` on this store's host, or null for a malformed,
 * unknown, revoked or other store's key (all answered alike, so a key's store is not revealed).
 */
export async function resolveApiKey(db: Executor, key: string, storeId: string): Promise<Actor | null> {
  const prefix = apiKeyPrefix(key);
  if (!prefix) return null;
  const row = await findApiKeyByPrefix(db, prefix);
  if (!row || row.revokedAt || row.storeId !== storeId || !sameHash(row.keyHash, hashSecret(key))) return null;
  await touchApiKey(db, row.id);
  const scopes = row.scopes.filter(isApiKeyScope);
  return { kind: 'key', id: row.id, name: row.name, role: 'staff', storeId: row.storeId, scopes };
}
