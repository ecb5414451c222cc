import { GIFT_CARD_MESSAGES } from '@giftfront/domain/admin/gift-card-actions';
import type { Actor } from '../../lib/access.ts';
import { forbidden } from '../../lib/domain-errors.ts';
import { dayIn } from '../../lib/zoned-days.ts';
import type { RedemptionRow } from './redemption-repository.ts';

/**
 * Owners reverse any redemption; a staff member only their own, made on the same day in the
 * store's time zone (issue 25 "At the counter": Undo on the receipt).
 */
export function refuseStaffReversal(actor: Actor, timeZone: string, now = new Date()) {
  return (redemption: Pick<RedemptionRow, 'staffUserId' | 'createdAt'>): void => {
    if (actor.role === 'owner') return;
    const own = actor.kind === 'staff' && redemption.staffUserId === actor.id;
    if (!own || dayIn(redemption.createdAt, timeZone) !== dayIn(now, timeZone))
      throw forbidden(GIFT_CARD_MESSAGES.reverseNotYours);
  };
}
