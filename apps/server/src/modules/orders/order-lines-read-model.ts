import { and, asc, eq } from 'drizzle-orm';
import type { ProductTranslations } from '@giftfront/domain/merchant-translations';
import type { Executor } from '../../db/client.ts';
import { orderLines, products } from '../../db/schema/index.ts';
import type { OrderLineRecord } from './order-repository.ts';

/** The order's lines, each with its product's translations (none when the product is gone), in cart order. */
export async function listOrderLinesWithTranslations(
  db: Executor,
  storeId: string,
  orderId: string,
): Promise<{ line: OrderLineRecord; translations: ProductTranslations | null }[]> {
  return db
    .select({ line: orderLines, translations: products.translations })
    .from(orderLines)
    .leftJoin(products, and(eq(products.id, orderLines.productId), eq(products.storeId, storeId)))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
}
