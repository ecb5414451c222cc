import { minorUnits } from '@giftfront/domain/money';
import { randomUUID } from 'node:crypto';
import { GIFT_CARD_MESSAGES } from '@giftfront/domain/admin/gift-card-actions';
import { HOLD_MINUTES, INTEGRATOR_MESSAGES } from '@giftfront/domain/admin/integrator-api';
import { cardStatus } from '@giftfront/domain/gift-card-status';
import type { Database, Transaction } from '../../../db/client.ts';
import { todayUtc } from '../../../lib/dates.ts';
import { conflict, DomainError, notFound } from '../../../lib/domain-errors.ts';
import { recordAudit } from '../../audit/index.ts';
import { resendGiftDelivery } from '../../deliveries/index.ts';
import type { CardActor } from '../card-actions.ts';
import { cardFigures, cardTarget } from '../card-audit.ts';
import { appendLedger, changeBalance } from '../gift-card-ledger.ts';
import { findCardRow, lockCardRow, type GiftCardRow } from '../gift-card-repository.ts';
import { insertWithFreshCode } from '../issue-gift-cards.ts';
import { loadMoney } from '../load-money.ts';
import { withLockedCard } from '../with-locked-card.ts';
import { insertTillHold, lockTillHold, setTillHoldStatus, type TillHoldRow } from './integrator-repository.ts';

/** An API key acting on the store's cards: its id (a till's holds are its own), its ledger name and audit. */
export interface KeyActor extends CardActor {
  apiKeyId: string;
}

export interface NewApiCard {
  amountMinor: number;
  currency: string;
  recipientName?: string | undefined;
  recipientEmail?: string | undefined;
  /** Email the card to recipientEmail in the same transaction (the gift email, as a counter sale sends it). */
  sendEmail: boolean;
  expiresOn?: string | undefined;
  reference?: string | undefined;
}

/**
 * A money card issued by an integrator: its code is answered once, its 'issue' entry written with
 * its event, and the gift email queued to the recipient when asked for.
 */
export async function createApiCard(db: Database, who: KeyActor, card: NewApiCard): Promise<GiftCardRow> {
  return db.transaction(async (tx) => {
    const id = await insertWithFreshCode(tx, {
      storeId: who.storeId,
      currency: card.currency,
      balanceMinor: card.amountMinor,
      initialMinor: card.amountMinor,
      source: 'api',
      kind: 'money',
      title: 'Gift card',
      deliveryMethod: 'Email',
      recipientName: card.recipientName ?? null,
      recipientEmail: card.recipientEmail ?? null,
      expiresOn: card.expiresOn ?? null,
      reference: card.reference ?? null,
    });
    await appendLedger(tx, {
      giftCardId: id,
      kind: 'issue',
      amountMinor: card.amountMinor,
      actor: who.actor,
      channel: 'api',
      note: card.reference ?? null,
    });
    if (card.recipientEmail && card.sendEmail) await resendGiftDelivery(tx, who.storeId, id, card.recipientEmail);
    const row = (await findCardRow(tx, who.storeId, id))!;
    await recordAudit(tx, who.audit, {
      action: 'gift-card.issued',
      target: cardTarget(row),
      after: {
        ...cardFigures(row),
        reference: row.reference,
        emailedTo: card.recipientEmail && card.sendEmail ? card.recipientEmail : null,
      },
    });
    return row;
  });
}

/** Adds money to an active money card (a 'topup' entry through the API). */
export async function loadCard(db: Database, who: KeyActor, id: string, amountMinor: number): Promise<GiftCardRow> {
  return withLockedCard(db, who.storeId, id, async (tx, card) => {
    if (card.kind === 'voucher') throw conflict(INTEGRATOR_MESSAGES.voucherLoad);
    const status = cardStatus(card, todayUtc());
    if (status !== 'Active' && status !== 'Spent') throw conflict(INTEGRATOR_MESSAGES.loadNotActive(status));
    await loadMoney(tx, who.storeId, { giftCardId: card.id, amountMinor, actor: who.actor, channel: 'api' });
    const after = (await findCardRow(tx, who.storeId, card.id))!;
    await recordAudit(tx, who.audit, {
      action: 'gift-card.loaded',
      target: cardTarget(card),
      before: cardFigures(card),
      after: { ...cardFigures(after), amountMinor },
    });
    return after;
  });
}

/**
 * A till's authorisation (two-step redemption): the amount leaves the card now as a 'hold' on the
 * same hold ledger as checkout and comes back if the hold is not captured within 15 minutes
 * (the checkout's expiry task releases it).
 */
