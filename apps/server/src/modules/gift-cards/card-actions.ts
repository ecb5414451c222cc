import { minorUnits } from '@giftfront/domain/money';
import { GIFT_CARD_MESSAGES } from '@giftfront/domain/admin/gift-card-actions';
import { cardStatus, isVoidedByRefund } from '@giftfront/domain/gift-card-status';
import type { Database } from '../../db/client.ts';
import { conflict, DomainError } from '../../lib/domain-errors.ts';
import { recordAudit, type AuditContext } from '../audit/index.ts';
import { cardFigures, cardTarget } from './card-audit.ts';
import { appendLedger, changeBalance } from './gift-card-ledger.ts';
import { todayUtc } from './gift-card-lookup.ts';
import { updateCardRow, type GiftCardRow } from './gift-card-repository.ts';
import { withLockedCard } from './with-locked-card.ts';

/** Who acts on a card from the dashboard: the store, the audit context and the name the ledger keeps. */
export interface CardActor {
  storeId: string;
  actor: string;
  audit: AuditContext;
  /** Where the action came from in the ledger: the dashboard ('counter', the default) or an API key ('api'). */
  channel?: 'counter' | 'api';
}

/** Moves a money card's balance up or down by an owner, with the reason; never below zero. */
export async function adjustBalance(
  db: Database,
  who: CardActor,
  id: string,
  amountMinor: number,
  reason: string,
): Promise<GiftCardRow> {
  return withLockedCard(db, who.storeId, id, async (tx, card) => {
    if (card.kind === 'voucher') throw conflict(GIFT_CARD_MESSAGES.voucherAdjust);
    const moved = await changeBalance(tx, {
      giftCardId: card.id,
      kind: 'adjust',
      amountMinor,
      actor: who.actor,
      channel: who.channel ?? 'counter',
      reason,
    });
    if (!moved)
      throw new DomainError(
        'unprocessable',
        GIFT_CARD_MESSAGES.adjustBelowZero(minorUnits(card.balanceMinor), card.currency),
      );
    const after = { ...card, balanceMinor: card.balanceMinor + amountMinor };
    await recordAudit(tx, who.audit, {
      action: 'gift-card.adjusted',
      target: cardTarget(card),
      before: cardFigures(card),
      after: { ...cardFigures(after), amountMinor },
      reason,
    });
    return after;
  });
}

/** Stops a card from being used, keeping its balance (reactivating gives it back as it was). */
export async function voidCard(db: Database, who: CardActor, id: string, reason: string): Promise<GiftCardRow> {
  return withLockedCard(db, who.storeId, id, async (tx, card) => {
    if (card.status === 'Voided') throw conflict(GIFT_CARD_MESSAGES.alreadyVoided);
    const after = await updateCardRow(tx, card.id, { status: 'Voided', voidedReason: reason });
    await appendLedger(tx, {
      giftCardId: card.id,
      kind: 'void',
      amountMinor: 0,
      actor: who.actor,
      channel: who.channel ?? 'counter',
      reason,
    });
    await recordAudit(tx, who.audit, {
      action: 'gift-card.voided',
      target: cardTarget(card),
      before: cardFigures(card),
      after: cardFigures(after),
      reason,
    });
    return after;
  });
}

/** A voided card back in use: a voucher that had been used stays Used. */
export async function reactivateCard(db: Database, who: CardActor, id: string): Promise<GiftCardRow> {
  return withLockedCard(db, who.storeId, id, async (tx, card) => {
    if (card.status !== 'Voided') throw conflict(GIFT_CARD_MESSAGES.notVoided);
    if (isVoidedByRefund(card)) throw conflict(GIFT_CARD_MESSAGES.voidedByRefund);
    const after = await updateCardRow(tx, card.id, { status: card.usedAt ? 'Used' : 'Active', voidedReason: null });
    await appendLedger(tx, {
      giftCardId: card.id,
      kind: 'reactivate',
      amountMinor: 0,
      actor: who.actor,
      channel: who.channel ?? 'counter',
    });
    await recordAudit(tx, who.audit, {
      action: 'gift-card.reactivated',
      target: cardTarget(card),
      before: { ...cardFigures(card), voidedReason: card.voidedReason },
      after: cardFigures(after),
    });
    return after;
  });
}

/** A new expiry date, or none; a card imported as Expired is usable again when the new date allows. */
export async function changeExpiry(
  db: Database,
  who: CardActor,
  id: string,
  expiresOn: string | null,
): Promise<GiftCardRow> {
  return withLockedCard(db, who.storeId, id, async (tx, card) => {
    const status = card.status === 'Expired' ? 'Active' : card.status;
    const after = await updateCardRow(tx, card.id, { expiresOn, status });
    await recordAudit(tx, who.audit, {
      action: 'gift-card.expiry-changed',
      target: cardTarget(card),
      before: cardFigures(card),
      after: cardFigures(after),
    });
    return after;
  });
}

/** 'Mark as used': a voucher is redeemed whole, once, recording who and when. */
export async function markVoucherUsed(db: Database, who: CardActor, id: string): Promise<GiftCardRow> {
  return withLockedCard(db, who.storeId, id, async (tx, card) => {
    if (card.kind !== 'voucher') throw conflict(GIFT_CARD_MESSAGES.moneyCardUse);
    const status = cardStatus(card, todayUtc());
    if (status !== 'Active') throw conflict(GIFT_CARD_MESSAGES.voucherNotUsable(status));
    const after = await updateCardRow(tx, card.id, { status: 'Used', usedAt: new Date(), usedBy: who.actor });
    await appendLedger(tx, {
      giftCardId: card.id,
      kind: 'use',
      amountMinor: 0,
      actor: who.actor,
      channel: who.channel ?? 'counter',
    });
    await recordAudit(tx, who.audit, {
      action: 'gift-card.used',
      target: cardTarget(card),
      before: cardFigures(card),
      after: cardFigures(after),
    });
    return after;
  });
}
