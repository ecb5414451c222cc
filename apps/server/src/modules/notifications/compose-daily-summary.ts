import { formatMoney, minorUnits } from '@giftfront/domain/money';
import type { Executor } from '../../db/client.ts';
import { formatShortDate } from '../../lib/dates.ts';
import { intlLocaleOf, storeLanguage } from '../../lib/i18n/server-i18n.ts';
import { absoluteUrl } from '../../lib/public-url.ts';
import { UndeliverableError, type ComposedMail } from '../mail/index.ts';
import type { MailStore } from '../mail/index.ts';
import { findStoreSettings } from '../stores/index.ts';
import { ordersAwaitingShipment, periodTotals } from '../store-summary/index.ts';
import { dayBounds } from './daily-summary.ts';
import { renderDailySummaryEmail } from './daily-summary-email.ts';

/** The day's figures, read when the mail is sent (the day is over by then, so they no longer move). */
export async function composeDailySummary(
  db: Executor,
  store: MailStore,
  payload: Record<string, string> | null,
  to: string,
): Promise<ComposedMail> {
  const day = payload?.day;
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new UndeliverableError('The daily summary has no day');
  const settings = await findStoreSettings(db, store.id);
  // Turned off (or the address changed) since it was recorded: nothing to send there.
  if (!settings?.notifications?.dailySummary || settings.notifications.email?.trim() !== to)
    return { skip: 'The daily summary is turned off for this address' };
  // The zone the day was cut in when it was recorded (older records: UTC), even if it changed since.
  const timeZone = payload?.timeZone ?? 'UTC';
  const { since, until } = dayBounds(day, timeZone);
  const totals = await periodTotals(db, store.id, since, until);
  // The dashboard stays English, its money and dates in the store's own language (issue 29).
  const locale = intlLocaleOf(storeLanguage(settings));
  const money = (minor: number) => formatMoney(minorUnits(minor), settings.currencyCode, locale);
  const email = renderDailySummaryEmail({
    brand: store.brand,
    day: formatShortDate(day, locale),
    timeZone,
    rows: [
      ['Orders', String(totals.orders)],
      ['Gift card sales', money(totals.salesMinor)],
      ['Redemptions', money(totals.redeemedMinor)],
      ['Gift emails failed', String(totals.deliveriesFailed)],
      ['Orders awaiting shipment (now)', String(await ordersAwaitingShipment(db, store.id))],
    ],
    dashboardUrl: absoluteUrl(store.baseUrl, '/admin'),
  });
  return { send: { to, fromName: store.brand.name, ...email } };
}