export async function placeHold(
  db: Database,
  who: KeyActor,
  cardId: string,
  amountMinor: number,
  now = new Date(),
): Promise<{ hold: TillHoldRow; card: GiftCardRow }> {
  return withLockedCard(db, who.storeId, cardId, async (tx, card) => {
    if (card.kind === 'voucher') throw conflict(INTEGRATOR_MESSAGES.voucherHold);
    const status = cardStatus(card, todayUtc(now));
    if (status !== 'Active') throw conflict(GIFT_CARD_MESSAGES.notActive(status));
    const holdId = randomUUID();
    const taken = await changeBalance(tx, {
      giftCardId: card.id,
      kind: 'hold',
      amountMinor: -amountMinor,
      paymentIntentId: holdId,
      actor: who.actor,
      channel: 'api',
    });
    if (!taken)
      throw new DomainError(
        'unprocessable',
        `body.amount: ${GIFT_CARD_MESSAGES.overBalance(minorUnits(card.balanceMinor), card.currency)}`,
      );
    const hold = await insertTillHold(tx, {
      id: holdId,
      giftCardId: card.id,
      apiKeyId: who.apiKeyId,
      amountMinor,
      expiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
    });
    const after = { ...card, balanceMinor: card.balanceMinor - amountMinor };
    await recordAudit(tx, who.audit, {
      action: 'gift-card.held',
      target: cardTarget(card),
      before: cardFigures(card),
      after: { ...cardFigures(after), amountMinor, holdId },
    });
    return { hold, card: after };
  });
}

/** Locks the hold, then its card: the order the checkout's expiry task takes them in. */
async function onOpenHold<T>(
  db: Database,
  who: KeyActor,
  holdId: string,
  action: (tx: Transaction, hold: TillHoldRow, card: GiftCardRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const hold = await lockTillHold(tx, who.storeId, holdId);
    if (!hold) throw notFound(INTEGRATOR_MESSAGES.holdNotFound);
    if (hold.status !== 'held') throw conflict(INTEGRATOR_MESSAGES.holdNotOpen(hold.status));
    const card = (await lockCardRow(tx, who.storeId, hold.giftCardId))!;
    return action(tx, hold, card);
  });
}

/** Captures all of a hold, or part of it (the rest goes back to the card as a 'release'). */
export async function captureHold(
  db: Database,
  who: KeyActor,
  holdId: string,
  amountMinor: number | undefined,
): Promise<{ hold: TillHoldRow; card: GiftCardRow }> {
  return onOpenHold(db, who, holdId, async (tx, hold, card) => {
    const captured = amountMinor ?? hold.amountMinor;
    if (captured > hold.amountMinor)
      throw new DomainError('unprocessable', `body.amount: ${INTEGRATOR_MESSAGES.captureOverHold}`);
    const rest = hold.amountMinor - captured;
    if (rest > 0)
      await changeBalance(tx, {
        giftCardId: card.id,
        kind: 'release',
        amountMinor: rest,
        paymentIntentId: hold.id,
        actor: who.actor,
        channel: 'api',
        note: 'the part of the hold not captured',
      });
    await appendLedger(tx, {
      giftCardId: card.id,
      kind: 'capture',
      amountMinor: 0,
      paymentIntentId: hold.id,
      actor: who.actor,
      channel: 'api',
    });
    const after = await setTillHoldStatus(tx, hold.id, 'captured', captured);
    const cardAfter = { ...card, balanceMinor: card.balanceMinor + rest };
    await recordAudit(tx, who.audit, {
      action: 'gift-card.hold-captured',
      target: cardTarget(card),
      before: cardFigures(card),
      after: { ...cardFigures(cardAfter), amountMinor: captured, holdId: hold.id },
    });
    return { hold: after, card: cardAfter };
  });
}

/** Gives a hold's whole amount back to the card. */
export async function releaseHold(
  db: Database,
  who: KeyActor,
  holdId: string,
): Promise<{ hold: TillHoldRow; card: GiftCardRow }> {
  return onOpenHold(db, who, holdId, async (tx, hold, card) => {
    await changeBalance(tx, {
      giftCardId: card.id,
      kind: 'release',
      amountMinor: hold.amountMinor,
      paymentIntentId: hold.id,
      actor: who.actor,
      channel: 'api',
    });
    const after = await setTillHoldStatus(tx, hold.id, 'released');
    const cardAfter = { ...card, balanceMinor: card.balanceMinor + hold.amountMinor };
    await recordAudit(tx, who.audit, {
      action: 'gift-card.hold-released',
      target: cardTarget(card),
      before: cardFigures(card),
      after: { ...cardFigures(cardAfter), amountMinor: hold.amountMinor, holdId: hold.id },
    });
    return { hold: after, card: cardAfter };
  });
}
