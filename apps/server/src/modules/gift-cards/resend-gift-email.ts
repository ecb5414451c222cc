import { GIFT_CARD_MESSAGES } from '@giftfront/domain/admin/gift-card-actions';
import type { Database } from '../../db/client.ts';
import { conflict, DomainError } from '../../lib/domain-errors.ts';
import { recordAudit } from '../audit/index.ts';
import { findGiftDelivery, resendGiftDelivery } from '../deliveries/index.ts';
import type { CardActor } from './card-actions.ts';
import { cardTarget } from './card-audit.ts';
import { updateCardRow } from './gift-card-repository.ts';
import { withLockedCard } from './with-locked-card.ts';

export interface ResendOutcome {
  recipientEmail: string;
  deliveryId: string;
}

/**
 * Sends the gift email again, to a corrected address when one is given (the card keeps it, and
 * the old address gets nothing more). `beforeReset` lets go of the delivery's finished job
 * first, so the reset row gets a job of its own; it runs before the transaction, since the job
 * queue has connections of its own (PGlite has only one, which the transaction holds).
 */
export async function resendGiftEmail(
  db: Database,
  who: CardActor,
  id: string,
  recipientEmail: string | undefined,
  beforeReset: (deliveryId: string) => Promise<void>,
): Promise<ResendOutcome> {
  const previous = await findGiftDelivery(db, id);
  if (previous) await beforeReset(previous.id);
  return withLockedCard(db, who.storeId, id, async (tx, card) => {
    if (card.deliveryMethod === 'Postal') throw conflict(GIFT_CARD_MESSAGES.postal);
    const to = recipientEmail ?? card.recipientEmail;
    if (!to) throw new DomainError('unprocessable', GIFT_CARD_MESSAGES.noRecipient);
    const existing = await findGiftDelivery(tx, card.id);
    if (to !== card.recipientEmail) await updateCardRow(tx, card.id, { recipientEmail: to });
    const deliveryId = await resendGiftDelivery(tx, who.storeId, card.id, to);
    await recordAudit(tx, who.audit, {
      action: 'gift-card.resent',
      target: cardTarget(card),
      before: { recipientEmail: card.recipientEmail, deliveryState: existing?.state ?? null },
      after: { recipientEmail: to },
    });
    return { recipientEmail: to, deliveryId };
  });
}
