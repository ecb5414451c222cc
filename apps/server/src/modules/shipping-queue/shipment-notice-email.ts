import { html } from '../../lib/html.ts';
import type { Localizer } from '../../lib/i18n/server-i18n.ts';
import { emailHeading, emailLayout, emailRows, MUTED, type EmailBrand } from '../mail/index.ts';
import type { RenderedEmail } from '../mail/index.ts';

/** The cards of a postal order are in the post: to the buyer, and to a gift's recipient (no code: it travels on the card). */
export interface ShipmentNoticeView {
  /** The order's language (issue 29). */
  loc: Localizer;
  brand: EmailBrand;
  greetingName: string | null;
  /**
   * The buyer's own order, or a gift on its way to its recipient from `senderName`; `voucher` when
   * that gift is a voucher (never called a gift card, issue 26 item 4).
   */
  audience:
    { kind: 'buyer'; orderReference: string } | { kind: 'recipient'; senderName: string | null; voucher?: boolean };
  carrier: string;
  trackingNumber: string;
  /** The address it was posted to, as the label reads (issue 26 item 12); none for an order without one. */
  sentTo: string[];
}

function shipmentTexts(view: ShipmentNoticeView) {
  const { i18n } = view.loc;
  const { audience } = view;
  const name = view.greetingName ?? '';
  if (audience.kind === 'buyer') {
    const values = { store: view.brand.name, reference: audience.orderReference, name };
    return {
      subject: i18n._({ id: 'shipment.subject', message: 'Your {store} order {reference} is on its way', values }),
      heading: i18n._({ id: 'shipment.heading', message: 'Your order is on its way' }),
      lead: name
        ? i18n._({ id: 'shipment.lead.named', message: 'Hi {name}, your order {reference} has been posted.', values })
        : i18n._({ id: 'shipment.lead', message: 'Your order {reference} has been posted.', values }),
    };
  }
  const sender = audience.senderName ?? i18n._({ id: 'gift.someone', message: 'Someone' });
  const values = { store: view.brand.name, sender, name };
  if (audience.voucher)
    return {
      subject: i18n._({
        id: 'shipment.voucher.subject',
        message: 'A voucher from {store} is on its way to you',
        values,
      }),
      heading: i18n._({ id: 'shipment.voucher.heading', message: 'A voucher is on its way' }),
      lead: name
        ? i18n._({
            id: 'shipment.voucher.lead.named',
            message: 'Hi {name}, {sender} sent you a voucher from {store}, and it has been posted to you.',
            values,
          })
        : i18n._({
            id: 'shipment.voucher.lead',
            message: '{sender} sent you a voucher from {store}, and it has been posted to you.',
            values,
          }),
    };
  return {
    subject: i18n._({ id: 'shipment.gift.subject', message: 'A gift card from {store} is on its way to you', values }),
    heading: i18n._({ id: 'shipment.gift.heading', message: 'A gift card is on its way' }),
    lead: name
      ? i18n._({
          id: 'shipment.gift.lead.named',
          message: 'Hi {name}, {sender} sent you a gift card from {store}, and it has been posted to you.',
          values,
        })
      : i18n._({
          id: 'shipment.gift.lead',
          message: '{sender} sent you a gift card from {store}, and it has been posted to you.',
          values,
        }),
  };
}

export function renderShipmentNoticeEmail(view: ShipmentNoticeView): RenderedEmail {
  const { loc } = view;
  const { i18n } = loc;
  const { subject, heading, lead } = shipmentTexts(view);
  const rows: [string, string][] = [
    [i18n._({ id: 'shipment.carrier', message: 'Carrier' }), view.carrier],
    [i18n._({ id: 'shipment.tracking', message: 'Tracking number' }), view.trackingNumber],
  ];
  const sentToLabel = i18n._({ id: 'shipment.sentTo', message: 'Sent to' });
  const where = i18n._({
    id: 'shipment.where',
    message: 'The carrier’s website shows where it is with the tracking number.',
  });
  const body = html`
${emailHeading(heading)}
<p style="margin:0 0 16px;">${lead}</p>
${emailRows(rows)}
${
  view.sentTo.length
    ? html`<h2 style="margin:16px 0 4px;font-size:16px;">${sentToLabel}</h2>
<p style="margin:0 0 16px;">${view.sentTo.map((line, i) => html`${i ? html`<br>` : ''}${line}`)}</p>`
    : ''
}
<p style="margin:0 0 16px;font-size:14px;color:${MUTED};">${where}</p>`;
  const text = [
    lead,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(view.sentTo.length ? [sentToLabel, ...view.sentTo.map((line) => `  ${line}`), ''] : []),
    `${i18n._({ id: 'email.shop', message: 'Shop' })}: ${view.brand.homeUrl}`,
  ].join('\n');
  const preheader = i18n._({
    id: 'shipment.preheader',
    message: 'Sent with {carrier}',
    values: { carrier: view.carrier },
  });
  return { subject, html: emailLayout(view.brand, { title: subject, preheader, body }, loc), text };
}
