import { postalLabel, type PostalAddressParts } from '@giftfront/domain/address-format';
import { EMAIL_STATES, type EmailState, type OrderDetail } from '@giftfront/domain/admin/order-detail';
import { codeEnding } from '@giftfront/domain/gift-card';
import { toAuditEntry } from '../audit/index.ts';
import type { OrderRecords } from './order-detail-read-model.ts';
import { fulfilmentStatusOf, orderKindOf, paidMinor, paymentStatusOf, topupCardLast4 } from './order-statuses.ts';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const isTried = (state: string): state is EmailState => (EMAIL_STATES as readonly string[]).includes(state);
const iso = (date: Date | null) => (date ? date.toISOString() : null);

interface Pricing {
  discounts?: { code: string }[];
  fees?: { name: string; amountMinor: number }[];
  giftCards?: { codeEnding: string; amountMinor: number }[];
}

function buyerOf(customer: Record<string, unknown>): OrderDetail['buyer'] {
  const address = [
    customer.address,
    customer.address2,
    [customer.city, customer.postcode].filter(text).join(' '),
    customer.country,
  ]
    .map(text)
    .filter((line) => line !== null);
  return {
    name: `${text(customer.firstName) ?? ''} ${text(customer.lastName) ?? ''}`.trim(),
    email: text(customer.email) ?? '',
    phone: text(customer.phone) ?? text(customer.mobileNumber),
    company: text(customer.company),
    address,
  };
}

/** The order's one 'Ship to', as the confirmation, the receipt and the packing slip show it. */
function shipToOf(order: OrderRecords['order']): OrderDetail['shipTo'] {
  const address = order.shippingAddress as (PostalAddressParts & { sender?: string | null }) | null;
  if (!address) return null;
  return { lines: postalLabel(address), sender: text(address.sender) };
}

function topupOf(order: OrderRecords['order']): OrderDetail['topup'] {
  const cardLast4 = topupCardLast4(order);
  return cardLast4 ? { cardLast4 } : null;
}

/** A refund as the order page and the refund's answer show it. */
export const presentRefund = (refund: OrderRecords['refunds'][number]): OrderDetail['refunds'][number] => ({
  id: refund.id,
  at: refund.createdAt.toISOString(),
  amount: refund.amountMinor,
  loss: refund.lossMinor,
  reason: refund.reason,
  source: refund.source as 'dashboard' | 'provider' | 'store-credit',
  by: refund.actorName,
});

/** The order page's content in minor units: cards masked to their last 4, never a code. */
export function presentOrderDetail(records: OrderRecords, timeZone: string): OrderDetail {
  const { order, lines, intent, refunds, cards } = records;
  const pricing = order.pricing as Pricing;
  const refunded = refunds.reduce((sum, refund) => sum + refund.amountMinor, 0);
  const providerRefunded = refunds.reduce((sum, refund) => sum + refund.providerAmountMinor, 0);
  const refundedLines = new Set(refunds.flatMap((refund) => refund.lineIds));
  return {
    id: order.id,
    reference: order.reference,
    kind: orderKindOf(order),
    topup: topupOf(order),
    placedAt: order.createdAt.toISOString(),
    timeZone,
    currency: order.currency,
    buyer: buyerOf(order.customer),
    deliveryMethod: order.deliveryMethod,
    shippingOption: order.shippingOptionName,
    shipTo: shipToOf(order),
    lines: lines.map((line) => {
      const gift = line.giftDetails;
      // The gift as it is now: the buyer's manage link corrects the card (name, email, moment,
      // zone), never the line as it was ordered (issue 30).
      const card = cards.find((candidate) => candidate.orderLineId === line.id);
      return {
        id: line.id,
        productName: line.productName,
        productType: line.productType,
        denominationLabel: line.denominationLabel,
        unitPrice: line.unitPriceMinor,
        quantity: line.quantity,
        lineTotal: line.lineTotalMinor,
        gift: gift
          ? {
              recipientName: text(card?.recipientName) ?? text(gift.recipientName),
              recipientEmail: text(card?.recipientEmail) ?? text(gift.recipientEmail),
              message: text(gift.message),
              scheduledAt: card?.scheduledAt ? card.scheduledAt.toISOString() : text(gift.scheduledDateTimeUtc),
              timeZone: text(card?.timeZone) ?? text(gift.timeZone),
            }
          : null,
        refunded: refundedLines.has(line.id),
      };
    }),
    discounts: (pricing.discounts ?? []).map((d) => ({ code: d.code })),
    fees: (pricing.fees ?? []).map((fee) => ({ name: fee.name, amount: fee.amountMinor })),
    totals: {
      subtotal: order.subtotalMinor,
      discount: order.discountMinor,
      fees: order.feesMinor,
      shipping: order.shippingMinor,
      tax: order.taxMinor,
      giftCards: order.giftCardsMinor,
      total: order.totalMinor,
    },
    giftCardPayments: (pricing.giftCards ?? []).map((card) => ({ last4: card.codeEnding, amount: card.amountMinor })),
    payment: {
      provider: intent?.provider ?? 'unknown',
      intentId: intent?.providerIntentId ?? '',
      cardBrand: intent?.cardBrand ?? null,
      cardLast4: intent?.cardLast4 ?? null,
      captured: order.totalMinor,
      refunded: providerRefunded,
    },
    paymentStatus: paymentStatusOf(paidMinor(order), refunded),
    fulfilmentStatus: fulfilmentStatusOf(order),
    refunds: refunds.map(presentRefund),
    dispute: order.disputedAt ? { at: order.disputedAt.toISOString(), reason: order.disputeReason ?? '' } : null,
    cards: cards.map((card) => ({
      id: card.id,
      lineId: card.orderLineId,
      last4: codeEnding(card.code),
      initial: card.initialMinor,
      balance: card.balanceMinor,
      status: card.status,
      recipientEmail: card.recipientEmail,
    })),
    deliveries: records.deliveries.map((d) => ({
      id: d.id,
      kind: d.kind,
      recipient: d.recipient,
      sendAt: d.sendAt.toISOString(),
      state: d.state,
      error: d.lastError,
    })),
    emails: records.deliveries.flatMap((d) =>
      isTried(d.state)
        ? [
            {
              id: d.id,
              kind: d.kind,
              to: d.recipient,
              at: (d.sentAt ?? d.updatedAt).toISOString(),
              subject: d.subject,
              state: d.state,
            },
          ]
        : [],
    ),
    review: order.reviewReason
      ? {
          reason: order.reviewReason,
          clearedAt: iso(order.reviewClearedAt),
          clearedBy: order.reviewClearedBy,
          note: order.reviewNote,
        }
      : null,
    audit: records.audit.map(toAuditEntry),
  };
}
