import { GIFT_CARD_CODE_MIN_LENGTH } from '@giftfront/domain/constants';
import { normalizeGiftCardCode } from '@giftfront/domain/gift-card';
import type { Executor, Transaction } from '../../db/client.ts';
import { generateGiftCardCode } from './gift-card-codes.ts';
import { appendLedgerMany, changeBalance } from './gift-card-ledger.ts';
import type { GiftCardRow } from './gift-card-repository.ts';
import {
  insertBatchCardsUnlessCodeTaken,
  markCardActivated,
  voidUnusedBatchCardRows,
} from './batch-card-repository.ts';

export { batchCardFigures, listBatchCards, type BatchCardFigures } from './batch-card-repository.ts';

/** What a batch's cards share (issue 31): one value (null for inactive card stock), one expiry, one prefix. */
export interface BatchCardsToIssue {
  storeId: string;
  batchId: string;
  currency: string;
  quantity: number;
  /** Each card's value; null issues inactive card stock with nothing on it. */
  amountMinor: number | null;
  prefix: string | null;
  expiresOn: string | null;
  /**
   * Given away rather than sold: the whole value is the card's promotional part, spent as bonus
   * credit is and never refunded (decisions 0145, 0161), expiring with the card.
   */
  promotional: boolean;
  /** What the cards are called on their page and PDF: the store's name. */
  title: string;
  /** Who issued them, as the ledger names people. */
  actor: string;
}

const MAX_ROUNDS = 5;

const drawCode = (prefix: string | null) => {
  const code = generateGiftCardCode(GIFT_CARD_CODE_MIN_LENGTH);
  return prefix ? `${prefix}-${code}` : code;
};

/**
 * Issues a batch's cards in the caller's transaction: inserted in one statement (a code the store
 * already has is drawn again), then each card's 'issue' entry and gift_card.issued event through
 * the ledger's bulk function, a few statements for all of them (decision 0164). Card stock is inserted Inactive with a zero entry: it gets
 * its money at activation. A promotional batch's cards hold their value as the promotional part,
 * inserted with the card and named by each entry's promo_minor (decision 0161).
 */
export async function issueBatchCards(tx: Executor, batch: BatchCardsToIssue): Promise<string[]> {
  const ids: string[] = [];
  const amountMinor = batch.amountMinor ?? 0;
  const promoMinor = batch.promotional ? amountMinor : 0;
  for (let round = 0; ids.length < batch.quantity && round < MAX_ROUNDS; round += 1) {
    const codes = new Set<string>();
    while (codes.size < batch.quantity - ids.length) codes.add(drawCode(batch.prefix));
    const inserted = await insertBatchCardsUnlessCodeTaken(
      tx,
      {
        storeId: batch.storeId,
        currency: batch.currency,
        balanceMinor: amountMinor,
        initialMinor: amountMinor,
        promoBalanceMinor: promoMinor,
        promoExpiresOn: promoMinor > 0 ? batch.expiresOn : null,
        status: batch.amountMinor === null ? 'Inactive' : 'Active',
        title: batch.title,
        expiresOn: batch.expiresOn,
        batchId: batch.batchId,
      },
      [...codes].map((code) => ({ code, codeNormalized: normalizeGiftCardCode(code) })),
    );
    ids.push(...inserted.map((row) => row.id));
  }
  if (ids.length < batch.quantity) throw new Error('Could not generate unique gift card codes for the batch');
  await appendLedgerMany(
    tx,
    ids.map((giftCardId) => ({
      giftCardId,
      kind: 'issue' as const,
      amountMinor,
      promotionalMinor: promoMinor,
      actor: batch.actor,
      channel: 'counter' as const,
      note:
        batch.amountMinor === null
          ? 'Card stock issued inactive in a batch'
          : batch.promotional
            ? 'Issued in a promotional batch'
            : 'Issued in a batch',
    })),
  );
  return ids;
}

/**
 * Gives a card of stock the amount the customer paid at the till: Active from now, its balance
 * through the ledger's one function (an 'issue' entry on the counter channel, with its
 * gift_card.activated event: the stock already had its gift_card.issued, decision 0160).
 * Null when the card was no longer Inactive by the time its row was ours (another till won).
 */
export async function activateCardStock(
  tx: Transaction,
  card: Pick<GiftCardRow, 'id' | 'storeId'>,
  activation: { amountMinor: number; expiresOn: string | null; actor: string },
): Promise<GiftCardRow | null> {
  const activated = await markCardActivated(tx, card.storeId, card.id, activation.amountMinor, activation.expiresOn);
  if (!activated) return null;
  await changeBalance(tx, {
    giftCardId: card.id,
    kind: 'issue',
    amountMinor: activation.amountMinor,
    actor: activation.actor,
    channel: 'counter',
    note: 'Activated at the counter, paid at the till',
    activates: true,
  });
  return { ...activated, balanceMinor: activated.balanceMinor + activation.amountMinor };
}

/** Voids the batch's cards never used (card stock not activated, cards untouched), each with its 'void' entry and event. */
export async function voidUnusedBatchCards(
  tx: Executor,
  storeId: string,
  batchId: string,
  who: { actor: string; reason: string },
): Promise<number> {
  const voided = await voidUnusedBatchCardRows(tx, storeId, batchId, who.reason);
  await appendLedgerMany(
    tx,
    voided.map((card) => ({
      giftCardId: card.id,
      kind: 'void' as const,
      amountMinor: 0,
      actor: who.actor,
      channel: 'counter' as const,
      reason: who.reason,
    })),
  );
  return voided.length;
}
