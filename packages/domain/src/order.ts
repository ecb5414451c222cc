import { z } from 'zod';
import { feeTypeSchema } from './fee-type.ts';
import { orderCustomerSchema } from './customer-form.ts';
import { discountTypeSchema } from './discount.ts';
import { BULK_ORDER_MAX_RECIPIENTS } from './bulk-order.ts';
import { giftDetailsSchema } from './gift-details.ts';
import { moneyCodec, perCurrency } from './money-codec.ts';
import {
  createPaymentIntentBodyMoney,
  currencyNamedIn,
  orderResultMoney,
  orderValidationPayloadMoney,
  type Inside,
} from './money-paths.ts';
import { totalsFields } from './totals.ts';
import { FULFILMENT_STATUSES } from './fulfilment-status.ts';

/**
 * product §3/§7 payment shapes, as the API carries them (decimals). Inside the storefront their
 * money is minor units; the codecs below convert (money-paths.ts names the fields).
 */

/** product §3 Payment intent and the CreatePaymentIntent body of product §7. */
export const createPaymentIntentBodySchema = z.strictObject({
  amount: z.number({ error: 'amount must be a number' }).finite().positive('An amount above 0 is required'),
  currency: z
    .string()
    .regex(/^[a-zA-Z]{3}$/, 'currency must be a three-letter code')
    .default('usd'),
  connectedAccountId: z.string().max(200).nullish(),
  isTopup: z.boolean().optional(),
  topupGiftCardId: z.string().max(100).nullish(),
});
export type CreatePaymentIntentBodyWire = z.infer<typeof createPaymentIntentBodySchema>;
export type CreatePaymentIntentBody = Inside<CreatePaymentIntentBodyWire, typeof createPaymentIntentBodyMoney>;
export const createPaymentIntentBodyCodec = perCurrency((currency) =>
  moneyCodec(createPaymentIntentBodySchema, createPaymentIntentBodyMoney, currency),
);

export const paymentIntentSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

/** A decimal amount as the API carries it; each message names what is wrong with it. */
const decimal = z
  .number({
    error: (issue) =>
      issue.code === 'invalid_type' ? (issue.input === undefined ? 'is required' : 'expected a number') : undefined,
  })
  .finite('expected a finite number');
const positive = decimal.positive('must be greater than 0');
const nonNegative = decimal.nonnegative('must not be negative');

/**
 * product §3 Order validation payload; every number in it is checked, never trusted. Unknown
 * fields are refused rather than ignored, so a misspelt field cannot pass unnoticed.
 */
