import type { GiftCardDetail } from '@giftfront/domain/admin/gift-cards';
import type { Executor } from '../../../db/client.ts';
import { listAuditRowsFor } from '../../audit/audit-repository.ts';
import { findGiftDelivery } from '../../deliveries/gift-delivery.ts';
import type { GiftCardRow } from '../gift-card-repository.ts';
import { findCardOrder, ledgerHistory } from '../ledger-repository.ts';
import { listRedemptions } from '../redemption-repository.ts';
import { detailOf, type CardChange } from './card-views.ts';

const calendarDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const day = (value: unknown) =>
  typeof value === 'string' && value ? calendarDay.format(new Date(`${value.slice(0, 10)}T00:00:00Z`)) : 'never';

/**
 * The changes to a card that move no money but belong in its history: a new expiry date and a
 * resent gift email, as the audit log recorded them (who, when, what).
 */
async function cardChanges(db: Executor, card: GiftCardRow): Promise<CardChange[]> {
  const rows = await listAuditRowsFor(db, card.storeId, { type: 'gift-card', id: card.id });
  return rows.flatMap((row): CardChange[] => {
    const at = row.createdAt;
    if (row.action === 'gift-card.expiry-changed') {
      const note = `Now expires ${day(row.after?.expiresOn)} (was ${day(row.before?.expiresOn)})`;
      return [{ id: `audit-${row.id}`, kind: 'expiry', at, actor: row.actorName, note }];
    }
    if (row.action === 'gift-card.resent') {
      const to = row.after?.recipientEmail;
      return [
        { id: `audit-${row.id}`, kind: 'resend', at, actor: row.actorName, note: to ? `To ${String(to)}` : null },
      ];
    }
    return [];
  });
}

/** Everything the dashboard shows about one card: its order, gift email, history and redemptions. */
export async function loadCardDetail(db: Executor, card: GiftCardRow, today: string): Promise<GiftCardDetail> {
  const [order, delivery, ledger, redemptions, changes] = await Promise.all([
    card.orderId ? findCardOrder(db, card.orderId) : null,
    findGiftDelivery(db, card.id),
    ledgerHistory(db, card.id),
    listRedemptions(db, card.id),
    cardChanges(db, card),
  ]);
  return detailOf({ card, order, delivery, ledger, redemptions, changes }, today);
}
