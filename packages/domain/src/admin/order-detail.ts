import { z } from 'zod';
import { moneyCodec, perCurrency } from '../money-codec.ts';
import { totalsMoney, type Inside, type MoneyPaths } from '../money-paths.ts';
import { totalsFields } from '../totals.ts';
import { auditEntrySchema } from './audit.ts';
import { FULFILMENT_STATUSES, ORDER_KINDS, PAYMENT_STATUSES } from './orders.ts';

const money = z.number();

/** The outcomes of an email that was tried: sent, given up, or refused by the mail server. */
export const EMAIL_STATES = ['sent', 'failed', 'bounced'] as const;
export type EmailState = (typeof EMAIL_STATES)[number];

export const orderLineSchema = z.object({
  id: z.string(),
  productName: z.string(),
  productType: z.string(),
  denominationLabel: z.string(),
  unitPrice: money,
  quantity: z.number().int(),
  lineTotal: money,
  gift: z
    .object({
      recipientName: z.string().nullable(),
      recipientEmail: z.string().nullable(),
      message: z.string().nullable(),
      scheduledAt: z.string().nullable(),
      timeZone: z.string().nullable(),
    })
    .nullable(),
  /** Every card of the line was voided by a refund. */
  refunded: z.boolean(),
});

/** A card the order issued: masked to its last 4, never the code. */
export const orderCardSchema = z.object({
  id: z.string(),
  lineId: z.string().nullable(),
  last4: z.string(),
  initial: money,
  balance: money,
  status: z.string(),
  recipientEmail: z.string().nullable(),
});

export const orderRefundSchema = z.object({
  id: z.string(),
  at: z.string(),
  amount: money,
  /** What the store bore because a card had been spent below the value refunded. */
  loss: money,
  reason: z.string(),
  /**
   * 'dashboard' (an owner here), 'provider' (made at Stripe, learnt from its webhook) or
   * 'store-credit' (given as a gift card instead of back to the payment, issue 31).
   */
  source: z.enum(['dashboard', 'provider', 'store-credit']),
  by: z.string().nullable(),
});

export const orderDetailSchema = z.object({
  id: z.string(),
  reference: z.string(),
  kind: z.enum(ORDER_KINDS),
  /** A top-up's card, masked to its last 4; null for an order of products. */
  topup: z.object({ cardLast4: z.string() }).nullable(),
  placedAt: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  buyer: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    company: z.string().nullable(),
    address: z.array(z.string()),
  }),
  deliveryMethod: z.string(),
  shippingOption: z.string().nullable(),
  /** A postal or collection order's one 'Ship to': the recipient's label lines and the sender (the buyer). */
  shipTo: z.object({ lines: z.array(z.string()), sender: z.string().nullable() }).nullable(),
  lines: z.array(orderLineSchema),
  discounts: z.array(z.object({ code: z.string() })),
  fees: z.array(z.object({ name: z.string(), amount: money })),
  totals: z.object(totalsFields(money)),
  giftCardPayments: z.array(z.object({ last4: z.string(), amount: money })),
  payment: z.object({
    provider: z.string(),
    intentId: z.string(),
    cardBrand: z.string().nullable(),
    cardLast4: z.string().nullable(),
    captured: money,
    refunded: money,
  }),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  fulfilmentStatus: z.enum(FULFILMENT_STATUSES),
  refunds: z.array(orderRefundSchema),
  dispute: z.object({ at: z.string(), reason: z.string() }).nullable(),
  cards: z.array(orderCardSchema),
  deliveries: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      recipient: z.string(),
      sendAt: z.string(),
      state: z.string(),
      error: z.string().nullable(),
    }),
  ),
  /** Each email tried for the order: what it was, its subject, when it went (or was given up) and how it ended. */
  emails: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      to: z.string(),
      at: z.string(),
      subject: z.string().nullable(),
      state: z.enum(EMAIL_STATES),
    }),
  ),
  review: z
    .object({
      reason: z.string(),
      clearedAt: z.string().nullable(),
      clearedBy: z.string().nullable(),
      note: z.string().nullable(),
    })
    .nullable(),
  audit: z.array(auditEntrySchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderDetailMoney = {
  lines: [{ unitPrice: 'money', lineTotal: 'money' }],
  fees: [{ amount: 'money' }],
  totals: totalsMoney,
  giftCardPayments: [{ amount: 'money' }],
  payment: { captured: 'money', refunded: 'money' },
  refunds: [{ amount: 'money', loss: 'money' }],
  cards: [{ initial: 'money', balance: 'money' }],
} as const satisfies MoneyPaths<OrderDetail>;
/** The order inside the dashboard: every amount in minor units of its currency (decision 0175). */
export type OrderDetailInside = Inside<OrderDetail, typeof orderDetailMoney>;
export const orderDetailCodec = perCurrency((currency) => moneyCodec(orderDetailSchema, orderDetailMoney, currency));

export const REVIEW_NOTE_MAX_LENGTH = 500;

/** POST /api/admin/orders/{id}/review: an owner clears the review flag, saying why. */
export const clearReviewSchema = z.strictObject({
  note: z
    .string({ error: 'Note is required' })
    .trim()
    .min(1, 'Note is required')
    .max(REVIEW_NOTE_MAX_LENGTH, `Note must be at most ${REVIEW_NOTE_MAX_LENGTH} characters`),
});
export type ClearReview = z.input<typeof clearReviewSchema>;
