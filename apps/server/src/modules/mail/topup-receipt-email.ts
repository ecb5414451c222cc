import { html, safeUrl } from '../../lib/html.ts';
import { emailHeading, emailLayout, emailRows, MUTED, type EmailBrand } from './email-layout.ts';
import type { RenderedEmail } from './gift-email.ts';
import { greet } from './greeting.ts';

/** The payer's receipt for a top-up (issue 5): amount, card ending, new balance. */
export interface TopupReceiptView {
  brand: EmailBrand;
  payerName: string | null;
  amount: string;
  cardEnding: string;
  newBalance: string;
  paidOn: string;
  links: { view: string } | null;
}

export function renderTopupReceiptEmail(view: TopupReceiptView): RenderedEmail {
  const subject = `Your ${view.brand.name} gift card top-up`;
  const rows: [string, string][] = [
    ['Gift card', `ending ${view.cardEnding}`],
    ['Amount added', view.amount],
    ['Paid', view.paidOn],
    ['New balance', view.newBalance],
  ];
  const thanks = greet(
    view.payerName,
    `thank you: ${view.amount} has been added to the gift card ending ${view.cardEnding}.`,
  );
  const body = html`
${emailHeading('Your gift card has been topped up')}
<p style="margin:0 0 16px;">${thanks}</p>
${emailRows(rows, { emphasiseLast: true })}
${view.links ? html`<p style="margin:0;color:${MUTED};font-size:14px;">See the card at <a href="${safeUrl(view.links.view)}" style="color:${view.brand.accentText};">${view.links.view}</a>.</p>` : ''}`;
  const text = [
    'Your gift card has been topped up',
    '',
    `${thanks}`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(view.links ? ['', `View the card: ${view.links.view}`] : []),
  ].join('\n');
  return {
    subject,
    html: emailLayout(view.brand, { title: subject, preheader: `New balance ${view.newBalance}`, body }),
    text,
  };
}
