import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { giftThankYous } from '../../db/schema/index.ts';

export async function findThankYou(db: Executor, giftCardId: string) {
  const [row] = await db.select().from(giftThankYous).where(eq(giftThankYous.giftCardId, giftCardId)).limit(1);
  return row ?? null;
}

/** False when the card already has one: a thank-you is sent once per card. */
export async function insertThankYou(
  db: Executor,
  row: { storeId: string; giftCardId: string; message: string },
): Promise<boolean> {
  const inserted = await db
    .insert(giftThankYous)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: giftThankYous.giftCardId });
  return inserted.length > 0;
}
