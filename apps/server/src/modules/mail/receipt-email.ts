import type { Localizer } from '../../lib/i18n/server-i18n.ts';
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
    | { to: 'recipient'; recipient: string; when: string | null }
    | { to: 'post'; recipient: string | null };
}

export interface ReceiptEmailView {
  /** The shopper's language (the order's, issue 29). */
  loc: Localizer;
  brand: EmailBrand;
  /** The buyer's name; null when the order has none (the receipt then opens without a name). */
  customerName: string | null;
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

function cardTexts({ i18n }: Localizer, card: ReceiptCard) {
  const d = card.delivery;
  const status =
    d.to === 'post'
      ? d.recipient
        ? i18n._({
            id: 'receipt.card.post-to',
            message: 'Delivery: Post to {recipient}. Awaiting fulfillment.',
            values: { recipient: d.recipient },
          })
        : i18n._({ id: 'receipt.card.post', message: 'Delivery: Post. Awaiting fulfillment.' })
      : d.to === 'recipient'
        ? d.when
          ? i18n._({
              id: 'receipt.card.gift-scheduled',
              message: 'A gift for {recipient}, emailed on {when}.',
              values: { recipient: d.recipient, when: d.when },
            })
          : i18n._({
              id: 'receipt.card.gift-now',
              message: 'A gift for {recipient}, emailed right away.',
              values: { recipient: d.recipient },
            })
        : null;
  return {
    head: `${card.title} · ${card.amount}`,
    status,
    code: i18n._({ id: 'receipt.card.code', message: 'Code' }),
    view: i18n._({ id: 'receipt.card.view', message: 'View' }),
    print: i18n._({ id: 'receipt.card.print', message: 'Print' }),
  };
}

function cardHtml(loc: Localizer, brand: EmailBrand, card: ReceiptCard) {
  const t = cardTexts(loc, card);
  const head = html`<p style="margin:0;font-weight:600;">${t.head}</p>`;
  const d = card.delivery;
  if (d.to === 'buyer')
    return html`${head}${emailCode(d.code)}<div style="margin:0 0 20px;">${emailButton(brand, d.links.view, t.view)}${emailButton(brand, d.links.print, t.print)}</div>`;
  return html`${head}<p style="margin:4px 0 20px;color:${MUTED};">${t.status}</p>`;
}

function cardText(loc: Localizer, card: ReceiptCard): string[] {
  const t = cardTexts(loc, card);
  const d = card.delivery;
  if (d.to === 'buyer')
    return [t.head, `  ${t.code}: ${d.code}`, `  ${t.view}: ${d.links.view}`, `  ${t.print}: ${d.links.print}`];
  return [t.head, `  ${t.status}`];
}

type ShipTo = NonNullable<ReceiptEmailView['shipTo']>;

function shipToTexts({ i18n }: Localizer, shipTo: ShipTo) {
  return {
    heading: i18n._({ id: 'receipt.ship-to', message: 'Ship to' }),
    sender: shipTo.sender
      ? i18n._({ id: 'receipt.ship-to.from', message: 'From {sender}', values: { sender: shipTo.sender } })
      : null,
    method: shipTo.method
      ? i18n._({
          id: 'receipt.ship-to.method',
          message: 'Shipping method: {method}',
          values: { method: shipTo.method },
        })
      : null,
  };
}

function shipToHtml(loc: Localizer, shipTo: ShipTo) {
  const t = shipToTexts(loc, shipTo);
  return html`<h2 style="margin:24px 0 4px;font-size:18px;">${t.heading}</h2>
<p style="margin:0 0 8px;">${shipTo.lines.map((line, i) => html`${i ? html`<br>` : ''}${line}`)}</p>
${t.sender ? html`<p style="margin:0 0 4px;color:${MUTED};">${t.sender}</p>` : ''}
${t.method ? html`<p style="margin:0 0 4px;color:${MUTED};">${t.method}</p>` : ''}`;
}

function shipToText(loc: Localizer, shipTo: ShipTo): string[] {
  const t = shipToTexts(loc, shipTo);
  return [
    t.heading,
    ...shipTo.lines.map((line) => `  ${line}`),
    ...(t.sender ? [t.sender] : []),
    ...(t.method ? [t.method] : []),
  ];
}

/** One word per thing: 'Your gift cards', 'Your vouchers', or both. */
function cardsHeading({ i18n }: Localizer, cards: ReceiptCard[]): string {
  const vouchers = cards.some((card) => card.kind === 'voucher');
  const money = cards.some((card) => card.kind !== 'voucher');
  if (vouchers && money) return i18n._({ id: 'receipt.cards.both', message: 'Your gift cards and vouchers' });
  if (vouchers) return i18n._({ id: 'receipt.cards.vouchers', message: 'Your vouchers' });
  return i18n._({ id: 'receipt.cards.gift-cards', message: 'Your gift cards' });
}

export function renderReceiptEmail(view: ReceiptEmailView): RenderedEmail {
  const { loc } = view;
  const { i18n } = loc;
  const heading = cardsHeading(loc, view.cards);
  const subject = i18n._({
    id: 'receipt.subject',
    message: 'Your {store} order {reference}',
    values: { store: view.brand.name, reference: view.reference },
  });
  const title = i18n._({ id: 'receipt.heading', message: 'Thank you for your order' });
  const lead = view.customerName
    ? i18n._({
        id: 'receipt.lead.named',
        message: 'Hi {name}, your order is confirmed.',
        values: { name: view.customerName },
      })
    : i18n._({ id: 'receipt.lead', message: 'Your order is confirmed.' });
  const orderNumber = i18n._({ id: 'receipt.order-number', message: 'Order number' });
  const placed = i18n._({ id: 'receipt.placed', message: 'Placed {date}', values: { date: view.orderedOn } });
  const viewOrder = i18n._({ id: 'receipt.view-order', message: 'View your order' });
  const items = i18n._({ id: 'receipt.items', message: 'Items' });
  const manageLine = i18n._({
    id: 'receipt.manage',
    message:
      'Wrong address or date? Until a gift is delivered you can correct it, move it or send it now; afterwards, resend it.',
  });
  const manageButton = i18n._({ id: 'receipt.manage.button', message: 'Manage your gifts' });
  const shop = i18n._({ id: 'email.shop', message: 'Shop' });
  const lineRows = view.lines.map((line) => [`${line.description} × ${line.quantity}`, line.total] as [string, string]);
  const body = html`
${emailHeading(title)}
<p style="margin:0 0 16px;">${lead}</p>
<p style="margin:0 0 4px;color:${MUTED};">${orderNumber}</p>
<p style="margin:0 0 16px;font-size:18px;font-weight:700;">${view.reference}</p>
<p style="margin:0 0 16px;color:${MUTED};font-size:14px;">${placed}</p>
${view.orderUrl ? html`<div style="margin:0 0 20px;">${emailButton(view.brand, view.orderUrl, viewOrder)}</div>` : ''}
<h2 style="margin:24px 0 4px;font-size:18px;">${items}</h2>
${emailRows(lineRows)}
${emailRows(view.totals, { emphasiseLast: true })}
${(view.giftCardsPaid ?? []).map((sentence) => html`<p style="margin:8px 0 0;color:${MUTED};font-size:14px;">${sentence}</p>`)}
${view.cards.length ? html`<h2 style="margin:24px 0 8px;font-size:18px;">${heading}</h2>${view.cards.map((card) => cardHtml(loc, view.brand, card))}` : ''}
${view.shipTo ? shipToHtml(loc, view.shipTo) : ''}
${view.manageUrl ? html`<p style="margin:16px 0 8px;">${manageLine}</p><div style="margin:0 0 20px;">${emailButton(view.brand, view.manageUrl, manageButton)}</div>` : ''}`;

  const text = [
    title,
    '',
    lead,
    `${orderNumber}: ${view.reference}`,
    placed,
    ...(view.orderUrl ? [`${viewOrder}: ${view.orderUrl}`] : []),
    '',
    items,
    ...lineRows.map(([label, value]) => `  ${label}: ${value}`),
    '',
    ...view.totals.map(([label, value]) => `${label}: ${value}`),
    ...(view.giftCardsPaid ?? []),
    ...(view.cards.length ? ['', heading, ...view.cards.flatMap((card) => cardText(loc, card))] : []),
    ...(view.shipTo ? ['', ...shipToText(loc, view.shipTo)] : []),
    ...(view.manageUrl ? ['', manageLine, `${manageButton}: ${view.manageUrl}`] : []),
    '',
    `${shop}: ${view.brand.homeUrl}`,
  ].join('\n');

  const preheader = i18n._({
    id: 'receipt.preheader',
    message: 'Order {reference} is confirmed',
    values: { reference: view.reference },
  });
  return { subject, html: emailLayout(view.brand, { title: subject, preheader, body }, loc), text };
}
