import { codeEnding } from '@giftfront/domain/gift-card';
import type { LedgerChannel, LedgerKind } from '@giftfront/domain/gift-card-status';
import type { Executor } from '../../db/client.ts';
import { recordEvent } from '../events/record-event.ts';
import { CARD_EVENT_OF_LEDGER_KIND } from './card-events.ts';
import { addToBalanceIfCovered, cardFacts, insertLedgerRow, type CardFacts } from './ledger-write-repository.ts';

/**
 * Ledger convention (docs/decisions/0003): balance_minor always equals the sum of the card's
 * ledger entries. issue/import/topup/release add; hold subtracts; capture is recorded with 0
 * (the hold already took the money) unless it re-takes a hold that had expired. Every entry
 * writes its card event in the same transaction (docs/decisions/0060).
 */
export type { LedgerKind };

export interface LedgerEntry {
  giftCardId: string;
  kind: LedgerKind;
  amountMinor: number;
  paymentIntentId?: string | null;
  orderId?: string | null;
  note?: string | null;
  /** Who: a staff email or "API key <name>"; absent for the shopper at checkout and the server. */
  actor?: string | null;
  /** Absent: checkout for the kinds checkout writes, else the system. */
  channel?: LedgerChannel;
  reason?: string | null;
  redemptionId?: string | null;
}

const CHECKOUT_KINDS: ReadonlySet<LedgerKind> = new Set(['issue', 'hold', 'capture', 'release', 'topup', 'refund']);

async function writeEntry(db: Executor, entry: LedgerEntry, card: CardFacts): Promise<void> {
  const channel = entry.channel ?? (CHECKOUT_KINDS.has(entry.kind) ? 'checkout' : 'system');
  const { id } = await insertLedgerRow(db, { ...entry, channel });
  await recordEvent(db, {
    storeId: card.storeId,
    type: CARD_EVENT_OF_LEDGER_KIND[entry.kind],
    giftCardId: entry.giftCardId,
    orderId: entry.orderId ?? null,
    data: {
      giftCard: {
        id: entry.giftCardId,
        last4: codeEnding(card.code),
        kind: card.kind,
        currency: card.currency,
        balanceMinor: card.balanceMinor,
      },
      activity: {
        ledgerEntryId: id,
        kind: entry.kind,
        amountMinor: entry.amountMinor,
        channel,
        actor: entry.actor ?? null,
        reason: entry.reason ?? null,
        redemptionId: entry.redemptionId ?? null,
      },
    },
  });
}

/** A ledger entry that moves no money (issue with its initial balance, void, reactivate, capture of a hold). */
export async function appendLedger(db: Executor, entry: LedgerEntry): Promise<void> {
  await writeEntry(db, entry, await cardFacts(db, entry.giftCardId));
}

/**
 * Moves a card's balance by entry.amountMinor with its ledger entry, guarded so the balance
 * never goes below zero (the CHECK constraint stays a last line, never reached).
 * Returns false, writing nothing, when the balance is too small.
 */
export async function changeBalance(db: Executor, entry: LedgerEntry): Promise<boolean> {
  const card = await addToBalanceIfCovered(db, entry.giftCardId, entry.amountMinor);
  if (!card) return false;
  await writeEntry(db, entry, card);
  return true;
}
