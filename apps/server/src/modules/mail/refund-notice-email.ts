import { html } from '../../lib/html.ts';
import { emailHeading, emailLayout, emailRows, MUTED, type EmailBrand } from './email-layout.ts';
import type { RenderedEmail } from './gift-email.ts';
import { greet } from './greeting.ts';

/** To the buyer of a paid order that could not be fulfilled, once its payment is refunded (docs/decisions/0008). */
export interface RefundNoticeView {
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
  const subject = `Your ${view.brand.name} order could not be completed`;
  const payment = view.refundedAmount ? `payment of ${view.refundedAmount}` : 'payment';
  const lead = greet(
    view.customerName,
    `we could not complete your order, so your ${payment} has been refunded in full.`,
  );
  const timing =
    'The refund was made on ' +
    view.refundedOn +
    '; it can take 5 to 10 business days to appear on your statement. No gift card was issued.';
  const body = html`
${emailHeading('We could not complete your order')}
<p style="margin:0 0 16px;">${lead}</p>
${view.reason ? html`<p style="margin:0 0 16px;color:${MUTED};">${view.reason}</p>` : ''}
${view.rows.length ? emailRows(view.rows, { emphasiseLast: true }) : ''}
<p style="margin:0 0 16px;font-size:14px;color:${MUTED};">${timing}</p>`;
  const text = [
    'We could not complete your order',
    '',
    lead,
    ...(view.reason ? ['', view.reason] : []),
    ...(view.rows.length ? ['', ...view.rows.map(([label, value]) => `${label}: ${value}`)] : []),
    '',
    timing,
    '',
    `Shop: ${view.brand.homeUrl}`,
  ].join('\n');
  return {
    subject,
    html: emailLayout(view.brand, { title: subject, preheader: `Your ${payment} has been refunded`, body }),
    text,
  };
}
