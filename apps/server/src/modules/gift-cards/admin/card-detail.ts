import type { GiftCardDetail } from '@giftfront/domain/admin/gift-cards';
import type { Executor } from '../../../db/client.ts';
import { findGiftDelivery } from '../../deliveries/gift-delivery.ts';
import type { GiftCardRow } from '../gift-card-repository.ts';
import { findCardOrder, ledgerHistory } from '../ledger-repository.ts';
import { listRedemptions } from '../redemption-repository.ts';
import { detailOf } from './card-views.ts';

/** Everything the dashboard shows about one card: its order, gift email, ledger and redemptions. */
export async function loadCardDetail(db: Executor, card: GiftCardRow, today: string): Promise<GiftCardDetail> {
  const [order, delivery, ledger, redemptions] = await Promise.all([
    card.orderId ? findCardOrder(db, card.orderId) : null,
    findGiftDelivery(db, card.id),
    ledgerHistory(db, card.id),
    listRedemptions(db, card.id),
  ]);
  return detailOf({ card, order, delivery, ledger, redemptions }, today);
}
