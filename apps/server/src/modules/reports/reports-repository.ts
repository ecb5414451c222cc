import { and, asc, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { giftCardLedger, giftCards } from '../../db/schema/index.ts';
import type { CardHistory, LedgerMove } from './card-walk.ts';
import { endOfDay } from './liability.ts';

/**
 * Every money card of the store with its ledger entries before `end`, oldest first. A card is
 * expired from the day after its expires_on (decision 0005); the date is today's, since a
 * changed expiry leaves no ledger entry (docs/decisions/0021).
 */
export async function moneyCardHistories(db: Executor, storeId: string, end: Date): Promise<CardHistory[]> {
  const rows = await db
    .select({
      cardId: giftCards.id,
      expiresOn: giftCards.expiresOn,
      kind: giftCardLedger.kind,
      amountMinor: giftCardLedger.amountMinor,
      paymentIntentId: giftCardLedger.paymentIntentId,
      createdAt: giftCardLedger.createdAt,
    })
    .from(giftCardLedger)
    .innerJoin(giftCards, eq(giftCards.id, giftCardLedger.giftCardId))
    .where(and(eq(giftCards.storeId, storeId), eq(giftCards.kind, 'money'), lt(giftCardLedger.createdAt, end)))
    .orderBy(asc(giftCardLedger.giftCardId), asc(giftCardLedger.createdAt), asc(giftCardLedger.id));
  const cards = new Map<string, { expiresAt: Date | null; entries: LedgerMove[] }>();
  for (const row of rows) {
    let card = cards.get(row.cardId);
    if (!card) {
      card = { expiresAt: row.expiresOn ? endOfDay(row.expiresOn) : null, entries: [] };
      cards.set(row.cardId, card);
    }
    card.entries.push({ kind: row.kind, amountMinor: row.amountMinor, paymentIntentId: row.paymentIntentId, createdAt: row.createdAt });
  }
  return [...cards.values()];
}
