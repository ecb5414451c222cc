import { and, count, desc, eq, gte, ilike, isNull, lt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { parseGiftCardCode } from '@giftfront/domain/gift-card';
import type { CardStatus, GiftCardKind } from '@giftfront/domain/gift-card-status';
import type { Executor } from '../../db/client.ts';
import { giftCards, orders } from '../../db/schema/index.ts';

export interface CardSearch {
  storeId: string;
  query?: string | undefined;
  status?: CardStatus | undefined;
  kind?: GiftCardKind | undefined;
  today: string;
  limit: number;
  offset: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A full code, its last 4, a recipient's or buyer's email (or part of it), or an order number. */
function matchesQuery(query: string): SQL | undefined {
  const code = parseGiftCardCode(query);
  const email = `%${escapeLike(query)}%`;
  return or(
    code ? eq(giftCards.codeNormalized, code) : undefined,
    code && code.length === 4 ? ilike(giftCards.codeNormalized, `%${code}`) : undefined,
    ilike(giftCards.recipientEmail, email),
    ilike(giftCards.senderEmail, email),
    sql`upper(${orders.reference}) = ${query.toUpperCase()}`,
  );
}

/** The same rule as cardStatus (packages/domain/src/gift-card-status.ts), as SQL. */
function hasStatus(status: CardStatus, today: string): SQL | undefined {
  const stored = (value: string) => eq(giftCards.status, value);
  const pastExpiry = lt(giftCards.expiresOn, today);
  const notPastExpiry = or(isNull(giftCards.expiresOn), gte(giftCards.expiresOn, today));
  const emptyMoney = and(eq(giftCards.kind, 'money'), lte(giftCards.balanceMinor, 0));
  switch (status) {
    case 'Voided':
    case 'Used':
    case 'Inactive':
      return stored(status);
    case 'Expired':
      return or(stored('Expired'), and(stored('Active'), pastExpiry));
    case 'Spent':
      return or(stored('Spent'), and(stored('Active'), notPastExpiry, emptyMoney));
    case 'Active':
      return and(stored('Active'), notPastExpiry, not(emptyMoney!));
  }
}

/** One page of the store's cards, newest issue first, with the order that issued each. */
export async function searchCards(db: Executor, search: CardSearch) {
  const where = and(
    eq(giftCards.storeId, search.storeId),
    search.query ? matchesQuery(search.query) : undefined,
    search.status ? hasStatus(search.status, search.today) : undefined,
    search.kind ? eq(giftCards.kind, search.kind) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ card: giftCards, orderReference: orders.reference })
      .from(giftCards)
      .leftJoin(orders, eq(orders.id, giftCards.orderId))
      .where(where)
      .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
      .limit(search.limit)
      .offset(search.offset),
    db.select({ n: count() }).from(giftCards).leftJoin(orders, eq(orders.id, giftCards.orderId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
