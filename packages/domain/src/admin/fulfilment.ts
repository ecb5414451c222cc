import { z } from 'zod';

/** The queue of orders whose cards travel by post or wait to be collected. */
export const FULFILMENT_QUEUES = ['awaiting-shipment', 'awaiting-collection'] as const;
export type FulfilmentQueue = (typeof FULFILMENT_QUEUES)[number];

/** GET /api/admin/fulfilment?status= (and /fulfilment.csv) */
export const fulfilmentQueueQuerySchema = z.strictObject({
  status: z
    .enum(FULFILMENT_QUEUES, { error: 'status must be awaiting-shipment or awaiting-collection' })
    .default('awaiting-shipment'),
});

export const fulfilmentItemSchema = z.object({
  productName: z.string(),
  denominationLabel: z.string(),
  quantity: z.number(),
});

export const fulfilmentOrderSchema = z.object({
  id: z.string(),
  reference: z.string(),
  createdAt: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  shippingOptionName: z.string().nullable(),
  /** Who the parcel is addressed to; the buyer is the sender. */
  recipient: z.string(),
  /** The address below the recipient's name as its country writes it (postcode included), without the country. */
  addressLines: z.array(z.string()),
  company: z.string().nullable(),
  street: z.string().nullable(),
  street2: z.string().nullable(),
  city: z.string().nullable(),
  /** State, province or county as stored (a US state's code: 'NY'). */
  region: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  items: z.array(fulfilmentItemSchema),
});
export type FulfilmentOrder = z.infer<typeof fulfilmentOrderSchema>;

export const fulfilmentQueueSchema = z.object({ orders: z.array(fulfilmentOrderSchema) });
export type FulfilmentQueuePage = z.infer<typeof fulfilmentQueueSchema>;

export const fulfilmentOrderParamsSchema = z.object({ id: z.uuid('id must be an order id (uuid)') });

export const PACKING_SLIP_MAX_ORDERS = 100;

/** GET /api/admin/fulfilment/packing-slips?orders=<id>,<id> */
export const packingSlipQuerySchema = z.strictObject({
  orders: z
    .string({ error: 'orders is required: order ids separated by commas' })
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.uuid('orders must be order ids (uuid) separated by commas'))
        .min(1, 'orders is required: order ids separated by commas')
        .max(PACKING_SLIP_MAX_ORDERS, `orders may name at most ${PACKING_SLIP_MAX_ORDERS} orders`),
    ),
});

export const CARRIER_MAX_LENGTH = 80;
export const TRACKING_NUMBER_MAX_LENGTH = 100;

/** POST /api/admin/fulfilment/{id}/shipped */
export const markShippedSchema = z.strictObject({
  carrier: z
    .string({ error: 'Carrier is required' })
    .trim()
    .min(1, 'Carrier is required')
    .max(CARRIER_MAX_LENGTH, `Carrier must be at most ${CARRIER_MAX_LENGTH} characters`),
  trackingNumber: z
    .string({ error: 'Tracking number is required' })
    .trim()
    .min(1, 'Tracking number is required')
    .max(TRACKING_NUMBER_MAX_LENGTH, `Tracking number must be at most ${TRACKING_NUMBER_MAX_LENGTH} characters`),
});
export type MarkShipped = z.input<typeof markShippedSchema>;

export const fulfilledOrderSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.enum(['shipped', 'collected']),
  at: z.string(),
  by: z.string(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
});
export type FulfilledOrder = z.infer<typeof fulfilledOrderSchema>;

export const FULFILMENT_MESSAGES = {
  notFound: 'Order not found',
  notPostal: 'This order is not sent by post',
  notCollection: 'This order is not collected from the store',
  alreadyShipped: 'This order has already been marked shipped',
  alreadyCollected: 'This order has already been marked collected',
} as const;
