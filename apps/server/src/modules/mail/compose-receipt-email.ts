import { postalLabel, type PostalAddressParts } from '@giftfront/domain/address-format';
import { formatMoney } from '@giftfront/domain/money';
import type { Executor } from '../../db/client.ts';
import { formatScheduledMoment, formatShortDate } from '../../lib/dates.ts';
import { manageGiftUrl, orderLinkUrl, type OrderLinkSigner } from '../../lib/order-link.ts';
import { giftCardLinks } from '../../lib/public-url.ts';
import { UndeliverableError, type ComposedMail } from './composed-mail.ts';
import type { MailStore } from './email-brand.ts';
import { findReceiptSource, type ReceiptCardRow, type ReceiptOrder } from './mail-source-repository.ts';
import { renderReceiptEmail, type ReceiptCard } from './receipt-email.ts';

type Order = ReceiptOrder;
type Card = ReceiptCardRow;

export interface PaidWithCard {
  codeEnding: string;
  amountMinor: number;
  balanceMinor: number;
}

/** For each gift card that paid part of the order, what it paid and what is left on it. */
export function paidWithSentences(paidWith: PaidWithCard[], currency: string): string[] {
  return paidWith.map(
    (card) =>
      `Gift card ending ${card.codeEnding} paid ${formatMoney(card.amountMinor, currency)}; ${formatMoney(card.balanceMinor, currency)} is left on it.`,
  );
}

/** product §9 order of totals: subtotal, discounts, fees, shipping, tax, gift cards, total. */
export function receiptTotals(order: Order): [string, string][] {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const rows: [string, string][] = [['Subtotal', money(order.subtotalMinor)]];
  if (order.discountMinor > 0) rows.push(['Discount', `−${money(order.discountMinor)}`]);
  if (order.feesMinor > 0) rows.push(['Fees', money(order.feesMinor)]);
  if (order.shippingMinor > 0 || order.shippingOptionName)
    rows.push([
      order.shippingOptionName ? `Shipping (${order.shippingOptionName})` : 'Shipping',
      money(order.shippingMinor),
    ]);
  if (order.taxMinor > 0) rows.push(['Tax', money(order.taxMinor)]);
  if (order.giftCardsMinor > 0) rows.push(['Gift cards', `−${money(order.giftCardsMinor)}`]);
  rows.push([`Total paid (${order.currency})`, money(order.totalMinor)]);
  return rows;
}

/** Codes only for cards the buyer keeps (no recipient, or the buyer's own address); gifts stay a surprise. */
export function receiptCard(
  card: Card,
  buyerEmail: string,
  baseUrl: string,
  option: string | null = null,
  shipToName: string | null = null,
): ReceiptCard {
  const voucher = card.kind === 'voucher';
  const title = card.title?.trim() || (voucher ? 'Voucher' : 'Gift Card');
  // A voucher is an experience (decision 0015): it is named by the option bought, not a sum of money.
  const amount = voucher ? option?.trim() || title : formatMoney(card.initialMinor, card.currency);
  const kind = voucher ? ('voucher' as const) : ('money' as const);
  const recipient =
    card.recipientName && card.recipientEmail
      ? `${card.recipientName} (${card.recipientEmail})`
      : card.recipientName || card.recipientEmail;
  if (card.deliveryMethod === 'Postal')
    // Posted to whoever the order's one 'Ship to' names (issue 26 item 12), not a name typed elsewhere.
    return { title, amount, kind, delivery: { to: 'post', recipient: shipToName || card.recipientName || null } };
  const forBuyer = !card.recipientEmail || card.recipientEmail.trim().toLowerCase() === buyerEmail.trim().toLowerCase();
  if (forBuyer) {
    const links = giftCardLinks(baseUrl, card.id);
    return {
      title,
      amount,
      kind,
      delivery: { to: 'buyer', code: card.code, links: { view: links.view, print: links.print } },
    };
  }
  const when = card.scheduledAt ? `on ${formatScheduledMoment(card.scheduledAt, card.timeZone)}` : 'right away';
  return { title, amount, kind, delivery: { to: 'recipient', recipient: recipient ?? '', when } };
}

/**
 * The receipt carries its own signed link to the order (lib/order-link.ts): opened in any
 * browser, the confirmation page then shows every card with View and Print, as it did in the
 * browser that paid (the payment id alone shows codes masked).
 */
export async function composeReceiptEmail(
  db: Executor,
  store: MailStore,
  orderId: string,
  to: string,
  links: OrderLinkSigner,
): Promise<ComposedMail> {
  const source = await findReceiptSource(db, store.id, orderId);
  if (!source) throw new UndeliverableError(`Order ${orderId} not found in store ${store.slug}`);
  const { order, lines, intent, cards, paidWith } = source;
  const customer = order.customer as { firstName?: string; lastName?: string; email?: string };
  const buyerEmail = customer.email ?? to;
  const address =
    order.deliveryMethod === 'Postal' ? (order.shippingAddress as PostalAddressParts & { sender?: string }) : null;
  const receiptCards = cards.map((card) =>
    receiptCard(
      card,
      buyerEmail,
      store.baseUrl,
      lines.find((line) => line.id === card.orderLineId)?.denominationLabel ?? null,
      address?.name ?? null,
    ),
  );
  // Gifts emailed to someone else can be corrected, moved or resent by the buyer (issue 30).
  const hasGifts = receiptCards.some((card) => card.delivery.to === 'recipient');
  const email = renderReceiptEmail({
    brand: store.brand,
    customerName: [customer.firstName, customer.lastName].filter(Boolean).join(' ') || buyerEmail,
    reference: order.reference,
    orderUrl: intent ? orderLinkUrl(store.baseUrl, links, intent.providerIntentId) : null,
    orderedOn: formatShortDate(order.createdAt),
    lines: lines.map((line) => ({
      description:
        line.denominationLabel && line.denominationLabel !== line.productName
          ? `${line.productName} (${line.denominationLabel})`
          : line.productName,
      quantity: line.quantity,
      total: formatMoney(line.lineTotalMinor, order.currency),
    })),
    totals: receiptTotals(order),
    giftCardsPaid: paidWithSentences(paidWith, order.currency),
    cards: receiptCards,
    shipTo: address
      ? {
          lines: postalLabel(address),
          method: order.shippingOptionName,
          sender: address.sender && address.sender !== address.name ? address.sender : null,
        }
      : null,
    manageUrl: hasGifts && customer.email ? manageGiftUrl(store.baseUrl, links, order.id, customer.email) : null,
  });
  return { send: { to, fromName: store.brand.name, ...email } };
}
