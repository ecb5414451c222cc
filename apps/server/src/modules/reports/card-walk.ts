import type { FlowFigures } from './liability.ts';

export interface LedgerMove {
  kind: string;
  amountMinor: number;
  /** The part of amountMinor that moved the card's bonus credit (decision 0145); absent is 0. */
  promoMinor?: number;
  paymentIntentId: string | null;
  createdAt: Date;
  channel?: string;
  actor?: string | null;
}

/** One money card: its ledger entries oldest first, and the first instant it is expired (the day after expires_on), if any. */
export interface CardHistory {
  expiresAt: Date | null;
  entries: readonly LedgerMove[];
}

/** Kinds whose amount moves what the store owes, and the figure each counts in. */
const FLOW_OF: Record<string, keyof FlowFigures | undefined> = {
  issue: 'issued',
  import: 'issued',
  topup: 'topUps',
  adjust: 'adjusted',
  redeem: 'redeemed',
  reverse: 'redeemed',
  refund: 'redeemed',
  capture: 'redeemed',
  // Bonus credit (decision 0145): granted counts as issued, its expiry as breakage.
  bonus: 'issued',
  bonus_expire: 'expired',
};

/** The part of each card's history that is paid money or bonus credit: the walk is linear, so the two add up to the whole. */
export function partOfHistories(cards: readonly CardHistory[], part: 'paid' | 'promotional'): CardHistory[] {
  return cards.map((card) => ({
    expiresAt: card.expiresAt,
    entries: card.entries.map((entry) => {
      const promo = entry.promoMinor ?? 0;
      return {
        ...entry,
        amountMinor: part === 'promotional' ? promo : entry.amountMinor - promo,
        promoMinor: part === 'promotional' ? promo : 0,
      };
    }),
  }));
}

/** Holds and releases move only the reservation of their payment intent; a capture ends it. */
export function reserve(reserved: Map<string, number>, entry: LedgerMove): void {
  const intent = entry.paymentIntentId ?? '';
  if (entry.kind === 'hold' || entry.kind === 'release')
    reserved.set(intent, (reserved.get(intent) ?? 0) - entry.amountMinor);
  if (entry.kind === 'capture') reserved.delete(intent);
}

/** What a capture takes: what its intent still holds, plus any amount it re-takes (negative: money out of the card). */
export const captureDelta = (reserved: ReadonlyMap<string, number>, entry: LedgerMove) =>
  entry.amountMinor - (reserved.get(entry.paymentIntentId ?? '') ?? 0);

/** What the card owes at `at`: its balance plus what open holds reserve, or 0 once voided or expired. */
export function outstandingAt(card: CardHistory, at: Date): number {
  if (card.expiresAt && card.expiresAt <= at) return 0;
  let balance = 0;
  let voided = false;
  const reserved = new Map<string, number>();
  for (const entry of card.entries) {
    if (entry.createdAt >= at) break;
    balance += entry.amountMinor;
    reserve(reserved, entry);
    if (entry.kind === 'void') voided = true;
    if (entry.kind === 'reactivate') voided = false;
  }
  if (voided) return 0;
  return balance + [...reserved.values()].reduce((sum, amount) => sum + amount, 0);
}

/**
 * Adds the card's movements in [start, end) to `flows`, and its expiry if that falls in (start, end].
 * A capture redeems what its intent still holds (plus any amount it re-takes). Voiding or expiring
 * writes the owed amount off; a movement on a written-off card is written off with it.
 */
export function cardWalk(card: CardHistory, start: Date, end: Date, flows: FlowFigures): void {
  let owed = 0;
  let voided = false;
  let expired = false;
  let writtenOffAs: 'voided' | 'expired' | null = null;
  const reserved = new Map<string, number>();
  const count = (at: Date, figure: keyof FlowFigures, amount: number) => {
    if (at >= start && at < end) flows[figure] += amount;
  };
  const expireBy = (at: Date) => {
    if (expired || !card.expiresAt || card.expiresAt > at) return;
    expired = true;
    if (writtenOffAs !== null) return;
    writtenOffAs = 'expired';
    if (card.expiresAt > start && card.expiresAt <= end) flows.expired += owed;
  };
  for (const entry of card.entries) {
    expireBy(entry.createdAt);
    if (entry.createdAt >= end) break;
    const delta =
      entry.kind === 'capture' ? captureDelta(reserved, entry) : FLOW_OF[entry.kind] ? entry.amountMinor : 0;
    reserve(reserved, entry);
    const figure = FLOW_OF[entry.kind];
    if (figure) count(entry.createdAt, figure, figure === 'redeemed' || figure === 'expired' ? -delta : delta);
    if (writtenOffAs) count(entry.createdAt, writtenOffAs, delta);
    owed += delta;
    if (entry.kind === 'void' && !voided) {
      voided = true;
      if (writtenOffAs === null) {
        writtenOffAs = 'voided';
        count(entry.createdAt, 'voided', owed);
      }
    }
    if (entry.kind === 'reactivate' && voided) {
      voided = false;
      if (writtenOffAs === 'voided') {
        count(entry.createdAt, 'voided', -owed);
        writtenOffAs = expired ? 'expired' : null;
        if (expired) count(entry.createdAt, 'expired', owed);
      }
    }
  }
  expireBy(end);
}
