import { html } from '../../lib/html.ts';
import type { Localizer } from '../../lib/i18n/server-i18n.ts';
import { emailHeading, emailLayout, emailRows, MUTED, type EmailBrand } from './email-layout.ts';
import type { RenderedEmail } from './gift-email.ts';

/** To the buyer when an owner refunds their order, or part of it (docs/decisions/0020). */
export interface OrderRefundView {
  /** The order's language (issue 29). */
  loc: Localizer;
  brand: EmailBrand;
  customerName: string | null;
  orderReference: string;
  /** The amount given back, formatted. */
  refundedAmount: string;
  /** What the refund covers: the refunded lines, or the amount alone. */
  rows: [string, string][];
  /** The merchant's words, as written. */
  reason: string;
  refundedOn: string;
}

export function renderOrderRefundEmail(view: OrderRefundView): RenderedEmail {
  const { loc } = view;
  const { i18n } = loc;
  const values = {
    store: view.brand.name,
    name: view.customerName ?? '',
    amount: view.refundedAmount,
    reference: view.orderReference,
    date: view.refundedOn,
    reason: view.reason,
  };
  const subject = i18n._({ id: 'order-refund.subject', message: 'Your {store} refund of {amount}', values });
  const heading = i18n._({ id: 'order-refund.heading', message: 'Refund of {amount}', values });
  const lead = view.customerName
    ? i18n._({
        id: 'order-refund.lead.named',
        message: 'Hi {name}, we have refunded {amount} of your order {reference}.',
        values,
      })
    : i18n._({ id: 'order-refund.lead', message: 'We have refunded {amount} of your order {reference}.', values });
  const reason = i18n._({ id: 'order-refund.reason', message: 'Reason: {reason}', values });
  const timing = i18n._({
    id: 'order-refund.timing',
    message:
      'The refund was made on {date}; it can take 5 to 10 business days to appear on your statement. Gift cards and vouchers of refunded items no longer work.',
    values,
  });
  const body = html`
${emailHeading(heading)}
<p style="margin:0 0 16px;">${lead}</p>
<p style="margin:0 0 16px;color:${MUTED};">${reason}</p>
${emailRows(view.rows, { emphasiseLast: true })}
<p style="margin:0 0 16px;font-size:14px;color:${MUTED};">${timing}</p>`;
  const text = [
    heading,
    '',
    lead,
    '',
    reason,
    '',
    ...view.rows.map(([label, value]) => `${label}: ${value}`),
    '',
    timing,
    '',
    `${i18n._({ id: 'email.shop', message: 'Shop' })}: ${view.brand.homeUrl}`,
  ].join('\n');
  const preheader = i18n._({ id: 'order-refund.preheader', message: '{amount} is on its way back to you', values });
  return { subject, html: emailLayout(view.brand, { title: subject, preheader, body }, loc), text };
}
