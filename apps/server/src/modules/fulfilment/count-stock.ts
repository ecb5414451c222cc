import type { Transaction } from '../../db/client.ts';
import { countSold } from '../catalog/index.ts';
import type { ValidatedOrder } from '../payments/index.ts';

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
    if (!(await countSold(tx, productId, quantity)))
      throw new FulfilmentRefusedError(`Sorry, ${name} sold out while you were checking out.`);
  }
}
