import { randomUUID } from 'node:crypto';
import { GIFT_CARD_MESSAGES } from '@giftfront/domain/admin/gift-card-actions';
import { cardStatus } from '@giftfront/domain/gift-card-status';
import { minorUnits, toMajor } from '@giftfront/domain/money';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, DomainError } from '../../lib/domain-errors.ts';
import { recordAudit, type AuditContext } from '../audit/index.ts';
import { cardFigures, cardTarget } from './card-audit.ts';
import { changeBalance } from './gift-card-ledger.ts';
import { todayUtc } from './gift-card-lookup.ts';
import type { GiftCardRow } from './gift-card-repository.ts';
import { findRedemptionByKey, insertRedemption, type RedemptionRow } from './redemption-repository.ts';
import { withLockedCard } from './with-locked-card.ts';

export interface RedeemRequest {
  storeId: string;
  giftCardId: string;
  amountMinor: number;
  channel: 'counter' | 'api';
  actor: string;
  /** The signed-in person redeeming (null for an API key). */
  staffUserId?: string | null;
  note?: string | undefined;
  reference?: string | undefined;
  idempotencyKey?: string | undefined;
  audit: AuditContext;
}

export interface RedeemOutcome {
  redemption: RedemptionRow;
  card: GiftCardRow;
  /** True when the Idempotency-Key had already recorded this redemption: nothing new was written. */
  replayed: boolean;
}

/** A money card that is Active can be redeemed; the answer says plainly why another cannot. */
export function refuseRedeeming(card: GiftCardRow, today: string): void {
  if (card.kind === 'voucher') throw conflict(GIFT_CARD_MESSAGES.voucherByAmount);
  const status = cardStatus(card, today);
  if (status !== 'Active') throw conflict(GIFT_CARD_MESSAGES.notActive(status));
}

async function replay(db: Executor, request: RedeemRequest, card: GiftCardRow): Promise<RedeemOutcome | null> {
  if (!request.idempotencyKey) return null;
  const earlier = await findRedemptionByKey(db, request.storeId, request.idempotencyKey);
  if (!earlier) return null;
  if (earlier.giftCardId !== card.id || earlier.amountMinor !== request.amountMinor)
    throw new DomainError('unprocessable', GIFT_CARD_MESSAGES.idempotencyMismatch);
  return { redemption: earlier, card, replayed: true };
}

/**
 * Takes an amount off a card through the guarded ledger (the same as checkout), so concurrent
 * redemptions never take more than the balance; an open checkout hold has already left the
 * balance, so a card is redeemed only down to what is held. With an Idempotency-Key a retried
 * request finds the redemption it made and changes nothing.
 */
export async function redeemGiftCard(db: Database, request: RedeemRequest): Promise<RedeemOutcome> {
  return withLockedCard(db, request.storeId, request.giftCardId, async (tx, card) => {
    const earlier = await replay(tx, request, card);
    if (earlier) return earlier;
    refuseRedeeming(card, todayUtc());

    const id = randomUUID();
    const { storeId, amountMinor, channel, actor, staffUserId, note, reference, idempotencyKey } = request;
    const redemption = await insertRedemption(tx, {
      id,
      storeId,
      giftCardId: card.id,
      amountMinor,
      channel,
      actor,
      staffUserId: staffUserId ?? null,
      note: note ?? null,
      reference: reference ?? null,
      idempotencyKey: idempotencyKey ?? null,
    });
    if (!redemption) return (await replay(tx, request, card))!;

    const taken = await changeBalance(tx, {
      giftCardId: card.id,
      kind: 'redeem',
      amountMinor: -amountMinor,
      actor,
      channel,
      note: note ?? reference ?? null,
      redemptionId: id,
    });
    if (!taken) {
      throw new DomainError(
        'unprocessable',
        GIFT_CARD_MESSAGES.overBalance(minorUnits(card.balanceMinor), card.currency),
        {
          balance: toMajor(minorUnits(card.balanceMinor), card.currency),
        },
      );
    }
    const after = { ...card, balanceMinor: card.balanceMinor - amountMinor };
    await recordAudit(tx, request.audit, {
      action: 'gift-card.redeemed',
      target: cardTarget(card),
      before: cardFigures(card),
      after: { ...cardFigures(after), amountMinor, redemptionId: id, channel, reference: reference ?? null },
      reason: note ?? null,
    });
    return { redemption, card: after, replayed: false };
  });
}
