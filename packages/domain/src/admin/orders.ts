import { z } from 'zod';
import { moneyCodec, perCurrency } from '../money-codec.ts';
import type { Inside, MoneyPaths } from '../money-paths.ts';
import { dayFieldSchema } from './day-field.ts';

/** How much of an order's payment is still with the store. */
export const PAYMENT_STATUSES = ['Paid', 'Partially refunded', 'Refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Where the order's cards are: sent by email, or posted, or waiting at the counter. */
export const FULFILMENT_STATUSES = [
  'Digital',
  'Awaiting shipment',
  'Shipped',
  'Awaiting collection',
  'Collected',
] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/**
 * The list's status filter, as the dashboard home links to it (`/admin/orders?status=`): a
 * payment status, a fulfilment status, or the orders flagged for review.
 */
export const ORDER_STATUS_FILTERS = {
  paid: 'Paid',
  'partially-refunded': 'Partially refunded',
  refunded: 'Refunded',
  'awaiting-shipment': 'Awaiting shipment',
  shipped: 'Shipped',
  'awaiting-collection': 'Awaiting collection',
  collected: 'Collected',
  review: 'Flagged for review',
} as const;
export type OrderStatusFilter = keyof typeof ORDER_STATUS_FILTERS;
export const ORDER_STATUS_FILTER_NAMES = Object.keys(ORDER_STATUS_FILTERS) as [
  OrderStatusFilter,
  ...OrderStatusFilter[],
];

export const ORDERS_PAGE_SIZE = 25;
export const ORDER_QUERY_MAX_LENGTH = 100;

/** GET /api/admin/orders?query=&status=&from=&to=&page= (dates are days in the store's time zone, both included). */
export const orderListQuerySchema = z
  .strictObject({
    query: z
      .string()
      .trim()
      .max(ORDER_QUERY_MAX_LENGTH, `query must be at most ${ORDER_QUERY_MAX_LENGTH} characters`)
      .optional(),
    status: z.enum(ORDER_STATUS_FILTER_NAMES, { error: 'status is not an order status' }).optional(),
    from: dayFieldSchema('from').optional(),
    to: dayFieldSchema('to').optional(),
    page: z.coerce
      .number({ error: 'page must be a whole number from 1' })
      .int('page must be a whole number from 1')
      .min(1, 'page must be a whole number from 1')
      .max(100_000, 'page is too large')
      .default(1),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] });
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

/** An order of products, or a top-up paid for an existing card (its last 4 in `topupCardLast4`). */
export const ORDER_KINDS = ['order', 'topup'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export const orderListItemSchema = z.object({
  id: z.string(),
  reference: z.string(),
  kind: z.enum(ORDER_KINDS),
  topupCardLast4: z.string().nullable(),
  placedAt: z.string(),
  buyer: z.object({ name: z.string(), email: z.string() }),
  items: z.number().int(),
  total: z.number(),
  currency: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  fulfilmentStatus: z.enum(FULFILMENT_STATUSES),
  review: z.boolean(),
  disputed: z.boolean(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const orderPageSchema = z.object({
  orders: z.array(orderListItemSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
  /** The store's time zone, in which `placedAt` is shown and `from`/`to` are read. */
  timeZone: z.string(),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

export const orderListItemMoney = { total: 'money' } as const satisfies MoneyPaths<OrderListItem>;
/** A list item inside the dashboard: its total in minor units of its currency. */
export type OrderListItemInside = Inside<OrderListItem, typeof orderListItemMoney>;
/** One list item between its wire decimals and minor units of its currency. */
export const orderListItemCodec = perCurrency((currency) =>
  moneyCodec(orderListItemSchema, orderListItemMoney, currency),
);

export const orderIdParamsSchema = z.object({ id: z.uuid('id must be an order id (uuid)') });
