import { html } from '../../lib/html.ts';
import { emailButton, emailHeading, emailLayout, emailRows, MUTED, type EmailBrand } from '../mail/index.ts';
import type { RenderedEmail } from '../mail/index.ts';

/** To the merchant's notification address: a new order, with what it needs of them. */
export interface MerchantOrderView {
  brand: EmailBrand;
  reference: string;
  buyer: string;
  /** Each line and its total, then the order's total. */
  rows: [string, string][];
  /** 'Needs shipping: Standard post' for a postal order, 'Awaiting collection' for a collected one. */
  action: string | null;
  dashboardUrl: string;
}

export function renderMerchantOrderEmail(view: MerchantOrderView): RenderedEmail {
  const total = view.rows[view.rows.length - 1]?.[1] ?? '';
  const subject = `New order ${view.reference}: ${total}${view.action ? ` (${view.action.split(':')[0]})` : ''}`;
  const body = html`
${emailHeading(`New order ${view.reference}`)}
<p style="margin:0 0 16px;">From ${view.buyer}.</p>
${view.action ? html`<p style="margin:0 0 16px;font-weight:600;">${view.action}</p>` : ''}
${emailRows(view.rows, { emphasiseLast: true })}
<div>${emailButton(view.brand, view.dashboardUrl, 'Open the order')}</div>`;
  const text = [
    `New order ${view.reference} from ${view.buyer}.`,
    ...(view.action ? ['', view.action] : []),
    '',
    ...view.rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `Open the order: ${view.dashboardUrl}`,
  ].join('\n');
  return {
    subject,
    html: emailLayout(view.brand, { title: subject, preheader: `${view.buyer}, ${total}`, body }),
    text,
  };
}

/** To the merchant: a gift email failed for good or the recipient's mail server refused it. */
export interface DeliveryFailedView {
  brand: EmailBrand;
  recipient: string;
  orderReference: string | null;
  answer: string;
  dashboardUrl: string;
}

export function renderDeliveryFailedEmail(view: DeliveryFailedView): RenderedEmail {
  const subject = `A gift email to ${view.recipient} could not be delivered`;
  const lead = `The gift email to ${view.recipient}${view.orderReference ? ` (order ${view.orderReference})` : ''} could not be delivered. You can correct the address, send it again or reschedule it from Deliveries.`;
  const body = html`
${emailHeading('A gift email could not be delivered')}
<p style="margin:0 0 16px;">${lead}</p>
<p style="margin:0 0 16px;color:${MUTED};font-family:monospace;">${view.answer}</p>
<div>${emailButton(view.brand, view.dashboardUrl, 'Open Deliveries')}</div>`;
  const text = [lead, '', `The mail server said: ${view.answer}`, '', `Deliveries: ${view.dashboardUrl}`].join('\n');
  return {
    subject,
    html: emailLayout(view.brand, { title: subject, preheader: view.answer.slice(0, 80), body }),
    text,
  };
}
