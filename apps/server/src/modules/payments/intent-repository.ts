import { and, asc, eq, lte, sql, type Column, type WithSubquery } from 'drizzle-orm';
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

/** A new intent as CreatePaymentIntent makes it: these fields, the others their defaults. */
export type CheckoutIntentValues = Pick<
  NewIntent,
  'storeId' | 'provider' | 'providerIntentId' | 'clientSecret' | 'amountMinor' | 'currency' | 'status' | 'kind'
> & { topupGiftCardId: string | null };

const insertCheckoutIntentQuery = compiledQuery('insert_checkout_intent', (db) =>
  db.insert(paymentIntents).values({
    storeId: sql.placeholder('storeId'),
    provider: sql.placeholder('provider'),
    providerIntentId: sql.placeholder('providerIntentId'),
    clientSecret: sql.placeholder('clientSecret'),
    amountMinor: sql.placeholder('amountMinor'),
    currency: sql.placeholder('currency'),
    status: sql.placeholder('status'),
    kind: sql.placeholder('kind'),
    topupGiftCardId: sql.placeholder('topupGiftCardId'),
  }),
);

/** CreatePaymentIntent's insert, built once (issue 24): insertIntent with a fixed set of fields. */
export async function insertCheckoutIntent(db: Executor, values: CheckoutIntentValues): Promise<void> {
  await insertCheckoutIntentQuery(db, values);
}

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

/** An update's placeholder, given to the driver as its column gives a value (a date as ISO text, JSON as text). */
const placeholderOf = (name: string, column: Column) => sql`${sql.param(sql.placeholder(name), column)}`;

const recordValidationQuery = compiledQuery('record_intent_validation', (db) =>
  db
    .update(paymentIntents)
    .set({
      amountMinor: placeholderOf('amountMinor', paymentIntents.amountMinor),
      validatedOrder: placeholderOf('validatedOrder', paymentIntents.validatedOrder),
      validatedAt: placeholderOf('validatedAt', paymentIntents.validatedAt),
      status: placeholderOf('status', paymentIntents.status),
      lastError: null,
      updatedAt: sql`now()`,
    })
    .where(eq(paymentIntents.id, sql.placeholder('id'))),
);

/** ValidateOrder's result on its intent, built once (issue 24): updateIntent of these fields, the last error cleared. */
export async function recordIntentValidation(
  tx: Executor,
  id: string,
  values: { amountMinor: number; validatedOrder: Record<string, unknown>; validatedAt: Date; status: string },
): Promise<void> {
  await recordValidationQuery(tx, { id, ...values });
}

/**
 * The intent's success as a CTE of the caller's compiled statement (db/compiled-query.ts): the intent
 * named by the `payment_intent_id` of the row `paid` (a data-modifying CTE of that statement, with
 * RETURNING) returns succeeds, with the card the provider reported when it names one (else the card
 * already recorded stays); nothing changes when `paid` returns no row. Include it in the statement's
 * `with`, and intentSucceededValues(card) in each call's values (issue 24: the paid order, its event
 * and its intent's success in one round trip, fulfilment/fulfil-payment.ts).
 */
export function intentSucceededAfter(db: Executor, paid: WithSubquery) {
  const withCard = sql`${sql.placeholder('succeededWithCard')}::boolean`;
  return db.$with('intent_succeeded').as(
    db
      .update(paymentIntents)
      .set({
        status: 'succeeded',
        lastError: null,
        cardLast4: sql`case when ${withCard} then ${sql.placeholder('succeededCardLast4')}::text else ${paymentIntents.cardLast4} end`,
        cardBrand: sql`case when ${withCard} then ${sql.placeholder('succeededCardBrand')}::text else ${paymentIntents.cardBrand} end`,
        updatedAt: sql`now()`,
      })
      .where(sql`${paymentIntents.id} in (select payment_intent_id from ${paid})`)
      .returning({ id: paymentIntents.id }),
  );
}

/** The card a provider reported with a payment: its last four digits and brand, either may be null. */
export interface ReportedCard {
  cardLast4: string | null;
  cardBrand: string | null;
}

/** The values intentSucceededAfter's CTE takes: `card`, its last four digits and brand (either may be null), or none. */
export const intentSucceededValues = (card?: ReportedCard) => ({
  succeededWithCard: card !== undefined,
  succeededCardLast4: card?.cardLast4 ?? null,
  succeededCardBrand: card?.cardBrand ?? null,
});

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
