import { postalLabel, type PostalAddressParts } from '@giftfront/domain/address-format';
import { localizeFees, translatedStoreText } from '@giftfront/domain/merchant-translations';
import { formatMoney, minorUnits } from '@giftfront/domain/money';
import type { Executor } from '../../db/client.ts';
import { formatScheduledMoment, formatShortDate } from '../../lib/dates.ts';
import { localizer, type Localizer } from '../../lib/i18n/server-i18n.ts';
import { manageGiftUrl, orderLinkUrl, type OrderLinkSigner } from '../../lib/order-link.ts';
import { giftCardLinks } from '../../lib/public-url.ts';
import { UndeliverableError, type ComposedMail } from './composed-mail.ts';
import { brandIn, type MailStore } from './email-brand.ts';
import { findReceiptSource, type ReceiptCardRow, type ReceiptOrder } from './mail-source-read-model.ts';
import { renderReceiptEmail, type ReceiptCard } from './receipt-email.ts';

type Order = ReceiptOrder;
type Card = ReceiptCardRow;

export interface PaidWithCard {
  codeEnding: string;
  amountMinor: number;
  balanceMinor: number;
}

/** For each gift card that paid part of the order, what it paid and what is left on it. */
export function paidWithSentences(
  paidWith: PaidWithCard[],
  currency: string,
  loc: Localizer = localizer('en'),
): string[] {
  return paidWith.map((card) =>
    loc.i18n._({
      id: 'receipt.paid-with-card',
      message: 'Gift card ending {ending} paid {paid}; {left} is left on it.',
      values: {
        ending: card.codeEnding,
        paid: formatMoney(minorUnits(card.amountMinor), currency, loc.intl),
        left: formatMoney(minorUnits(card.balanceMinor), currency, loc.intl),
      },
    }),
  );
}

/** A fee as the order's pricing kept it: its id and its name in the store's default language. */
interface PricedFee {
  id: string;
  name: string;
  amountMinor: number;
}

/** The order's fees, each named in the order's language where the merchant gave one (decision 0250); none for an order priced before fees were kept by name. */
export function feesInLanguage(
  order: Pick<Order, 'pricing'>,
  translations: MailStore['translations'],
  language: string,
): PricedFee[] {
  const fees = (order.pricing as { fees?: PricedFee[] } | null)?.fees ?? [];
  return localizeFees(
    fees.filter((fee) => fee.amountMinor > 0),
    translations,
    language,
  );
}

/**
 * product §9 order of totals: subtotal, discounts, fees, shipping, tax, gift cards, total. Each fee
 * by its name when the order kept them (`fees`), else one 'Fees' row.
 */
export function receiptTotals(
  order: Order,
  { i18n, intl }: Localizer = localizer('en'),
  fees: PricedFee[] = [],
): [string, string][] {
  const money = (minor: number) => formatMoney(minorUnits(minor), order.currency, intl);
  const rows: [string, string][] = [
    [i18n._({ id: 'totals.subtotal', message: 'Subtotal' }), money(order.subtotalMinor)],
  ];
  if (order.discountMinor > 0)
    rows.push([i18n._({ id: 'totals.discount', message: 'Discount' }), `−${money(order.discountMinor)}`]);
  if (fees.length > 0) for (const fee of fees) rows.push([fee.name, money(fee.amountMinor)]);
  else if (order.feesMinor > 0) rows.push([i18n._({ id: 'totals.fees', message: 'Fees' }), money(order.feesMinor)]);
  if (order.shippingMinor > 0 || order.shippingOptionName)
    rows.push([
      order.shippingOptionName
        ? i18n._({
            id: 'totals.shipping-named',
            message: 'Shipping ({option})',
            values: { option: order.shippingOptionName },
          })
        : i18n._({ id: 'totals.shipping', message: 'Shipping' }),
      money(order.shippingMinor),
    ]);
  if (order.taxMinor > 0) rows.push([i18n._({ id: 'totals.tax', message: 'Tax' }), money(order.taxMinor)]);
  if (order.giftCardsMinor > 0)
    rows.push([i18n._({ id: 'totals.gift-cards', message: 'Gift cards' }), `−${money(order.giftCardsMinor)}`]);
  rows.push([
    i18n._({ id: 'totals.total-paid', message: 'Total paid ({currency})', values: { currency: order.currency } }),
    money(order.totalMinor),
  ]);
  return rows;
}

/** Codes only for cards the buyer keeps (no recipient, or the buyer's own address); gifts stay a surprise. */
export function receiptCard(
  card: Card,
  buyerEmail: string,
  baseUrl: string,
  option: string | null = null,
  shipToName: string | null = null,
  loc: Localizer = localizer('en'),
): ReceiptCard {
  const voucher = card.kind === 'voucher';
  const title =
    card.title?.trim() ||
    (voucher
      ? loc.i18n._({ id: 'card.kind.voucher', message: 'Voucher' })
      : loc.i18n._({ id: 'card.kind.gift-card', message: 'Gift card' }));
  // A voucher is an experience (decision 0015): it is named by the option bought, not a sum of money.
  const amount = voucher
    ? option?.trim() || title
    : formatMoney(minorUnits(card.initialMinor), card.currency, loc.intl);
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
  const when = card.scheduledAt ? formatScheduledMoment(card.scheduledAt, card.timeZone, loc.intl) : null;
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
  const { lines, intent, cards, paidWith } = source;
  // The shopper's language at checkout (issue 29), the store's name and shipping option in it where given (decision 0165).
  const loc = localizer(source.order.language);
  const brand = brandIn(store, loc.language);
  const { shippingOptionId, shippingOptionName } = source.order;
  const order = {
    ...source.order,
    shippingOptionName:
      shippingOptionName &&
      translatedStoreText(store.translations, loc.language, { shippingOptionId }, shippingOptionName),
  };
  const money = (minor: number) => formatMoney(minorUnits(minor), order.currency, loc.intl);
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
      loc,
    ),
  );
  // Gifts emailed to someone else can be corrected, moved or resent by the buyer (issue 30).
  const hasGifts = receiptCards.some((card) => card.delivery.to === 'recipient');
  const email = renderReceiptEmail({
    loc,
    brand,
    customerName: [customer.firstName, customer.lastName].filter(Boolean).join(' ') || null,
    reference: order.reference,
    orderUrl: intent ? orderLinkUrl(store.baseUrl, links, intent.providerIntentId) : null,
    orderedOn: formatShortDate(order.createdAt, loc.intl),
    lines: lines.map((line) => ({
      description:
        line.denominationLabel && line.denominationLabel !== line.productName
          ? `${line.productName} (${line.denominationLabel})`
          : line.productName,
      quantity: line.quantity,
      total: money(line.lineTotalMinor),
    })),
    totals: receiptTotals(order, loc, feesInLanguage(order, store.translations, loc.language)),
    giftCardsPaid: paidWithSentences(paidWith, order.currency, loc),
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
  return { send: { to, fromName: brand.name, ...email } };
}
