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
      status: giftCards.status,
      kind: giftCardLedger.kind,
      amountMinor: giftCardLedger.amountMinor,
      promoMinor: giftCardLedger.promoMinor,
      paymentIntentId: giftCardLedger.paymentIntentId,
      createdAt: giftCardLedger.createdAt,
      channel: giftCardLedger.channel,
      actor: giftCardLedger.actor,
    })
    .from(giftCardLedger)
    .innerJoin(giftCards, eq(giftCards.id, giftCardLedger.giftCardId))
    .where(and(eq(giftCards.storeId, storeId), eq(giftCards.kind, 'money'), lt(giftCardLedger.createdAt, end)))
    .orderBy(asc(giftCardLedger.giftCardId), asc(giftCardLedger.createdAt), asc(giftCardLedger.id));
  const cards = new Map<string, { expiresAt: Date | null; status: string; entries: LedgerMove[] }>();
  for (const row of rows) {
    let card = cards.get(row.cardId);
    if (!card) {
      card = { expiresAt: row.expiresOn ? endOfDay(row.expiresOn) : null, status: row.status, entries: [] };
      cards.set(row.cardId, card);
    }
    card.entries.push({
      kind: row.kind,
      amountMinor: row.amountMinor,
      promoMinor: row.promoMinor,
      paymentIntentId: row.paymentIntentId,
      createdAt: row.createdAt,
      channel: row.channel,
      actor: row.actor,
    });
  }
  return [...cards.values()].map(writtenOffWhenImported);
}

/**
 * A card imported Voided or Expired has an import entry and no void or expiry of its own: it is
 * written off as it arrives (counted issued, then voided or expired), so it is never owed.
 */
function writtenOffWhenImported({
  status,
  expiresAt,
  entries,
}: {
  status: string;
  expiresAt: Date | null;
  entries: LedgerMove[];
}): CardHistory {
  const [first] = entries;
  if (!first) return { expiresAt, entries };
  if (status === 'Voided' && !entries.some((entry) => entry.kind === 'void')) {
    return {
      expiresAt,
      entries: [
        first,
        { kind: 'void', amountMinor: 0, paymentIntentId: null, createdAt: first.createdAt },
        ...entries.slice(1),
      ],
    };
  }
  if (status === 'Expired' && !expiresAt) return { expiresAt: first.createdAt, entries };
  return { expiresAt, entries };
}
