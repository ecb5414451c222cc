import { codeEnding } from '@giftfront/domain/gift-card';
import type { LedgerChannel, LedgerKind } from '@giftfront/domain/gift-card-status';
import type { Database, Executor } from '../../db/client.ts';
import { compiledCardEventsWithChange, recordEvent, type NewEvent } from '../events/index.ts';
import { CARD_EVENT_OF_LEDGER_KIND } from './card-events.ts';
import {
  addToBalanceIfCovered,
  cardFacts,
  cardFactsOf,
  cardsWithPassedBonus,
  promoStillTaken,
  insertLedgerRow,
  ledgerRowsInsert,
  ledgerRowsValues,
  lockedPromo,
  setPromoExpiry,
  type CardFacts,
} from './ledger-write-repository.ts';

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
  /**
   * The part of amountMinor that moves the promotional balance (decision 0145). Absent: a positive
   * change is all paid money and a negative one takes the paid part first, the bonus after it.
   */
  promotionalMinor?: number;
  /**
   * An 'issue' that gives printed card stock its money at the counter: its event is
   * gift_card.activated, so the card has one gift_card.issued (the stock) and one activation
   * (decision 0160).
   */
  activates?: boolean;
}

const CHECKOUT_KINDS: ReadonlySet<LedgerKind> = new Set(['issue', 'hold', 'capture', 'release', 'topup', 'refund']);

const channelOf = (entry: LedgerEntry): LedgerChannel =>
  entry.channel ?? (CHECKOUT_KINDS.has(entry.kind) ? 'checkout' : 'system');

function cardEvent(
  entry: LedgerEntry,
  card: CardFacts,
  /** Null: the statement that writes the entry sets it (appendLedgerMany). */
  ledgerEntryId: number | null,
  channel: LedgerChannel,
  promoMinor = 0,
): NewEvent {
  return {
    storeId: card.storeId,
    type: entry.activates ? 'gift_card.activated' : CARD_EVENT_OF_LEDGER_KIND[entry.kind],
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
        ledgerEntryId,
        kind: entry.kind,
        amountMinor: entry.amountMinor,
        ...(promoMinor !== 0 ? { promotionalMinor: promoMinor } : {}),
        channel,
        actor: entry.actor ?? null,
        reason: entry.reason ?? null,
        redemptionId: entry.redemptionId ?? null,
      },
    },
  };
}

async function writeEntry(db: Executor, entry: LedgerEntry, card: CardFacts, promoMinor = 0): Promise<void> {
  const channel = channelOf(entry);
  const { promotionalMinor: _given, activates: _activates, ...row } = entry;
  const { id } = await insertLedgerRow(db, { ...row, channel, promoMinor });
  await recordEvent(db, cardEvent(entry, card, id, channel, promoMinor));
}

/** A ledger entry that moves no money (issue with its initial balance, void, reactivate, capture of a hold). */
export async function appendLedger(db: Executor, entry: LedgerEntry): Promise<void> {
  await writeEntry(db, entry, await cardFacts(db, entry.giftCardId));
}

/** The entries and their cards' events in one statement (issue 24): each event names its entry's id. */
const insertEntriesWithEvents = compiledCardEventsWithChange('insert_ledger_rows_with_events', ledgerRowsInsert, [
  'activity',
  'ledgerEntryId',
]);

/**
 * appendLedger for many cards at once, one entry per card (a batch of 10,000 issued or voided,
 * a 'Send to many' order's cards; issue 31): the same rows and events, written with a few bulk
 * statements instead of three per card. The cards were written with the balance the entries add up
 * to; an entry's promotionalMinor names the part of it the card holds as promotional credit (a
 * promotional batch's issue, decision 0161). Bonus added to a card that has a balance goes through
 * grantBonus. `known`: the facts of cards the caller has just written (its insert's RETURNING), so
 * they are not read back; any card not in it is read (issue 24).
 */
