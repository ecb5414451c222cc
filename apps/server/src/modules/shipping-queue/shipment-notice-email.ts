import { html } from '../../lib/html.ts';
import { emailHeading, emailLayout, emailRows, MUTED, type EmailBrand } from '../mail/email-layout.ts';
import type { RenderedEmail } from '../mail/gift-email.ts';

/** The cards of a postal order are in the post: to the buyer, and to a gift's recipient (no code: it travels on the card). */
export interface ShipmentNoticeView {
  brand: EmailBrand;
  greetingName: string | null;
  /** The buyer's own order, or a gift on its way to its recipient from `senderName`. */
  audience: { kind: 'buyer'; orderReference: string } | { kind: 'recipient'; senderName: string | null };
  carrier: string;
  trackingNumber: string;
}

export function renderShipmentNoticeEmail(view: ShipmentNoticeView): RenderedEmail {
  const forBuyer = view.audience.kind === 'buyer';
  const subject =
    view.audience.kind === 'buyer'
      ? `Your ${view.brand.name} order ${view.audience.orderReference} is on its way`
      : `A gift card from ${view.brand.name} is on its way to you`;
  const greeting = view.greetingName ? `Hi ${view.greetingName},` : 'Hi,';
  const lead =
    view.audience.kind === 'buyer'
      ? `${greeting} your gift cards from order ${view.audience.orderReference} have been posted.`
      : `${greeting} ${view.audience.senderName ?? 'someone'} sent you a gift card from ${view.brand.name}, and it has been posted to you.`;
  const rows: [string, string][] = [
    ['Carrier', view.carrier],
    ['Tracking number', view.trackingNumber],
  ];
  const body = html`
${emailHeading(forBuyer ? 'Your order is on its way' : 'A gift card is on its way')}
<p style="margin:0 0 16px;">${lead}</p>
${emailRows(rows)}
<p style="margin:0 0 16px;font-size:14px;color:${MUTED};">The carrier's website shows where it is with the tracking number.</p>`;
  const text = [
    lead,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `Shop: ${view.brand.homeUrl}`,
  ].join('\n');
  return {
    subject,
    html: emailLayout(view.brand, { title: subject, preheader: `Sent with ${view.carrier}`, body }),
    text,
  };
}
