import { html } from '../../lib/html.ts';
import { manageGiftUrl } from '../../lib/order-link.ts';
import { UndeliverableError } from '../mail/composed-mail.ts';
import type { DeliveryComposer } from '../mail/compose-delivery-mail.ts';
import { emailButton, emailHeading, emailLayout, MUTED } from '../mail/email-layout.ts';
import { findManageChange } from './manage-gift-repository.ts';

/** What the buyer is told they changed, one sentence (the gift named by its last four characters). */
export function changeSentence(action: string, detail: Record<string, string>): string {
  const gift = `your gift (${detail.title ?? 'Gift Card'} ending ${detail.last4 ?? '????'})`;
  switch (action) {
    case 'recipient':
      return `You changed who ${gift} is for: it now goes to ${detail.name} at ${detail.email}.`;
    case 'schedule':
      return `You moved ${gift}: it will be emailed to ${detail.email} on ${detail.when}.`;
    case 'send-now':
      return `You asked for ${gift} to be sent now: it is on its way to ${detail.email}.`;
    default:
      return `You resent ${gift} to ${detail.email}.`;
  }
}

/** 'gift-change': the buyer's confirmation of a change made through their manage link. */
export const composeGiftChange: DeliveryComposer = async ({ db, links }, store, delivery) => {
  const change = await findManageChange(db, store.id, delivery.subjectId);
  if (!change) throw new UndeliverableError(`Gift change ${delivery.subjectId} not found`);
  const sentence = changeSentence(change.action, change.detail);
  const buyerEmail = (change.customer as { email?: string }).email ?? delivery.recipient;
  const manageUrl = manageGiftUrl(store.baseUrl, links, change.orderId, buyerEmail);
  const subject = `Your gift from ${store.brand.name} was changed`;
  const notYou = `If you did not make this change, contact ${store.brand.name}.`;
  const body = html`
${emailHeading('Your gift was changed')}
<p style="margin:0 0 16px;">${sentence}</p>
<p style="margin:0 0 16px;color:${MUTED};">Order ${change.reference}</p>
<div style="margin:0 0 20px;">${emailButton(store.brand, manageUrl, 'Manage your gifts')}</div>
<p style="margin:0 0 16px;font-size:14px;color:${MUTED};">${notYou}</p>`;
  const text = [
    'Your gift was changed',
    '',
    sentence,
    `Order ${change.reference}`,
    '',
    `Manage your gifts: ${manageUrl}`,
    '',
    notYou,
  ].join('\n');
  return {
    send: {
      to: delivery.recipient,
      fromName: store.brand.name,
      subject,
      html: emailLayout(store.brand, { title: subject, preheader: sentence, body }),
      text,
    },
  };
};
