import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * A read model for the operator's metrics: totals across every store, read from the tables of
 * orders, gift cards, deliveries and the job queue at scrape time, so every instance reports the
 * same figures and a restart loses none. Counts only, never a code or an address.
 */
export interface BusinessTotals {
  ordersPaid: number;
  cardsIssued: number;
  redemptions: number;
  deliveries: Array<{ state: string; count: number }>;
}

export interface QueueState {
  queue: string;
  due: number;
  oldestDueSeconds: number;
}

const rows = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

export async function readBusinessTotals(db: Database): Promise<BusinessTotals> {
  const [totals] = rows<{ orders: string | number; issued: string | number; redemptions: string | number }>(
    await db.execute(sql`
      select (select count(*) from orders) as orders,
             (select count(*) from gift_cards) as issued,
             (select count(*) from gift_card_ledger where kind in ('redeem', 'capture', 'use')) as redemptions`),
  );
  const deliveries = rows<{ state: string; count: string | number }>(
    await db.execute(sql`select state, count(*) as count from deliveries group by state`),
  );
  return {
    ordersPaid: Number(totals?.orders ?? 0),
    cardsIssued: Number(totals?.issued ?? 0),
    redemptions: Number(totals?.redemptions ?? 0),
    deliveries: deliveries.map((row) => ({ state: row.state, count: Number(row.count) })),
  };
}

/** Jobs waiting to run now, per queue, and how long the oldest of them has waited. */
export async function readQueueState(db: Database): Promise<QueueState[]> {
  const installed = rows<{ present: boolean }>(
    await db.execute(sql`select to_regclass('pgboss.job') is not null as present`),
  );
  if (!installed[0]?.present) return [];
  const due = rows<{ name: string; due: string | number; oldest: string | number | null }>(
    await db.execute(sql`
      select name, count(*) as due, extract(epoch from now() - min(start_after)) as oldest
      from pgboss.job
      where state in ('created', 'retry') and start_after <= now()
      group by name`),
  );
  return due.map((row) => ({
    queue: row.name,
    due: Number(row.due),
    oldestDueSeconds: Math.max(0, Number(row.oldest ?? 0)),
  }));
}
