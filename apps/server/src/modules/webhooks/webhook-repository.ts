import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { stores, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type NewWebhookDelivery = typeof webhookDeliveries.$inferInsert;

export async function insertEndpoint(db: Executor, values: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function listEndpoints(db: Executor, storeId: string): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.storeId, storeId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

export async function findEndpoint(db: Executor, storeId: string, id: string): Promise<EndpointRow | null> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.storeId, storeId), eq(webhookEndpoints.id, id)));
  return row ?? null;
}

export async function findEndpointsByIds(db: Executor, ids: string[]): Promise<EndpointRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(webhookEndpoints).where(inArray(webhookEndpoints.id, ids));
}

export async function updateEndpoint(
  db: Executor,
  storeId: string,
  id: string,
  change: Partial<typeof webhookEndpoints.$inferInsert>,
): Promise<EndpointRow | null> {
  const [row] = await db
    .update(webhookEndpoints)
    .set(change)
    .where(and(eq(webhookEndpoints.storeId, storeId), eq(webhookEndpoints.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteEndpoint(db: Executor, storeId: string, id: string): Promise<EndpointRow | null> {
  const [row] = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.storeId, storeId), eq(webhookEndpoints.id, id)))
    .returning();
  return row ?? null;
}

/** The switched-on endpoints of these stores, for fanning events out. */
export async function enabledEndpointsOf(db: Executor, storeIds: string[]): Promise<EndpointRow[]> {
  if (storeIds.length === 0) return [];
  return db
    .select()
    .from(webhookEndpoints)
    .where(and(inArray(webhookEndpoints.storeId, storeIds), eq(webhookEndpoints.enabled, true)));
}

export async function storeSlugs(db: Executor, storeIds: string[]): Promise<Map<string, string>> {
  if (storeIds.length === 0) return new Map();
  const rows = await db.select({ id: stores.id, slug: stores.slug }).from(stores).where(inArray(stores.id, storeIds));
  return new Map(rows.map((row) => [row.id, row.slug]));
}

/** One delivery per endpoint and event: an event handed over twice makes no second delivery. */
export async function insertDeliveries(db: Executor, rows: NewWebhookDelivery[]): Promise<WebhookDeliveryRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(webhookDeliveries)
    .values(rows)
    .onConflictDoNothing({ target: [webhookDeliveries.endpointId, webhookDeliveries.eventId] })
    .returning();
}

/**
 * Takes due deliveries for one send each, holding them until `claimedUntil`. A card's delivery
 * waits while an earlier one of the same card to the same endpoint is still pending: order per card.
 */
export async function claimDueDeliveries(
  db: Executor,
  limit: number,
  leaseSeconds: number,
  now: Date = new Date(),
): Promise<WebhookDeliveryRow[]> {
  const result = await db.execute<{ id: string }>(sql`
    with due as (
      select d.id from ${webhookDeliveries} d
      where d.status = 'pending' and d.next_attempt_at <= ${now}
        and (d.claimed_until is null or d.claimed_until <= ${now})
        and exists (select 1 from ${webhookEndpoints} p where p.id = d.endpoint_id and p.enabled)
        and not exists (
          select 1 from ${webhookDeliveries} e
          where e.endpoint_id = d.endpoint_id and e.gift_card_id = d.gift_card_id
            and e.card_sequence < d.card_sequence and e.status = 'pending'
        )
      order by d.next_attempt_at, d.card_sequence nulls first
      limit ${limit}
      for update skip locked
    )
    update ${webhookDeliveries} w set claimed_until = ${new Date(now.getTime() + leaseSeconds * 1000)}
    from due where w.id = due.id
    returning w.id`);
  const ids = (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  if (ids.length === 0) return [];
  return db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.id, ids));
}

export interface AttemptOutcome {
  id: string;
  status: 'pending' | 'succeeded' | 'failed';
  responseStatus: number | null;
  durationMs: number;
  response: string;
  nextAttemptAt: Date;
}

/** Records a batch of attempts in one statement, each releasing its claim. */
export async function recordAttempts(db: Executor, outcomes: AttemptOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const rows = outcomes.map(
    (o) =>
      sql`(${o.id}::uuid, ${o.status}, ${o.responseStatus}::int, ${o.durationMs}::int, ${o.response}, ${o.nextAttemptAt.toISOString()}::timestamptz)`,
  );
  await db.execute(sql`
    update ${webhookDeliveries} w set
      status = v.status, response_status = v.response_status, duration_ms = v.duration_ms,
      response = v.response, next_attempt_at = v.next_attempt_at,
      attempts = w.attempts + 1, last_attempt_at = now(), claimed_until = null
    from (values ${sql.join(rows, sql`, `)}) as v(id, status, response_status, duration_ms, response, next_attempt_at)
    where w.id = v.id`);
}

export async function listEndpointDeliveries(db: Executor, storeId: string, endpointId: string, limit = 100) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.storeId, storeId), eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

export async function findDelivery(db: Executor, storeId: string, id: string): Promise<WebhookDeliveryRow | null> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.storeId, storeId), eq(webhookDeliveries.id, id)));
  return row ?? null;
}

/** Back to the queue now (a retry asked by an owner); its earlier attempts stay counted. */
export async function requeueDelivery(db: Executor, storeId: string, id: string): Promise<WebhookDeliveryRow | null> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: sql`now()`, claimedUntil: null })
    .where(and(eq(webhookDeliveries.storeId, storeId), eq(webhookDeliveries.id, id)))
    .returning();
  return row ?? null;
}

/**
 * Notes when the endpoint began failing (kept while it keeps failing); a success clears it. Only a
 * change writes the row, so concurrent sends to one endpoint do not queue on its lock.
 */
export async function noteEndpointOutcome(db: Executor, endpointId: string, ok: boolean): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ failingSince: ok ? null : sql`now()` })
    .where(
      and(
        eq(webhookEndpoints.id, endpointId),
        ok ? isNotNull(webhookEndpoints.failingSince) : isNull(webhookEndpoints.failingSince),
      ),
    );
}

/** Switches an endpoint off (3 days of failures); true when this call did it. */
export async function disableFailingEndpoint(db: Executor, endpointId: string, reason: string): Promise<boolean> {
  const rows = await db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: reason })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** Gives up the pending deliveries of a switched-off endpoint. */
export async function failPendingDeliveries(db: Executor, endpointId: string): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed', claimedUntil: null })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')));
}
