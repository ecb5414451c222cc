import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { compiledQuery } from '../../db/compiled-query.ts';
import { paymentIntents } from '../../db/schema/index.ts';

export type IntentRecord = typeof paymentIntents.$inferSelect;
export type NewIntent = typeof paymentIntents.$inferInsert;

export async function insertIntent(db: Executor, values: NewIntent): Promise<IntentRecord> {
  const [row] = await db.insert(paymentIntents).values(values).returning();
  return row!;
}

const byStoreAndProviderId = (db: Executor) =>
  db
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.storeId, sql.placeholder('storeId')),
        eq(paymentIntents.providerIntentId, sql.placeholder('providerIntentId')),
      ),
    );

const findStoreIntentQuery = compiledQuery('find_store_intent', (db) => byStoreAndProviderId(db).limit(1));

/** The host's store's intent by the id the browser holds; another store's intent is not found. */
export async function findStoreIntent(
  db: Executor,
  storeId: string,
  providerIntentId: string,
): Promise<IntentRecord | null> {
  const [row] = await findStoreIntentQuery(db, { storeId, providerIntentId });
  return row ?? null;
}

/** An intent by its own id, only if it is the store's. */
export async function findIntentInStore(db: Executor, storeId: string, id: string): Promise<IntentRecord | null> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.storeId, storeId), eq(paymentIntents.id, id)))
    .limit(1);
  return row ?? null;
}

/** For provider webhooks, which reach the platform rather than a store's host. */
export async function findIntentByProviderId(db: Executor, providerIntentId: string): Promise<IntentRecord | null> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.providerIntentId, providerIntentId))
    .limit(1);
  return row ?? null;
}

const lockStoreIntentQuery = compiledQuery('lock_store_intent', (db) =>
  byStoreAndProviderId(db).for('update').limit(1),
);

/**
 * The host's store's intent by the id the browser holds, locked as lockIntent locks it: one round
 * trip where findStoreIntent then lockIntent took two (issue 24).
 */
export async function lockStoreIntent(
  tx: Executor,
  storeId: string,
  providerIntentId: string,
): Promise<IntentRecord | null> {
  const [row] = await lockStoreIntentQuery(tx, { storeId, providerIntentId });
  return row ?? null;
}

const lockIntentQuery = compiledQuery('lock_intent', (db) =>
  db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.id, sql.placeholder('id')))
    .for('update')
    .limit(1),
);

/** Locks the intent row until the transaction ends: every outcome for one intent is serialised here. */
export async function lockIntent(tx: Executor, id: string): Promise<IntentRecord | null> {
  const [row] = await lockIntentQuery(tx, { id });
  return row ?? null;
}

export async function updateIntent(db: Executor, id: string, values: Partial<NewIntent>): Promise<void> {
  await db
    .update(paymentIntents)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(paymentIntents.id, id));
}

/** The sandbox's cancel: the row is the sandbox intent itself. */
export async function cancelIntentByProviderId(db: Executor, providerIntentId: string): Promise<void> {
  await db
    .update(paymentIntents)
    .set({ status: 'canceled' })
    .where(eq(paymentIntents.providerIntentId, providerIntentId));
}

/**
 * Records a refund on a charged intent once: asking again returns the refund already recorded.
 * Null when the intent was not charged.
 */
export async function recordRefundOnce(
  db: Executor,
  providerIntentId: string,
  refundId: string,
): Promise<{ refundId: string | null; amountMinor: number; currency: string } | null> {
  const [row] = await db
    .update(paymentIntents)
    .set({
      refundId: sql`coalesce(${paymentIntents.refundId}, ${refundId})`,
      refundedAt: sql`coalesce(${paymentIntents.refundedAt}, now())`,
    })
    .where(and(eq(paymentIntents.providerIntentId, providerIntentId), eq(paymentIntents.status, 'succeeded')))
    .returning({
      refundId: paymentIntents.refundId,
      amountMinor: paymentIntents.amountMinor,
      currency: paymentIntents.currency,
    });
  return row ?? null;
}

/** The provider confirmed the refund: the intent says how much went back, and when (the first time). */
export async function markRefunded(
  db: Executor,
  id: string,
  refund: { refundId: string | null; amountMinor: number; currency: string },
): Promise<void> {
  await db
    .update(paymentIntents)
    .set({
      refundStatus: 'refunded',
      ...(refund.refundId ? { refundId: refund.refundId } : {}),
      refundedAt: sql`coalesce(${paymentIntents.refundedAt}, now())`,
      refundedAmountMinor: refund.amountMinor,
      refundedCurrency: refund.currency,
      updatedAt: sql`now()`,
    })
    .where(eq(paymentIntents.id, id));
}

const pendingRefundDue = (afterSeconds: number) =>
  and(
    eq(paymentIntents.refundStatus, 'pending'),
    lte(paymentIntents.updatedAt, sql`now() - ${afterSeconds}::int * interval '1 second'`),
  );

/** Ids of intents whose refund has been pending for `afterSeconds` or more, the oldest first. */
export async function listDuePendingRefunds(db: Executor, afterSeconds: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .where(pendingRefundDue(afterSeconds))
    .orderBy(asc(paymentIntents.updatedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * Takes a due pending refund for this instance: a conditional update that moves updated_at on, so
 * another instance sees it as not due. Null when someone else took it first.
 */
export async function takePendingRefund(db: Executor, id: string, afterSeconds: number): Promise<IntentRecord | null> {
  const [taken] = await db
    .update(paymentIntents)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(paymentIntents.id, id), pendingRefundDue(afterSeconds)))
    .returning();
  return taken ?? null;
}
