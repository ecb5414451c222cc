import type { Transaction } from '../../db/client.ts';
import { discountCodes } from '../../db/schema/index.ts';

export async function upsertDiscountCode(tx: Transaction, values: typeof discountCodes.$inferInsert): Promise<void> {
  const { storeId: _s, code: _c, ...updatable } = values;
  await tx
    .insert(discountCodes)
    .values(values)
    .onConflictDoUpdate({ target: [discountCodes.storeId, discountCodes.code], set: updatable });
}
