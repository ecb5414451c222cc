import type { Executor } from '../../db/client.ts';
import { storeProductNames } from '../catalog/index.ts';

/** A code may be limited only to the store's own products (issue 25): the ids it names that are not, as a refusal. */
export async function unknownProductsProblem(
  db: Executor,
  storeId: string,
  productIds: readonly string[] | null | undefined,
): Promise<string | null> {
  if (!productIds?.length) return null;
  const known = await storeProductNames(db, storeId, productIds);
  const unknown = productIds.filter((id) => !known.has(id));
  if (unknown.length === 0) return null;
  return unknown.length === 1
    ? 'body.productIds: one of the chosen products is not in this store (it may have been deleted); choose again.'
    : `body.productIds: ${unknown.length} of the chosen products are not in this store (they may have been deleted); choose again.`;
}

/**
 * The audit log's fields of a code with its products by name, never their ids: 'Applies to' is
 * the names, or 'every product' (a product deleted since is 'a deleted product').
 */
export async function withProductNames(
  db: Executor,
  storeId: string,
  fields: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const { productIds, ...rest } = fields as { productIds?: string[] | null };
  const ids = productIds ?? [];
  const names = await storeProductNames(db, storeId, ids);
  return {
    ...rest,
    appliesTo: ids.length ? ids.map((id) => names.get(id) ?? 'a deleted product').join(', ') : 'every product',
  };
}
