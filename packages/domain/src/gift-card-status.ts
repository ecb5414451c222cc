/**
 * What a gift card is and where it stands, without zod: the dashboard's lists, the server's
 * answers and the storefront's lookup all read a card's status through these.
 */

/** 'money' pays like cash; 'voucher' is an experience, redeemed whole, once. */
export const GIFT_CARD_KINDS = ['money', 'voucher'] as const;
export type GiftCardKind = (typeof GIFT_CARD_KINDS)[number];

/**
 * What the dashboard and the POS API report. Voided and Used are stored; Spent and Expired also
 * follow from balance and date. Inactive is printed card stock not yet activated at the counter
 * (issue 31): it holds no money and pays nothing.
 */
export const CARD_STATUSES = ['Active', 'Inactive', 'Spent', 'Expired', 'Voided', 'Used'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

export interface StatusFacts {
  status: string;
  kind: string;
  balanceMinor: number;
  expiresOn: string | null;
}

/**
 * A card is usable through its expiry day (docs/decisions/0005); a money card with nothing left
 * is Spent. A voucher keeps its value until it is marked Used, so it is never Spent.
 */
export function cardStatus(card: StatusFacts, today: string): CardStatus {
  if (
    card.status === 'Voided' ||
    card.status === 'Used' ||
    card.status === 'Spent' ||
    card.status === 'Expired' ||
    card.status === 'Inactive'
  )
    return card.status;
  if (card.expiresOn !== null && card.expiresOn < today) return 'Expired';
  if (card.kind === 'money' && card.balanceMinor <= 0) return 'Spent';
  return 'Active';
}

/**
 * product §3's lookup names its own statuses (Active, Inactive, Expired, Redeemed): a voided card is
 * Inactive there, a used voucher or a card imported as spent Redeemed. A money card with nothing
 * left stays Active with a zero balance, as the lookup always answered.
 */
export function specStatus(card: Pick<StatusFacts, 'status' | 'expiresOn'>, today: string): string {
  if (card.status === 'Voided') return 'Inactive';
  if (card.status === 'Used' || card.status === 'Spent') return 'Redeemed';
  if (card.status === 'Active' && card.expiresOn !== null && card.expiresOn < today) return 'Expired';
  return card.status;
}

/**
 * The other way, for the store file export: a stored status as product §3 names it, so that the file
 * imports again. The expiry date travels in its own field, so an Active card stays Active here.
 */
export function storeFileStatus(stored: string): 'Active' | 'Inactive' | 'Expired' | 'Redeemed' {
  if (stored === 'Voided' || stored === 'Inactive') return 'Inactive';
  if (stored === 'Used' || stored === 'Spent') return 'Redeemed';
  if (stored === 'Expired') return 'Expired';
  return 'Active';
}

/**
 * A store file names product §3's statuses; they are stored as the dashboard's. An Inactive card
 * marked as card stock is printed stock waiting to be sold (decision 0160), any other a voided card.
 */
export function statusFromStoreFile(
  status: string,
  cardStock = false,
): { status: CardStatus; voidedReason: string | null } {
  if (status === 'Inactive' && cardStock) return { status: 'Inactive', voidedReason: null };
  if (status === 'Inactive') return { status: 'Voided', voidedReason: 'Inactive when imported' };
  if (status === 'Redeemed') return { status: 'Spent', voidedReason: null };
  if (status === 'Expired') return { status: 'Expired', voidedReason: null };
  return { status: 'Active', voidedReason: null };
}

/** Who moved a balance: the shopper at checkout, staff at the counter, a POS key, or the server. */
export const LEDGER_CHANNELS = ['checkout', 'counter', 'api', 'system'] as const;
export type LedgerChannel = (typeof LEDGER_CHANNELS)[number];

export const LEDGER_KINDS = [
  'issue',
  'import',
  'hold',
  'capture',
  'release',
  'topup',
  'adjust',
  'refund',
  'redeem',
  'reverse',
  'void',
  'reactivate',
  'use',
  /** Bonus credit added by a promotion (decision 0145) and its removal when it expires. */
  'bonus',
  'bonus_expire',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * What a card's history on the dashboard shows: every ledger entry, and the changes that move no
 * money but a person asks about at the counter (a new expiry date, a resent gift email), which the
 * audit log records.
 */
export const CARD_HISTORY_KINDS = [...LEDGER_KINDS, 'expiry', 'resend'] as const;
export type CardHistoryKind = (typeof CARD_HISTORY_KINDS)[number];

/** The words the dashboard shows for each ledger entry. */
export const LEDGER_KIND_LABELS: Record<CardHistoryKind, string> = {
  issue: 'Issued',
  import: 'Imported',
  hold: 'Held at checkout',
  capture: 'Paid at checkout',
  release: 'Hold released',
  topup: 'Topped up',
  adjust: 'Adjusted',
  refund: 'Refunded',
  redeem: 'Redeemed',
  reverse: 'Redemption reversed',
  void: 'Voided',
  reactivate: 'Reactivated',
  use: 'Marked as used',
  bonus: 'Bonus credit added',
  bonus_expire: 'Bonus credit expired',
  expiry: 'Expiry changed',
  resend: 'Gift email resent',
};

/** A refund voids the cards it empties with this reason before its own; such a card's value went back to the buyer. */
export const REFUND_VOID_REASON_PREFIX = 'Order refunded: ';
export const isVoidedByRefund = (card: { status: string; voidedReason: string | null }): boolean =>
  card.status === 'Voided' && (card.voidedReason ?? '').startsWith(REFUND_VOID_REASON_PREFIX);
