import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { giftCards, orderLines } from '../../db/schema/index.ts';

// A read model: a card as the balance check shows it, with the option bought from its order line
// (orders owns order_lines and imports gift-cards, so gift-cards reads it here).

const lookupColumns = {
  id: giftCards.id,
  code: giftCards.code,
  currency: giftCards.currency,
  balanceMinor: giftCards.balanceMinor,
  promoBalanceMinor: giftCards.promoBalanceMinor,
  promoExpiresOn: giftCards.promoExpiresOn,
  status: giftCards.status,
  expiresOn: giftCards.expiresOn,
  recipientEmail: giftCards.recipientEmail,
  kind: giftCards.kind,
  title: giftCards.title,
  usedAt: giftCards.usedAt,
  option: orderLines.denominationLabel,
};

export interface GiftCardLookupRow {
  id: string;
  code: string;
  currency: string;
  balanceMinor: number;
  /** The bonus credit inside balanceMinor and its expiry (decision 0145). */
  promoBalanceMinor: number;
  promoExpiresOn: string | null;
  status: string;
  expiresOn: string | null;
  recipientEmail: string | null;
  kind: string;
  /** The product's name when the card was issued. */
  title: string | null;
  usedAt: Date | null;
  /** The denomination bought (a voucher's option), when the card came from an order. */
  option: string | null;
}

async function findOne(db: Executor, storeId: string, match: SQL): Promise<GiftCardLookupRow | null> {
  const [row] = await db
    .select(lookupColumns)
    .from(giftCards)
    .leftJoin(orderLines, eq(orderLines.id, giftCards.orderLineId))
    .where(and(eq(giftCards.storeId, storeId), match))
    .limit(1);
  return row ?? null;
}

/** A card of this store by its normalised code (see parseGiftCardCode). */
export function findGiftCardByCode(
  db: Executor,
  storeId: string,
  normalizedCode: string,
): Promise<GiftCardLookupRow | null> {
  return findOne(db, storeId, eq(giftCards.codeNormalized, normalizedCode));
}

export function findGiftCardById(db: Executor, storeId: string, id: string): Promise<GiftCardLookupRow | null> {
  return findOne(db, storeId, eq(giftCards.id, id));
}
