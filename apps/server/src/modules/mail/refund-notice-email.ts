import { html } from '../../lib/html.ts';
import type { Localizer } from '../../lib/i18n/server-i18n.ts';
import { emailHeading, emailLayout, emailRows, MUTED, type EmailBrand } from './email-layout.ts';
import type { RenderedEmail } from './gift-email.ts';

/** To the buyer of a paid order that could not be fulfilled, once its payment is refunded (docs/decisions/0008). */
export interface RefundNoticeView {
  /** The buyer's language at checkout (issue 29). */
  loc: Localizer;
  brand: EmailBrand;
  customerName: string | null;
  /** What was ordered, with each line's total; the last row is the order's total. */
  rows: [string, string][];
  /** The amount given back, formatted; null for a refund recorded before amounts were kept. */
  refundedAmount: string | null;
  reason: string | null;
  refundedOn: string;
}

export function renderRefundNoticeEmail(view: RefundNoticeView): RenderedEmail {
  const { loc } = view;
  const { i18n } = loc;
  const values = { store: view.brand.name, name: view.customerName ?? '', amount: view.refundedAmount ?? '' };
  const subject = i18n._({ id: 'refund-notice.subject', message: 'Your {store} order could not be completed', values });
  const heading = i18n._({ id: 'refund-notice.heading', message: 'We could not complete your order' });
  const lead = view.refundedAmount
    ? view.customerName
      ? i18n._({
          id: 'refund-notice.lead.amount.named',
          message:
            'Hi {name}, we could not complete your order, so your payment of {amount} has been refunded in full.',
          values,
        })
      : i18n._({
          id: 'refund-notice.lead.amount',
          message: 'We could not complete your order, so your payment of {amount} has been refunded in full.',
          values,
        })
    : view.customerName
      ? i18n._({
          id: 'refund-notice.lead.named',
          message: 'Hi {name}, we could not complete your order, so your payment has been refunded in full.',
          values,
        })
      : i18n._({
          id: 'refund-notice.lead',
          message: 'We could not complete your order, so your payment has been refunded in full.',
          values,
        });
  const timing = i18n._({
    id: 'refund-notice.timing',
    message:
      'The refund was made on {date}; it can take 5 to 10 business days to appear on your statement. No gift card was issued.',
    values: { date: view.refundedOn },
  });
  const body = html`
${emailHeading(heading)}
<p style="margin:0 0 16px;">${lead}</p>
${view.reason ? html`<p style="margin:0 0 16px;color:${MUTED};">${view.reason}</p>` : ''}
${view.rows.length ? emailRows(view.rows, { emphasiseLast: true }) : ''}
<p style="margin:0 0 16px;font-size:14px;color:${MUTED};">${timing}</p>`;
  const text = [
    heading,
    '',
    lead,
    ...(view.reason ? ['', view.reason] : []),
    ...(view.rows.length ? ['', ...view.rows.map(([label, value]) => `${label}: ${value}`)] : []),
    '',
    timing,
    '',
    `${i18n._({ id: 'email.shop', message: 'Shop' })}: ${view.brand.homeUrl}`,
  ].join('\n');
  const preheader = view.refundedAmount
    ? i18n._({ id: 'refund-notice.preheader.amount', message: 'Your payment of {amount} has been refunded', values })
    : i18n._({ id: 'refund-notice.preheader', message: 'Your payment has been refunded' });
  return { subject, html: emailLayout(view.brand, { title: subject, preheader, body }, loc), text };
}
