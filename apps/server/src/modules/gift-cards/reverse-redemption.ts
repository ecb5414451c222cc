import { GIFT_CARD_MESSAGES } from '@giftfront/domain/admin/gift-card-actions';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/domain-errors.ts';
import { recordAudit, type AuditContext } from '../audit/index.ts';
import { cardFigures, cardTarget } from './card-audit.ts';
import { changeBalance } from './gift-card-ledger.ts';
import { lockCardRow, type GiftCardRow } from './gift-card-repository.ts';
import { findRedemption, lockRedemption, markReversed, type RedemptionRow } from './redemption-repository.ts';

export interface ReverseRequest {
  storeId: string;
  redemptionId: string;
  actor: string;
  channel: 'counter' | 'api';
  reason?: string | undefined;
  /** A point-of-sale key reverses only redemptions made through the API. */
  onlyChannel?: 'api';
  /** Throws when the person may not reverse this redemption (a staff member: only their own of today). */
  refuse?: (redemption: RedemptionRow) => void;
  audit: AuditContext;
}

/** Gives a redemption's amount back to its card, once; the card is locked before the redemption, as redeeming does. */
export async function reverseRedemption(
  db: Database,
  request: ReverseRequest,
): Promise<{ redemption: RedemptionRow; card: GiftCardRow }> {
  return db.transaction(async (tx) => {
    const found = await findRedemption(tx, request.storeId, request.redemptionId);
    if (!found || (request.onlyChannel && found.channel !== request.onlyChannel))
      throw notFound(GIFT_CARD_MESSAGES.redemptionNotFound);
    const card = await lockCardRow(tx, request.storeId, found.giftCardId);
    const redemption = await lockRedemption(tx, request.storeId, found.id);
    if (!card || !redemption) throw notFound(GIFT_CARD_MESSAGES.redemptionNotFound);
    request.refuse?.(redemption);
    if (redemption.reversedAt) throw conflict(GIFT_CARD_MESSAGES.alreadyReversed);

    const { actor, channel, reason } = request;
    await changeBalance(tx, {
      giftCardId: card.id,
      kind: 'reverse',
      amountMinor: redemption.amountMinor,
      actor,
      channel,
      reason: reason ?? null,
      redemptionId: redemption.id,
    });
    const reversed = await markReversed(tx, redemption.id, actor);
    const after = { ...card, balanceMinor: card.balanceMinor + redemption.amountMinor };
    await recordAudit(tx, request.audit, {
      action: 'gift-card.redemption-reversed',
      target: cardTarget(card),
      before: cardFigures(card),
      after: { ...cardFigures(after), amountMinor: redemption.amountMinor, redemptionId: redemption.id },
      reason: reason ?? null,
    });
    return { redemption: reversed, card: after };
  });
}