export async function appendLedgerMany(
  db: Executor,
  entries: LedgerEntry[],
  known: ReadonlyMap<string, CardFacts> = new Map(),
): Promise<void> {
  if (entries.length === 0) return;
  if (new Set(entries.map((entry) => entry.giftCardId)).size !== entries.length)
    throw new Error('appendLedgerMany takes one entry per card');
  const unknown = entries.map((entry) => entry.giftCardId).filter((id) => !known.has(id));
  const facts = new Map([...known, ...(unknown.length ? await cardFactsOf(db, unknown) : [])]);
  const withChannel = entries.map(({ promotionalMinor, activates: _activates, ...entry }) => ({
    ...entry,
    channel: channelOf(entry),
    promoMinor: promotionalMinor ?? 0,
  }));
  const events = withChannel.map((entry) => {
    const card = facts.get(entry.giftCardId);
    if (!card) throw new Error(`Gift card ${entry.giftCardId} not found for its ledger entry`);
    return { ...cardEvent(entry, card, null, entry.channel, entry.promoMinor), giftCardId: entry.giftCardId };
  });
  const written = await insertEntriesWithEvents(db, ledgerRowsValues(withChannel), events);
  if (written.length !== entries.length) throw new Error('appendLedgerMany: an entry was not written');
}

/**
 * Moves a card's balance by entry.amountMinor with its ledger entry, guarded so the balance
 * never goes below zero (the CHECK constraint stays a last line, never reached).
 * Returns false, writing nothing, when the balance is too small.
 */
export async function changeBalance(db: Executor, entry: LedgerEntry): Promise<boolean> {
  const promotionalMinor = entry.promotionalMinor ?? (await bonusGivenBack(db, entry));
  const card = await addToBalanceIfCovered(db, entry.giftCardId, entry.amountMinor, promotionalMinor);
  if (!card) return false;
  await writeEntry(db, entry, card, card.promoMinor);
  return true;
}

/**
 * Money given back to the hold or redemption that took it (a release, a reversal) goes back to the
 * part it came from: the bonus first, up to what was taken from it, since the spend took the paid
 * part first (decision 0145). Anything else added is paid money: a load or a refund never adds bonus.
 */
async function bonusGivenBack(db: Executor, entry: LedgerEntry): Promise<number | undefined> {
  if (entry.amountMinor <= 0) return undefined;
  if (entry.kind === 'release' && entry.paymentIntentId)
    return Math.min(
      entry.amountMinor,
      await promoStillTaken(db, entry.giftCardId, { paymentIntentId: entry.paymentIntentId }),
    );
  if (entry.kind === 'reverse' && entry.redemptionId)
    return Math.min(
      entry.amountMinor,
      await promoStillTaken(db, entry.giftCardId, { redemptionId: entry.redemptionId }),
    );
  return 0;
}

/**
 * Adds bonus credit to a card as its promotional part (decision 0145), expiring on `expiresOn`
 * (the store's day); a card that already holds bonus keeps the later of the two dates.
 */
export async function grantBonus(
  db: Executor,
  entry: Omit<LedgerEntry, 'kind' | 'promotionalMinor'> & { expiresOn: string },
): Promise<boolean> {
  const { expiresOn, ...rest } = entry;
  const before = await lockedPromo(db, entry.giftCardId);
  if (!before || entry.amountMinor <= 0) return false;
  const added = await changeBalance(db, { ...rest, kind: 'bonus', promotionalMinor: entry.amountMinor });
  if (!added) return false;
  const keep =
    before.promoBalanceMinor > 0 && before.promoExpiresOn && before.promoExpiresOn > expiresOn
      ? before.promoExpiresOn
      : expiresOn;
  await setPromoExpiry(db, entry.giftCardId, keep);
  return true;
}

/**
 * Removes the bonus credit whose expiry date is before `today` (the store's day) from the store's
 * cards, only the bonus, each with its ledger entry and `gift_card.expired` event; the paid part
 * stays. Returns how many cards lost their bonus.
 */
export async function removePassedBonuses(db: Database, storeId: string, today: string, limit = 500): Promise<number> {
  return db.transaction(async (tx) => {
    const cards = await cardsWithPassedBonus(tx, storeId, today, limit);
    let removed = 0;
    for (const card of cards) {
      const locked = await lockedPromo(tx, card.id);
      if (!locked || locked.promoBalanceMinor <= 0 || !locked.promoExpiresOn || locked.promoExpiresOn >= today)
        continue;
      const done = await changeBalance(tx, {
        giftCardId: card.id,
        kind: 'bonus_expire',
        amountMinor: -locked.promoBalanceMinor,
        promotionalMinor: -locked.promoBalanceMinor,
        channel: 'system',
        reason: `Bonus credit expired on ${locked.promoExpiresOn}`,
      });
      if (done) removed += 1;
    }
    return removed;
  });
}
