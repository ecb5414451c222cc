import { GIFT_CARD_MESSAGES } from '@giftfront/domain/admin/gift-card-actions';
import { cardStatus } from '@giftfront/domain/gift-card-status';
import { minorUnits, toMajor } from '@giftfront/domain/money';
import type { Database, Transaction } from '../../db/client.ts';
import { conflict, DomainError } from '../../lib/domain-errors.ts';
import { recordAudit } from '../audit/index.ts';
import type { CardActor } from './card-actions.ts';
import { cardFigures, cardTarget } from './card-audit.ts';
import { findCardLoadByKey, insertCardLoad, type CardLoadRow } from './card-load-repository.ts';
import { findCardRow, type GiftCardRow } from './gift-card-repository.ts';
import { loadMoney } from './load-money.ts';
import { topupAmountProblem } from './topup-rules.ts';
import { withLockedCard } from './with-locked-card.ts';

export interface OwnerLoad {
  amountMinor: number;
  note?: string | undefined;
  /** The store's maximum balance, in the currency's units (its settings' maxGiftCardBalance). */
  maxBalance: number;
  today: string;
  idempotencyKey?: string | undefined;
}

export interface LoadOutcome {
  amountMinor: number;
  card: GiftCardRow;
  /** The key's earlier load, answered again: nothing was added now. */
  replayed: boolean;
}

/** A retried Idempotency-Key answers its first load, as long as it asked for the same. */
async function replay(tx: Transaction, storeId: string, earlier: CardLoadRow, cardId: string, amountMinor: number) {
  if (earlier.giftCardId !== cardId || earlier.amountMinor !== amountMinor)
    throw new DomainError('unprocessable', GIFT_CARD_MESSAGES.loadKeyMismatch);
  const card = (await findCardRow(tx, storeId, cardId))!;
  return { amountMinor: earlier.amountMinor, card, replayed: true };
}

/**
 * An owner adds money to a money card from the dashboard: through gift-cards' `loadMoney` (the
 * 'topup' entry with its gift_card.loaded event, the expiry moved as the store's rule wants,
 * decision 0162), recorded with its Idempotency-Key and audited, in one transaction with the card
 * locked. Refused in a sentence for a voucher, a card not in use, or a balance over the store's maximum.
 */
export async function loadCardByOwner(db: Database, who: CardActor, id: string, load: OwnerLoad): Promise<LoadOutcome> {
  return withLockedCard(db, who.storeId, id, async (tx, card) => {
    const key = load.idempotencyKey;
    const earlier = key ? await findCardLoadByKey(tx, who.storeId, key) : null;
    if (earlier) return replay(tx, who.storeId, earlier, card.id, load.amountMinor);
    if (card.kind === 'voucher') throw conflict(GIFT_CARD_MESSAGES.voucherLoad);
    const status = cardStatus(card, load.today);
    if (status !== 'Active' && status !== 'Spent') throw conflict(GIFT_CARD_MESSAGES.loadNotActive(status));
    const amountProblem = topupAmountProblem(
      toMajor(minorUnits(load.amountMinor), card.currency),
      card,
      card.currency,
      load.maxBalance,
    );
    if (amountProblem) throw new DomainError('unprocessable', `body.amount: ${amountProblem}`);
    const recorded = await insertCardLoad(tx, {
      storeId: who.storeId,
      giftCardId: card.id,
      amountMinor: load.amountMinor,
      actor: who.actor,
      note: load.note ?? null,
      idempotencyKey: key ?? null,
    });
    if (!recorded)
      return replay(tx, who.storeId, (await findCardLoadByKey(tx, who.storeId, key!))!, card.id, load.amountMinor);
    const added = await loadMoney(tx, who.storeId, {
      giftCardId: card.id,
      amountMinor: load.amountMinor,
      actor: who.actor,
      channel: who.channel ?? 'counter',
      note: load.note ?? null,
    });
    if (!added) throw conflict(GIFT_CARD_MESSAGES.loadNotActive(status));
    const after = (await findCardRow(tx, who.storeId, card.id))!;
    await recordAudit(tx, who.audit, {
      action: 'gift-card.loaded',
      target: cardTarget(card),
      before: cardFigures(card),
      after: { ...cardFigures(after), amountMinor: load.amountMinor },
      reason: load.note ?? null,
    });
    return { amountMinor: load.amountMinor, card: after, replayed: false };
  });
}