export const orderLineSchema = z.strictObject({
  productId: z.string().min(1, 'Product ID is required').max(100),
  denominationId: z.string().min(1, 'is required').max(200),
  productName: z.string().max(300),
  denominationLabel: z.string().max(300),
  title: z.string().max(300).nullish(),
  quantity: z.number().int().min(1).max(1000),
  price: positive,
  lineTotal: nonNegative,
  imageUrl: z.string().max(2000).nullish(),
  themeId: z.string().max(200).nullish(),
  giftDetails: giftDetailsSchema.nullish(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** The most lines a cart may send; a 'Send to many' order sends one line per recipient (bulk-order.ts). */
export const MAX_CART_LINES = 200;

/**
 * 'Send to many' (issue 31): the lines are one per recipient of one gift card, each re-checked with
 * the rows' rules; `codesToBuyer` sends no gift emails: the buyer downloads the codes as a CSV.
 */
export const bulkOrderMarkSchema = z.strictObject({ codesToBuyer: z.boolean().default(false) });

export const orderValidationPayloadSchema = z
  .strictObject({
    paymentIntentId: z.string().max(200).nullish(),
    customer: orderCustomerSchema,
    cart: z.array(orderLineSchema).max(BULK_ORDER_MAX_RECIPIENTS, {
      error: `One order can send at most ${BULK_ORDER_MAX_RECIPIENTS} gift cards.`,
    }),
    bulkOrder: bulkOrderMarkSchema.nullish(),
    discounts: z
      .array(
        z.strictObject({
          code: z.string().min(1, 'is required').max(64),
          type: discountTypeSchema,
          amount: nonNegative,
        }),
      )
      .max(10)
      .default([]),
    giftCardPayments: z
      .array(
        z.strictObject({
          giftCardId: z.string().min(1, 'is required').max(100),
          codeEnding: z.string().max(8),
          amountPaid: nonNegative,
        }),
      )
      .max(10)
      .default([]),
    // An older storefront sends no tax.
    totals: z.strictObject({ ...totalsFields(decimal), tax: decimal.optional() }),
    fees: z
      .array(
        z.strictObject({
          id: z.string().max(200),
          name: z.string().max(200),
          amount: decimal,
          feeType: feeTypeSchema,
          percentage: decimal.nullish(),
        }),
      )
      .max(50)
      .default([]),
    currency: z.string().regex(/^[a-zA-Z]{3}$/, 'currency must be a three-letter code'),
    isTopup: z.boolean().default(false),
    topupGiftCardId: z.string().max(100).nullish(),
    selectedShippingOption: z.string().max(200).nullish(),
    /** The page's language at checkout (issue 29); the server keeps it when the store offers it, else the store's default. */
    language: z.string().max(35).nullish(),
  })
  .refine((payload) => payload.bulkOrder || payload.cart.length <= MAX_CART_LINES, {
    error: `A cart can hold at most ${MAX_CART_LINES} lines.`,
    path: ['cart'],
  });
export type OrderValidationPayloadWire = z.infer<typeof orderValidationPayloadSchema>;
/** The payload inside: its amounts in `MinorUnits` (a percent discount's amount stays a percentage). */
export type OrderValidationPayload = Inside<OrderValidationPayloadWire, typeof orderValidationPayloadMoney>;
export type OrderValidationPayloadInput = z.input<typeof orderValidationPayloadSchema>;
/** The payload inside the storefront (minor units) ⇄ the body ValidateOrder and PlaceOrder take. */
export const orderValidationPayloadCodec = perCurrency((currency) =>
  moneyCodec(orderValidationPayloadSchema, orderValidationPayloadMoney, currency),
);

export const validationResultSchema = z.object({ success: z.boolean(), message: z.string() });
export type ValidationResult = z.infer<typeof validationResultSchema>;
/** PlaceOrder's answer: an order gift cards and discounts paid in full (decision 0003), and its payment's id. */
export const placedOrderSchema = validationResultSchema.extend({ paymentIntentId: z.string() });
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** product §3 Order result, served by GET /api/Payment/GetOrderDetails. */
export const issuedGiftCardSchema = z.object({
  /**
   * Null, and giftCardCode masked to its last four characters, unless the request comes from the
   * browser that bought the order or from the receipt's order link (the id opens the card's View
   * and Print pages, which show the whole code).
   */
  giftCardId: z.string().nullable(),
  giftCardTitle: z.string().nullable(),
  /** The option bought ('Tasting menu for two', '$50'); absent from servers that predate it. */
  option: z.string().nullable().optional(),
  giftCardImageUrl: z.string().nullable(),
  giftCardCode: z.string(),
  deliveryMethod: z.string(),
  recipientName: z.string().nullable(),
  recipientEmail: z.string().nullable(),
  giftMessage: z.string().nullable(),
  scheduledDate: z.string().nullable(),
  /** The card's expiry day (YYYY-MM-DD), null when it does not expire; absent from servers that predate it. */
  expiresOn: z.string().nullable().optional(),
  /** 'voucher' for an experience voucher; a server without it means 'money'. */
  kind: z.enum(['money', 'voucher']).optional(),
  /**
   * 'Add to Apple Wallet' and 'Save to Google Wallet' (issue 30): site-relative links, each null when
   * the deployment has no keys for it; absent without a card id or when the card cannot be used.
   */
  wallet: z.object({ apple: z.string().nullable(), google: z.string().nullable() }).nullable().optional(),
});
export type IssuedGiftCard = z.infer<typeof issuedGiftCardSchema>;

export const orderResultSchema = z.object({
  order: z.object({
    id: z.string(),
    reference: z.string(),
    /** 'topup' for a gift card top-up: one item (the card), no issued giftCards. */
    kind: z.enum(['order', 'topup']).optional(),
    createdAt: z.string(),
    customer: z.object({ name: z.string(), email: z.string() }),
    totals: z.object(totalsFields(z.number())),
    payment: z.object({ paymentIntentId: z.string(), status: z.string(), currency: z.string() }),
    deliveryMethod: z.string(),
    shippingAddress: z
      .object({
        /** Who the parcel is addressed to (the recipient); `sender` is the buyer. */
        name: z.string(),
        sender: z.string().nullish(),
        company: z.string().nullable(),
        address: z.string().nullable(),
        address2: z.string().nullable(),
        city: z.string().nullable(),
        region: z.string().nullish(),
        postcode: z.string().nullable(),
        country: z.string().nullable(),
        mobileNumber: z.string().nullable(),
        email: z.string().nullable(),
      })
      .nullable(),
    /**
     * The gift cards that paid part of the order: what each paid and what is left on it now
     * (absent from servers that predate it).
     */
    giftCardPayments: z.array(z.object({ codeEnding: z.string(), amount: z.number(), balance: z.number() })).optional(),
    /**
     * Each fee charged, by its name in the order's language (decision 0250), in the order of the
     * store's fees; empty for an order priced before fees were kept by name (its `totals.fees`
     * is then all there is), absent from servers that predate it.
     */
    fees: z.array(z.object({ name: z.string(), amount: z.number() })).optional(),
    fulfillment: z.object({
      shippingOptionName: z.string().nullable(),
      /** Where the cards are (fulfilment-status.ts); absent from servers that predate it. */
      status: z.enum(FULFILMENT_STATUSES).optional(),
      carrier: z.string().nullable().optional(),
      trackingNumber: z.string().nullable().optional(),
    }),
    items: z.array(
      z.object({
        productId: z.string(),
        productName: z.string(),
        denominationLabel: z.string(),
        quantity: z.number(),
        price: z.number(),
        lineTotal: z.number(),
        imageUrl: z.string().nullable(),
      }),
    ),
    /**
     * A 'send the codes to me' order (issue 31): until when its buyer may download the codes as
     * CSV (GET /api/Payment/BulkOrderCodes, with full access) and whether that time is still open;
     * null for any other order, absent from servers that predate it.
     */
    codesDownload: z.object({ until: z.string(), open: z.boolean() }).nullable().optional(),
  }),
  giftCards: z.array(issuedGiftCardSchema),
});
/** The order; inside the storefront its amounts are minor units of its currency. */
export type OrderResultWire = z.infer<typeof orderResultSchema>;
export type OrderResult = Inside<OrderResultWire, typeof orderResultMoney>;
export const orderResultCodec = perCurrency((currency) => moneyCodec(orderResultSchema, orderResultMoney, currency));
/** The codec for an answer, in the currency its payment names. */
export const orderResultCodecFor = (raw: unknown) =>
  orderResultCodec(currencyNamedIn(raw, 'order', 'payment', 'currency'));
