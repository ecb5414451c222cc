import { html } from '../../lib/html.ts';
import { emailHeading, emailLayout, emailRows, MUTED, type EmailBrand } from './email-layout.ts';
import type { RenderedEmail } from './gift-email.ts';
import { greet } from './greeting.ts';

/** To the buyer when an owner refunds their order, or part of it (docs/decisions/0020). */
export interface OrderRefundView {
  brand: EmailBrand;
  customerName: string | null;
  orderReference: string;
  /** The amount given back, formatted. */
  refundedAmount: string;
  /** What the refund covers: the refunded lines, or the amount alone. */
  rows: [string, string][];
  reason: string;
  refundedOn: string;
}

export function renderOrderRefundEmail(view: OrderRefundView): RenderedEmail {
  const subject = `Your ${view.brand.name} refund of ${view.refundedAmount}`;
  const lead = greet(
    view.customerName,
    `we have refunded ${view.refundedAmount} of your order ${view.orderReference}.`,
  );
  const timing = `The refund was made on ${view.refundedOn}; it can take 5 to 10 business days to appear on your statement. Gift cards of refunded items no longer work.`;
  const body = html`
${emailHeading(`Refund of ${view.refundedAmount}`)}
<p style="margin:0 0 16px;">${lead}</p>
<p style="margin:0 0 16px;color:${MUTED};">Reason: ${view.reason}</p>
${emailRows(view.rows, { emphasiseLast: true })}
<p style="margin:0 0 16px;font-size:14px;color:${MUTED};">${timing}</p>`;
  const text = [
    `Refund of ${view.refundedAmount}`,
    '',
    lead,
    '',
    `Reason: ${view.reason}`,
    '',
    ...view.rows.map(([label, value]) => `${label}: ${value}`),
    '',
    timing,
    '',
    `Shop: ${view.brand.homeUrl}`,
  ].join('\n');
  return {
    subject,
    html: emailLayout(view.brand, {
      title: subject,
      preheader: `${view.refundedAmount} is on its way back to you`,
      body,
    }),
    text,
  };
}
