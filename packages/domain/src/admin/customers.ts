import { z } from 'zod';
import { CARD_STATUSES, GIFT_CARD_KINDS } from '../gift-card-status.ts';
import type { MinorUnits } from '../money.ts';
import { decodeMoney } from '../money-paths.ts';

/**
 * The dashboard's one search box and its Customers (buyers and recipients, read from orders and
 * cards; no copy of them is kept). Money is the API's decimals of the currency each row names.
 */
export const SEARCH_QUERY_MAX_LENGTH = 100;
export const CUSTOMERS_PAGE_SIZE = 25;
export const SEARCH_RESULTS_PER_KIND = 5;

const searchText = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(SEARCH_QUERY_MAX_LENGTH, `${field} must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`);

/** GET /api/admin/search?q=: at least 2 characters; a card is found by its last 4 only. */
export const searchQuerySchema = z.strictObject({
  q: searchText('q').min(2, 'q must be at least 2 characters'),
});

const cardHitSchema = z.object({
  id: z.string(),
  codeEnding: z.string(),
  kind: z.enum(GIFT_CARD_KINDS),
  status: z.enum(CARD_STATUSES),
  balance: z.number(),
  currency: z.string(),
  recipientName: z.string().nullable(),
  recipientEmail: z.string().nullable(),
});
export const customerSchema = z.object({
  email: z.string(),
  name: z.string(),
  orders: z.number().int(),
  cardsReceived: z.number().int(),
  lastSeen: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

export const searchResultsSchema = z.object({
  orders: z.array(
    z.object({ id: z.string(), reference: z.string(), placedAt: z.string(), name: z.string(), email: z.string() }),
  ),
  cards: z.array(cardHitSchema),
  customers: z.array(customerSchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

/** GET /api/admin/customers?query=&page= */
export const customersQuerySchema = z.strictObject({
  query: searchText('query').optional(),
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(100_000, 'page is too large')
    .default(1),
});
export const customerPageSchema = z.object({
  customers: z.array(customerSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type CustomerPage = z.infer<typeof customerPageSchema>;

/** GET /api/admin/customers/one?email=: one person's orders and cards. */
export const customerEmailQuerySchema = z.strictObject({
  email: z.string({ error: 'email is required' }).trim().min(3, 'email is required').max(254, 'email is too long'),
});
export const customerDetailSchema = z.object({
  email: z.string(),
  name: z.string(),
  orders: z.array(
    z.object({ id: z.string(), reference: z.string(), placedAt: z.string(), total: z.number(), currency: z.string() }),
  ),
  /** Each card with how this person is tied to it: they bought it, or it was sent to them. */
  cards: z.array(cardHitSchema.extend({ role: z.enum(['buyer', 'recipient']) })),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

/** Each row's money read as minor units of the currency that row names (a person's orders and cards may differ). */
const inRowCurrency =
  <const P extends { readonly [key: string]: 'money' }>(paths: P) =>
  <R extends { currency: string }>(row: R) =>
    decodeMoney(row, paths as never, row.currency) as Omit<R, keyof P> & { [K in keyof P]: MinorUnits };
/** The person's page inside: order totals and card balances in `MinorUnits` (decision 0175). */
export const decodeCustomerDetail = (wire: CustomerDetail) => ({
  ...wire,
  orders: wire.orders.map(inRowCurrency({ total: 'money' })),
  cards: wire.cards.map(inRowCurrency({ balance: 'money' })),
});
export type CustomerDetailInside = ReturnType<typeof decodeCustomerDetail>;
/** The search's hits inside: card balances in `MinorUnits`. */
export const decodeSearchResults = (wire: SearchResults) => ({
  ...wire,
  cards: wire.cards.map(inRowCurrency({ balance: 'money' })),
});
export type SearchResultsInside = ReturnType<typeof decodeSearchResults>;

export const CUSTOMER_NOT_FOUND = 'No order or gift card of this store has this email.';
