import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';

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

/** One delivery per endpoint and event: an event handed over twice makes no second delivery. */
export async function insertDeliveries(db: Executor, rows: NewWebhookDelivery[]): Promise<WebhookDeliveryRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(webhookDeliveries)
    .values(rows)
    .onConflictDoNothing({ target: [webhookDeliveries.endpointId, webhookDeliveries.eventId] })
    .returning();
}

/** As insertDeliveries, for the fan-out's hundreds at once: returns only how many were new, not the bodies back. */
export async function insertDeliveriesCounted(db: Executor, rows: NewWebhookDelivery[]): Promise<number> {
  if (rows.length === 0) return 0;
  const made = await db
    .insert(webhookDeliveries)
    .values(rows)
    .onConflictDoNothing({ target: [webhookDeliveries.endpointId, webhookDeliveries.eventId] })
    .returning({ id: webhookDeliveries.id });
  return made.length;
}

/** The endpoint as a send needs it: where, the secrets that sign, whose owners to tell. */
export type SendingEndpoint = Pick<
  EndpointRow,
  'id' | 'storeId' | 'url' | 'secret' | 'previousSecret' | 'previousSecretExpiresAt'
>;

/** A delivery taken for one send, with its endpoint. */
export interface ClaimedDelivery {
  id: string;
  body: string;
  attempts: number;
  createdAt: Date;
  endpoint: SendingEndpoint;
}

interface ClaimedRow {
  id: string;
  body: string;
  attempts: number;
  created_ms: number;
  endpoint_id: string;
  store_id: string;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_ms: number | null;
}

/**
 * Takes due deliveries for one send each, holding them until the lease ends, and returns them
 * with their endpoints: one statement, one round trip (decision 0215). A card's delivery waits
 * while an earlier one of the same card to the same endpoint is still pending, so a claim holds
 * at most one delivery of a card: order per card.
 */
export async function claimDueDeliveries(
  db: Executor,
  limit: number,
  leaseSeconds: number,
  now: Date = new Date(),
): Promise<ClaimedDelivery[]> {
  const result = await db.execute(sql`
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
    ),
    claimed as (
      update ${webhookDeliveries} w set claimed_until = ${new Date(now.getTime() + leaseSeconds * 1000)}
      from due where w.id = due.id
      returning w.id, w.body, w.attempts, w.created_at, w.endpoint_id
    )
    select c.id, c.body, c.attempts, extract(epoch from c.created_at)::float8 * 1000 as created_ms,
      p.id as endpoint_id, p.store_id, p.url, p.secret, p.previous_secret,
      extract(epoch from p.previous_secret_expires_at)::float8 * 1000 as previous_secret_expires_ms
    from claimed c join ${webhookEndpoints} p on p.id = c.endpoint_id`);
  return (result as unknown as { rows: ClaimedRow[] }).rows.map((row) => ({
    id: row.id,
    body: row.body,
    attempts: Number(row.attempts),
    createdAt: new Date(Number(row.created_ms)),
    endpoint: {
      id: row.endpoint_id,
      storeId: row.store_id,
      url: row.url,
      secret: row.secret,
      previousSecret: row.previous_secret,
      previousSecretExpiresAt:
        row.previous_secret_expires_ms === null ? null : new Date(Number(row.previous_secret_expires_ms)),
    },
  }));
}

export interface AttemptOutcome {
  id: string;
  status: 'pending' | 'succeeded' | 'failed';
  responseStatus: number | null;
  durationMs: number;
  response: string;
  nextAttemptAt: Date;
}

/**
 * Records a batch of attempts in one statement, each releasing its claim, and notes on each
 * endpoint whether it is failing: an endpoint with a success in the batch is not, one with only
 * failures is from now (kept while it keeps failing). Only a change writes an endpoint's row, so
 * concurrent batches to one endpoint do not queue on its lock.
 */
export async function recordAttempts(db: Executor, outcomes: AttemptOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const rows = outcomes.map(
    (o) =>
      sql`(${o.id}::uuid, ${o.status}, ${o.responseStatus}::int, ${o.durationMs}::int, ${o.response}, ${o.nextAttemptAt.toISOString()}::timestamptz)`,
  );
  await db.execute(sql`
    with recorded as (
      update ${webhookDeliveries} w set
        status = v.status, response_status = v.response_status, duration_ms = v.duration_ms,
        response = v.response, next_attempt_at = v.next_attempt_at,
        attempts = w.attempts + 1, last_attempt_at = now(), claimed_until = null
      from (values ${sql.join(rows, sql`, `)}) as v(id, status, response_status, duration_ms, response, next_attempt_at)
      where w.id = v.id
      returning w.endpoint_id, v.status
    ),
    outcome as (
      select endpoint_id, bool_or(status = 'succeeded') as ok from recorded group by endpoint_id
    )
    update ${webhookEndpoints} p set failing_since = case when o.ok then null else now() end
    from outcome o
    where p.id = o.endpoint_id and (case when o.ok then p.failing_since is not null else p.failing_since is null end)`);
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
