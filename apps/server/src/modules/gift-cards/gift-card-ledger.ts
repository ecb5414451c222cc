import type { LedgerChannel, LedgerKind } from '@giftfront/domain/gift-card-status';
import type { Executor } from '../../db/client.ts';
import { addToBalanceIfCovered, insertLedgerRow } from './ledger-repository.ts';

/**
 * Ledger convention (docs/decisions/0003): balance_minor always equals the sum of the card's
 * ledger entries. issue/import/topup/release add; hold subtracts; capture is recorded with 0
 * (the hold already took the money) unless it re-takes a hold that had expired.
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

export async function appendLedger(db: Executor, entry: LedgerEntry): Promise<void> {
  const channel = entry.channel ?? (CHECKOUT_KINDS.has(entry.kind) ? 'checkout' : 'system');
  await insertLedgerRow(db, { ...entry, channel });
}

/**
 * Moves a card's balance by entry.amountMinor with its ledger entry, guarded so the balance
 * never goes below zero (the CHECK constraint stays a last line, never reached).
 * Returns false, writing nothing, when the balance is too small.
 */
export async function changeBalance(db: Executor, entry: LedgerEntry): Promise<boolean> {
  if (!(await addToBalanceIfCovered(db, entry.giftCardId, entry.amountMinor))) return false;
  await appendLedger(db, entry);
  return true;
}
