import { formatMoney } from '@giftfront/domain/money';
import { formatShortDate } from '../../lib/dates.ts';
import { html } from '../../lib/html.ts';
import { unsubscribeUrl } from '../../lib/order-link.ts';
import { giftCardLinks } from '../../lib/public-url.ts';
import { dayIn } from '../../lib/zoned-days.ts';
import type { DeliveryComposer } from '../mail/compose-delivery-mail.ts';
import { emailButton, emailHeading, emailLayout, MUTED, type EmailBrand } from '../mail/email-layout.ts';
import type { RenderedEmail } from '../mail/gift-email.ts';
import { findStoreSettings } from '../stores/store-repository.ts';
import { REMINDER_KINDS, UNUSED_REMINDER_MONTHS } from './record-reminders.ts';
import { findRemindableCard } from './reminder-repository.ts';

export interface ReminderView {
  brand: EmailBrand;
  reason: 'expiry' | 'unused';
  balance: string;
  last4: string;
  /** 'on 5 Mar 2030', when the card expires. */
  expiresOn: string | null;
  cardUrl: string;
  unsubscribeUrl: string;
}

/** 'You still have $32.50 at Northwind Gifts': the balance, the card's page and the shop; never the code. */
export function renderReminderEmail(view: ReminderView): RenderedEmail {
  const store = view.brand.name;
  const subject = `You still have ${view.balance} at ${store}`;
  const why =
    view.reason === 'expiry'
      ? `Your gift card ending ${view.last4} expires ${view.expiresOn}. Spend it before then so the money is not lost.`
      : `Your gift card ending ${view.last4} has not been used for ${UNUSED_REMINDER_MONTHS} months.${view.expiresOn ? ` It expires ${view.expiresOn}.` : ''}`;
  const stop = 'Stop these reminders for this card';
  const body = html`
${emailHeading(subject)}
<p style="margin:0 0 16px;">${why}</p>
<p style="margin:0 0 4px;color:${MUTED};">Balance</p>
<p style="margin:0 0 16px;font-size:22px;font-weight:700;">${view.balance}</p>
<div style="margin:0 0 20px;">${emailButton(view.brand, view.cardUrl, 'View your card')}${emailButton(view.brand, view.brand.homeUrl, `Shop at ${store}`)}</div>
<p style="margin:24px 0 0;font-size:13px;color:${MUTED};"><a href="${view.unsubscribeUrl}" style="color:${MUTED};">${stop}</a></p>`;
  const text = [
    subject,
    '',
    why,
    `Balance: ${view.balance}`,
    '',
    `View your card: ${view.cardUrl}`,
    `Shop at ${store}: ${view.brand.homeUrl}`,
    '',
    `${stop}: ${view.unsubscribeUrl}`,
  ].join('\n');
  return { subject, html: emailLayout(view.brand, { title: subject, preheader: why, body }), text };
}

/** A balance reminder, read at send time: skipped once the card is spent, voided, expired, opted out or the store switched reminders off. */
export const composeReminder: DeliveryComposer = async ({ db, links }, store, delivery) => {
  const settings = await findStoreSettings(db, store.id);
  if (settings?.balanceReminders === false) return { skip: 'The store switched balance reminders off' };
  const card = await findRemindableCard(db, store.id, delivery.subjectId, dayIn(new Date(), 'UTC'));
  if (!card) return { skip: 'The card is spent, voided, expired or its holder stopped reminders' };
  const unsubscribe = unsubscribeUrl(store.baseUrl, links, card.id);
  const email = renderReminderEmail({
    brand: store.brand,
    reason: delivery.kind === REMINDER_KINDS.expiry ? 'expiry' : 'unused',
    balance: formatMoney(card.balanceMinor, card.currency),
    last4: card.code.replace(/[\s-]/g, '').slice(-4),
    expiresOn: card.expiresOn ? `on ${formatShortDate(card.expiresOn)}` : null,
    cardUrl: giftCardLinks(store.baseUrl, card.id).view,
    unsubscribeUrl: unsubscribe,
  });
  return {
    send: {
      to: delivery.recipient,
      fromName: store.brand.name,
      ...email,
      // RFC 8058: the mail client's one-click unsubscribe POSTs to the same link.
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    },
  };
};
