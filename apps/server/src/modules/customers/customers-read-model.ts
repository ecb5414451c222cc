import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * A read model over other modules' tables (orders, gift_cards), as reports is: the store's buyers
 * and recipients as people, found by email or name, and the dashboard's one search box. It keeps
 * no copy of personal data: every answer is read from the orders and cards themselves.
 */
const rows = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
/** A date column as 'YYYY-MM-DD' whichever driver read it. */
const dayOf = (value: string | Date | null): string | null =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface CustomerRow {
  email: string;
  name: string;
  orders: number;
  cardsReceived: number;
  lastSeen: Date;
}

/** Every person: a buyer (orders.customer) or a recipient (gift_cards.recipient_email), one row per email. */
const people = (storeId: string) => sql`
  select lower(o.customer->>'email') as email,
         trim(coalesce(o.customer->>'firstName', '') || ' ' || coalesce(o.customer->>'lastName', '')) as name,
         1 as is_order, 0 as is_card, o.created_at as at
    from orders o
   where o.store_id = ${storeId} and coalesce(o.customer->>'email', '') <> ''
  union all
  select lower(c.recipient_email), coalesce(c.recipient_name, ''), 0, 1, c.created_at
    from gift_cards c
   where c.store_id = ${storeId} and coalesce(c.recipient_email, '') <> ''`;

/** People whose email or name contains `query` (any case), most recently seen first. */
export async function listCustomers(
  db: Executor,
  storeId: string,
  { query, limit, offset }: { query?: string | undefined; limit: number; offset: number },
): Promise<{ customers: CustomerRow[]; total: number }> {
  const like = query ? `%${escapeLike(query.toLowerCase())}%` : null;
  const grouped = sql`
    select email,
           coalesce(max(nullif(name, '')), '') as name,
           sum(is_order)::int as orders,
           sum(is_card)::int as cards_received,
           max(at) as last_seen
      from (${people(storeId)}) p
     group by email
    having ${like}::text is null or email like ${like} or lower(coalesce(max(name), '')) like ${like}`;
  const [found, counted] = await Promise.all([
    db.execute(sql`select * from (${grouped}) g order by last_seen desc, email limit ${limit} offset ${offset}`),
    db.execute(sql`select count(*)::int as total from (${grouped}) g`),
  ]);
  return {
    customers: rows<{ email: string; name: string; orders: number; cards_received: number; last_seen: string | Date }>(
      found,
    ).map((row) => ({
      email: row.email,
      name: row.name,
      orders: Number(row.orders),
      cardsReceived: Number(row.cards_received),
      lastSeen: new Date(row.last_seen),
    })),
    total: Number(rows<{ total: number }>(counted)[0]?.total ?? 0),
  };
}

export interface CustomerOrderRow {
  id: string;
  reference: string;
  placedAt: Date;
  totalMinor: number;
  currency: string;
}
export interface CustomerCardRow {
  id: string;
  code: string;
  kind: string;
  status: string;
  balanceMinor: number;
  currency: string;
  expiresOn: string | null;
  recipientName: string | null;
  recipientEmail: string | null;
  senderEmail: string | null;
  createdAt: Date;
}

/** One person's orders (as buyer) and cards (bought by them or sent to them), newest first. */
export async function customerRecords(db: Executor, storeId: string, email: string) {
  const lower = email.toLowerCase();
  const [orderRows, cardRows] = await Promise.all([
    db.execute(sql`
      select id, reference, created_at, total_minor + gift_cards_minor as total_minor, currency
        from orders
       where store_id = ${storeId} and lower(customer->>'email') = ${lower}
       order by created_at desc
       limit 200`),
    db.execute(sql`
      select id, code, kind, status, balance_minor, currency, expires_on, recipient_name, recipient_email, sender_email, created_at
        from gift_cards
       where store_id = ${storeId} and (lower(recipient_email) = ${lower} or lower(sender_email) = ${lower})
       order by created_at desc
       limit 200`),
  ]);
  type OrderDb = { id: string; reference: string; created_at: string | Date; total_minor: number; currency: string };
  type CardDb = {
    id: string;
    code: string;
    kind: string;
    status: string;
    balance_minor: number;
    currency: string;
    expires_on: string | Date | null;
    recipient_name: string | null;
    recipient_email: string | null;
    sender_email: string | null;
    created_at: string | Date;
  };
  return {
    orders: rows<OrderDb>(orderRows).map((row): CustomerOrderRow => ({
      id: row.id,
      reference: row.reference,
      placedAt: new Date(row.created_at),
      totalMinor: Number(row.total_minor),
      currency: row.currency,
    })),
    cards: rows<CardDb>(cardRows).map((row): CustomerCardRow => ({
      id: row.id,
      code: row.code,
      kind: row.kind,
      status: row.status,
      balanceMinor: Number(row.balance_minor),
      currency: row.currency,
      expiresOn: dayOf(row.expires_on),
      recipientName: row.recipient_name,
      recipientEmail: row.recipient_email,
      senderEmail: row.sender_email,
      createdAt: new Date(row.created_at),
    })),
  };
}

/** The search box's orders: by order number (whole or its start), buyer email or name. */
export async function searchOrders(db: Executor, storeId: string, query: string, limit: number) {
  const like = `%${escapeLike(query.toLowerCase())}%`;
  const result = await db.execute(sql`
    select id, reference, created_at, customer->>'email' as email,
           trim(coalesce(customer->>'firstName', '') || ' ' || coalesce(customer->>'lastName', '')) as name
      from orders
     where store_id = ${storeId}
       and (upper(reference) like ${`${escapeLike(query.toUpperCase())}%`}
            or lower(customer->>'email') like ${like}
            or lower(coalesce(customer->>'firstName', '') || ' ' || coalesce(customer->>'lastName', '')) like ${like})
     order by created_at desc
     limit ${limit}`);
  return rows<{ id: string; reference: string; created_at: string | Date; email: string | null; name: string }>(
    result,
  ).map((row) => ({
    id: row.id,
    reference: row.reference,
    placedAt: new Date(row.created_at),
    email: row.email ?? '',
    name: row.name,
  }));
}

/** The search box's cards: by the code's last 4 (never more), recipient email or name. */
export async function searchCards(db: Executor, storeId: string, query: string, limit: number) {
  const like = `%${escapeLike(query.toLowerCase())}%`;
  const ending = /^[a-z0-9]{4}$/i.test(query) ? `%${query.toUpperCase()}` : null;
  const result = await db.execute(sql`
    select id, code, kind, status, balance_minor, currency, expires_on, recipient_name, recipient_email
      from gift_cards
     where store_id = ${storeId}
       and ((${ending}::text is not null and code_normalized like ${ending})
            or lower(coalesce(recipient_email, '')) like ${like}
            or lower(coalesce(recipient_name, '')) like ${like})
     order by created_at desc
     limit ${limit}`);
  return rows<{
    id: string;
    code: string;
    kind: string;
    status: string;
    balance_minor: number;
    currency: string;
    expires_on: string | Date | null;
    recipient_name: string | null;
    recipient_email: string | null;
  }>(result).map((row) => ({ ...row, balance_minor: Number(row.balance_minor), expires_on: dayOf(row.expires_on) }));
}
