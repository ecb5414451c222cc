import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import type { ValidatedOrder } from '../payments/validated-order.ts';

/** Fulfilment was refused after payment (e.g. sold out meanwhile); nothing was written. */
export class FulfilmentRefusedError extends Error {}

/** quantitySold grows only within quantityLimit; products in id order so concurrent orders never deadlock. */
export async function countStock(tx: Transaction, snapshot: ValidatedOrder): Promise<void> {
  const wanted = new Map<string, { quantity: number; name: string }>();
  for (const line of snapshot.lines) {
    const entry = wanted.get(line.productId) ?? { quantity: 0, name: line.productName };
    entry.quantity += line.quantity;
    wanted.set(line.productId, entry);
  }
  for (const [productId, { quantity, name }] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
    const rows = await tx
      .update(products)
      .set({ quantitySold: sql`${products.quantitySold} + ${quantity}` })
      .where(
        and(
          eq(products.id, productId),
          or(isNull(products.quantityLimit), lte(products.quantityLimit, 0), gte(products.quantityLimit, sql`${products.quantitySold} + ${quantity}`)),
        ),
      )
      .returning({ id: products.id });
    if (rows.length === 0) throw new FulfilmentRefusedError(`Sorry, ${name} sold out while you were checking out.`);
  }
}
