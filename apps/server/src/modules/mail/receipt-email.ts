import { html } from '../../lib/html.ts';
import {
  emailButton,
  emailCode,
  emailHeading,
  emailLayout,
  emailRows,
  MUTED,
  type EmailBrand,
} from './email-layout.ts';
import type { RenderedEmail } from './gift-email.ts';

/** The buyer's receipt (issue 5): order number, lines, totals, their own cards' codes, links. */
export interface ReceiptCard {
  title: string;
  /** What the card is worth ('$50.00'), or for a voucher the option bought ('Tasting menu for two'). */
  amount: string;
  kind?: 'money' | 'voucher';
  /** Cards delivered to the buyer show their code and links; gifts and postal cards do not. */
  delivery:
    | { to: 'buyer'; code: string; links: { view: string; print: string } }
    | { to: 'recipient'; recipient: string; when: string }
    | { to: 'post'; recipient: string | null };
}

export interface ReceiptEmailView {
  brand: EmailBrand;
  customerName: string;
  reference: string;
  /** The signed link that opens the order, codes and all, in any browser. */
  orderUrl: string | null;
  orderedOn: string;
  lines: { description: string; quantity: number; total: string }[];
  totals: [string, string][];
  /** 'Gift card ending 1234 paid $20.00; $5.00 is left on it.', one per card that paid. */
  giftCardsPaid?: string[];
  cards: ReceiptCard[];
  /** A postal order's one 'Ship to': the recipient's name and address as the label reads, the method and the sender. */
  shipTo?: { lines: string[]; method: string | null; sender: string | null } | null;
  /** The buyer's "manage my gift" link (issue 30), when the order has gifts emailed to others. */
  manageUrl?: string | null;
}

function cardHtml(brand: EmailBrand, card: ReceiptCard) {
  const head = html`<p style="margin:0;font-weight:600;">${card.title} · ${card.amount}</p>`;
  const d = card.delivery;
  if (d.to === 'buyer')
    return html`${head}${emailCode(d.code)}<div style="margin:0 0 20px;">${emailButton(brand, d.links.view, 'View')}${emailButton(brand, d.links.print, 'Print')}</div>`;
  if (d.to === 'post')
    return html`${head}<p style="margin:4px 0 20px;color:${MUTED};">Delivery: Post${d.recipient ? ` to ${d.recipient}` : ''}. Awaiting fulfillment.</p>`;
  return html`${head}<p style="margin:4px 0 20px;color:${MUTED};">A gift for ${d.recipient}, emailed ${d.when}.</p>`;
}

function cardText(card: ReceiptCard): string[] {
  const d = card.delivery;
  const head = `${card.title} · ${card.amount}`;
  if (d.to === 'buyer') return [head, `  Code: ${d.code}`, `  View: ${d.links.view}`, `  Print: ${d.links.print}`];
  if (d.to === 'post')
    return [head, `  Delivery: Post${d.recipient ? ` to ${d.recipient}` : ''}. Awaiting fulfillment.`];
  return [head, `  A gift for ${d.recipient}, emailed ${d.when}.`];
}

type ShipTo = NonNullable<ReceiptEmailView['shipTo']>;

function shipToHtml(shipTo: ShipTo) {
  return html`<h2 style="margin:24px 0 4px;font-size:18px;">Ship to</h2>
<p style="margin:0 0 8px;">${shipTo.lines.map((line, i) => html`${i ? html`<br>` : ''}${line}`)}</p>
${shipTo.sender ? html`<p style="margin:0 0 4px;color:${MUTED};">From ${shipTo.sender}</p>` : ''}
${shipTo.method ? html`<p style="margin:0 0 4px;color:${MUTED};">Shipping method: ${shipTo.method}</p>` : ''}`;
}

function shipToText(shipTo: ShipTo): string[] {
  return [
    'Ship to',
    ...shipTo.lines.map((line) => `  ${line}`),
    ...(shipTo.sender ? [`From ${shipTo.sender}`] : []),
    ...(shipTo.method ? [`Shipping method: ${shipTo.method}`] : []),
  ];
}

/** One word per thing: 'Your gift cards', 'Your vouchers', or both. */
function cardsHeading(cards: ReceiptCard[]): string {
  const vouchers = cards.some((card) => card.kind === 'voucher');
  const money = cards.some((card) => card.kind !== 'voucher');
  return `Your ${vouchers && money ? 'gift cards and vouchers' : vouchers ? 'vouchers' : 'gift cards'}`;
}

const MANAGE_LINE =
  'Wrong address or date? Until a gift is delivered you can correct it, move it or send it now; afterwards, resend it.';

export function renderReceiptEmail(view: ReceiptEmailView): RenderedEmail {
  const heading = cardsHeading(view.cards);
  const subject = `Your ${view.brand.name} order ${view.reference}`;
  const lineRows = view.lines.map((line) => [`${line.description} × ${line.quantity}`, line.total] as [string, string]);
  const body = html`
${emailHeading('Thank you for your order')}
<p style="margin:0 0 16px;">Hi ${view.customerName}, your order is confirmed.</p>
<p style="margin:0 0 4px;color:${MUTED};">Order number</p>
<p style="margin:0 0 16px;font-size:18px;font-weight:700;">${view.reference}</p>
<p style="margin:0 0 16px;color:${MUTED};font-size:14px;">Placed ${view.orderedOn}</p>
${view.orderUrl ? html`<div style="margin:0 0 20px;">${emailButton(view.brand, view.orderUrl, 'View your order')}</div>` : ''}
<h2 style="margin:24px 0 4px;font-size:18px;">Items</h2>
${emailRows(lineRows)}
${emailRows(view.totals, { emphasiseLast: true })}
${(view.giftCardsPaid ?? []).map((sentence) => html`<p style="margin:8px 0 0;color:${MUTED};font-size:14px;">${sentence}</p>`)}
${view.cards.length ? html`<h2 style="margin:24px 0 8px;font-size:18px;">${heading}</h2>${view.cards.map((card) => cardHtml(view.brand, card))}` : ''}
${view.shipTo ? shipToHtml(view.shipTo) : ''}
${view.manageUrl ? html`<p style="margin:16px 0 8px;">${MANAGE_LINE}</p><div style="margin:0 0 20px;">${emailButton(view.brand, view.manageUrl, 'Manage your gifts')}</div>` : ''}`;

  const text = [
    'Thank you for your order',
    '',
    `Hi ${view.customerName}, your order is confirmed.`,
    `Order number: ${view.reference}`,
    `Placed ${view.orderedOn}`,
    ...(view.orderUrl ? [`View your order: ${view.orderUrl}`] : []),
    '',
    'Items',
    ...lineRows.map(([label, value]) => `  ${label}: ${value}`),
    '',
    ...view.totals.map(([label, value]) => `${label}: ${value}`),
    ...(view.giftCardsPaid ?? []),
    ...(view.cards.length ? ['', heading, ...view.cards.flatMap(cardText)] : []),
    ...(view.shipTo ? ['', ...shipToText(view.shipTo)] : []),
    ...(view.manageUrl ? ['', MANAGE_LINE, `Manage your gifts: ${view.manageUrl}`] : []),
    '',
    `Shop: ${view.brand.homeUrl}`,
  ].join('\n');

  return {
    subject,
    html: emailLayout(view.brand, { title: subject, preheader: `Order ${view.reference} is confirmed`, body }),
    text,
  };
}
