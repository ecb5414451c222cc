import { formatMoney, minorUnits } from '@giftfront/domain/money';
import { formatShortDate } from '../../lib/dates.ts';
import { html } from '../../lib/html.ts';
import { localizer, type Localizer } from '../../lib/i18n/server-i18n.ts';
import { unsubscribeUrl } from '../../lib/order-link.ts';
import { giftCardLinks } from '../../lib/public-url.ts';
import { dayIn } from '../../lib/zoned-days.ts';
import { brandIn, type DeliveryComposer } from '../mail/index.ts';
import { emailButton, emailHeading, emailLayout, MUTED, type EmailBrand } from '../mail/index.ts';
import type { RenderedEmail } from '../mail/index.ts';
import { findStoreSettings } from '../stores/index.ts';
import { REMINDER_KINDS, UNUSED_REMINDER_MONTHS } from './record-reminders.ts';
import { findRemindableCard } from './reminder-card-read-model.ts';

export interface ReminderView {
  /** The card's language: its order's (issue 29), else the store's. */
  loc: Localizer;
  brand: EmailBrand;
  reason: 'expiry' | 'unused';
  balance: string;
  last4: string;
  /** The day the card expires, in the card's language ('05/03/2030'). */
  expiresOn: string | null;
  cardUrl: string;
  unsubscribeUrl: string;
}

/** 'You still have $32.50 at Northwind Gifts': the balance, the card's page and the shop; never the code. */
export function renderReminderEmail(view: ReminderView): RenderedEmail {
  const { loc } = view;
  const { i18n } = loc;
  const values = {
    store: view.brand.name,
    balance: view.balance,
    last4: view.last4,
    date: view.expiresOn ?? '',
    months: UNUSED_REMINDER_MONTHS,
  };
  const subject = i18n._({ id: 'reminder.subject', message: 'You still have {balance} at {store}', values });
  const expires = view.expiresOn ? i18n._({ id: 'reminder.expires', message: 'It expires on {date}.', values }) : null;
  const why =
    view.reason === 'expiry'
      ? i18n._({
          id: 'reminder.expiry',
          message: 'Your gift card ending {last4} expires on {date}. Spend it before then so the money is not lost.',
          values,
        })
      : [
          i18n._({
            id: 'reminder.unused',
            message:
              '{months, plural, one {Your gift card ending {last4} has not been used for # month.} other {Your gift card ending {last4} has not been used for # months.}}',
            values,
          }),
          expires,
        ]
          .filter(Boolean)
          .join(' ');
  const stop = i18n._({ id: 'reminder.stop', message: 'Stop these reminders for this card' });
  const balance = i18n._({ id: 'reminder.balance', message: 'Balance' });
  const viewCard = i18n._({ id: 'reminder.view-card', message: 'View your card' });
  const shopAt = i18n._({ id: 'page.shop-at', message: 'Shop at {store}', values });
  const body = html`
${emailHeading(subject)}
<p style="margin:0 0 16px;">${why}</p>
<p style="margin:0 0 4px;color:${MUTED};">${balance}</p>
<p style="margin:0 0 16px;font-size:22px;font-weight:700;">${view.balance}</p>
<div style="margin:0 0 20px;">${emailButton(view.brand, view.cardUrl, viewCard)}${emailButton(view.brand, view.brand.homeUrl, shopAt)}</div>
<p style="margin:24px 0 0;font-size:13px;color:${MUTED};"><a href="${view.unsubscribeUrl}" style="color:${MUTED};">${stop}</a></p>`;
  const text = [
    subject,
    '',
    why,
    `${balance}: ${view.balance}`,
    '',
    `${viewCard}: ${view.cardUrl}`,
    `${shopAt}: ${view.brand.homeUrl}`,
    '',
    `${stop}: ${view.unsubscribeUrl}`,
  ].join('\n');
  return { subject, html: emailLayout(view.brand, { title: subject, preheader: why, body }, loc), text };
}

/** A balance reminder, read at send time: skipped once the card is spent, voided, expired, opted out or the store switched reminders off. */
export const composeReminder: DeliveryComposer = async ({ db, links }, store, delivery) => {
  const settings = await findStoreSettings(db, store.id);
  if (settings?.balanceReminders === false) return { skip: 'The store switched balance reminders off' };
  const card = await findRemindableCard(db, store.id, delivery.subjectId, dayIn(new Date(), 'UTC'));
  if (!card) return { skip: 'The card is spent, voided, expired or its holder stopped reminders' };
  const unsubscribe = unsubscribeUrl(store.baseUrl, links, card.id);
  const loc = localizer(card.language ?? settings?.defaultLanguage);
  const brand = brandIn(store, loc.language);
  const email = renderReminderEmail({
    loc,
    brand,
    reason: delivery.kind === REMINDER_KINDS.expiry ? 'expiry' : 'unused',
    balance: formatMoney(minorUnits(card.balanceMinor), card.currency, loc.intl),
    last4: card.code.replace(/[\s-]/g, '').slice(-4),
    expiresOn: card.expiresOn ? formatShortDate(card.expiresOn, loc.intl) : null,
    cardUrl: giftCardLinks(store.baseUrl, card.id).view,
    unsubscribeUrl: unsubscribe,
  });
  return {
    send: {
      to: delivery.recipient,
      fromName: brand.name,
      ...email,
      // RFC 8058: the mail client's one-click unsubscribe POSTs to the same link.
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    },
  };
};
