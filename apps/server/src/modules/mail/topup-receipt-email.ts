import { html, safeUrl } from '../../lib/html.ts';
import { markupSlot, withMarkup, type Localizer } from '../../lib/i18n/server-i18n.ts';
import { emailHeading, emailLayout, emailRows, MUTED, type EmailBrand } from './email-layout.ts';
import type { RenderedEmail } from './gift-email.ts';

/** The payer's receipt for a top-up (issue 5): amount, card ending, new balance. */
export interface TopupReceiptView {
  /** The payer's language at the top-up (issue 29). */
  loc: Localizer;
  brand: EmailBrand;
  payerName: string | null;
  amount: string;
  cardEnding: string;
  newBalance: string;
  paidOn: string;
  links: { view: string } | null;
}

export function renderTopupReceiptEmail(view: TopupReceiptView): RenderedEmail {
  const { loc } = view;
  const { i18n } = loc;
  const values = { store: view.brand.name, name: view.payerName ?? '', amount: view.amount, ending: view.cardEnding };
  const subject = i18n._({ id: 'topup.subject', message: 'Your {store} gift card top-up', values });
  const rows: [string, string][] = [
    [
      i18n._({ id: 'topup.card', message: 'Gift card' }),
      i18n._({ id: 'topup.card.ending', message: 'ending {ending}', values }),
    ],
    [i18n._({ id: 'topup.added', message: 'Amount added' }), view.amount],
    [i18n._({ id: 'topup.paid', message: 'Paid' }), view.paidOn],
    [i18n._({ id: 'topup.new-balance', message: 'New balance' }), view.newBalance],
  ];
  const thanks = view.payerName
    ? i18n._({
        id: 'topup.thanks.named',
        message: 'Thank you, {name}: {amount} has been added to the gift card ending {ending}.',
        values,
      })
    : i18n._({
        id: 'topup.thanks',
        message: 'Thank you: {amount} has been added to the gift card ending {ending}.',
        values,
      });
  const heading = i18n._({ id: 'topup.heading', message: 'Your gift card has been topped up' });
  const seeCard = view.links
    ? withMarkup(
        i18n._({ id: 'topup.see-card', message: 'See the card at {link}.', values: { link: markupSlot('link') } }),
        {
          link: html`<a href="${safeUrl(view.links.view)}" style="color:${view.brand.accentText};">${view.links.view}</a>`,
        },
      )
    : null;
  const body = html`
${emailHeading(heading)}
<p style="margin:0 0 16px;">${thanks}</p>
${emailRows(rows, { emphasiseLast: true })}
${seeCard ? html`<p style="margin:0;color:${MUTED};font-size:14px;">${seeCard}</p>` : ''}`;
  const text = [
    heading,
    '',
    thanks,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(view.links ? ['', `${i18n._({ id: 'topup.view-card', message: 'View the card' })}: ${view.links.view}`] : []),
  ].join('\n');
  const preheader = i18n._({
    id: 'topup.preheader',
    message: 'New balance {balance}',
    values: { balance: view.newBalance },
  });
  return { subject, html: emailLayout(view.brand, { title: subject, preheader, body }, loc), text };
}
