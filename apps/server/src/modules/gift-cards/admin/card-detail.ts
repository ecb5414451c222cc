import type { GiftCardDetail } from '@giftfront/domain/admin/gift-cards';
import type { Executor } from '../../../db/client.ts';
import { intlLocaleOf, storeLanguage } from '../../../lib/i18n/server-i18n.ts';
import { findStoreSettings } from '../../stores/index.ts';
import { listAuditRowsFor } from '../../audit/index.ts';
import { findGiftDelivery } from '../../deliveries/index.ts';
import type { GiftCardRow } from '../gift-card-repository.ts';
import { findCardOrder, ledgerHistory } from '../ledger-read-model.ts';
import { listRedemptions } from '../redemption-repository.ts';
import { detailOf, type CardChange } from './card-views.ts';

/** A calendar day in the store's own language's locale (issue 29: the dashboard's dates follow the store). */
const day = (value: unknown, locale: string) =>
  typeof value === 'string' && value
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${value.slice(0, 10)}T00:00:00Z`),
      )
    : 'never';

/**
 * The changes to a card that move no money but belong in its history: a new expiry date and a
 * resent gift email, as the audit log recorded them (who, when, what).
 */
async function cardChanges(db: Executor, card: GiftCardRow): Promise<CardChange[]> {
  const locale = intlLocaleOf(storeLanguage(await findStoreSettings(db, card.storeId)));
  const rows = await listAuditRowsFor(db, card.storeId, { type: 'gift-card', id: card.id });
  return rows.flatMap((row): CardChange[] => {
    const at = row.createdAt;
    if (row.action === 'gift-card.expiry-changed') {
      const note = `Now expires ${day(row.after?.expiresOn, locale)} (was ${day(row.before?.expiresOn, locale)})`;
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
