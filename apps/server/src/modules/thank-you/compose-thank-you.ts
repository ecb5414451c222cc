import { html, multiline } from '../../lib/html.ts';
import { UndeliverableError } from '../mail/composed-mail.ts';
import type { DeliveryComposer } from '../mail/compose-delivery-mail.ts';
import { emailHeading, emailLayout, MUTED, type EmailBrand } from '../mail/email-layout.ts';
import type { RenderedEmail } from '../mail/gift-email.ts';
import { findStoreGiftCard } from '../gift-card-pages/gift-card-page-repository.ts';
import { findThankYou } from '../gift-card-pages/thank-you-repository.ts';

export interface ThankYouView {
  brand: EmailBrand;
  /** The recipient as the buyer named them; never their address. */
  recipientName: string | null;
  cardTitle: string;
  message: string;
}

export function renderThankYouEmail(view: ThankYouView): RenderedEmail {
  const storeName = view.brand.name;
  const who = view.recipientName?.trim() || 'The recipient of your gift';
  const subject = `${who} says thank you`;
  const lead = `${who} opened the ${view.cardTitle} you sent from ${storeName} and wrote back:`;
  const body = html`
${emailHeading(subject)}
<p style="margin:0 0 16px;">${lead}</p>
<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #d1d5db;">${multiline(view.message)}</blockquote>
<p style="margin:0;font-size:14px;color:${MUTED};">Sent through ${storeName}. Their email address is not shared.</p>`;
  const text = [
    subject,
    '',
    lead,
    '',
    view.message,
    '',
    `Sent through ${storeName}. Their email address is not shared.`,
  ].join('\n');
  return { subject, html: emailLayout(view.brand, { title: subject, preheader: lead, body }), text };
}

/** 'thank-you': the recipient's message to the buyer; no reply address, no recipient email. */
export const composeThankYou: DeliveryComposer = async ({ db }, store, delivery) => {
  const found = await findStoreGiftCard(db, store.id, delivery.subjectId);
  const thanks = found ? await findThankYou(db, found.card.id) : null;
  if (!found || !thanks) throw new UndeliverableError(`Thank-you for ${delivery.subjectId} not found`);
  const email = renderThankYouEmail({
    brand: store.brand,
    recipientName: found.card.recipientName,
    cardTitle: found.card.title?.trim() || (found.card.kind === 'voucher' ? 'voucher' : 'gift card'),
    message: thanks.message,
  });
  return { send: { to: delivery.recipient, fromName: store.brand.name, ...email } };
};
