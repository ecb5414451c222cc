import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CUSTOMER_NOT_FOUND,
  CUSTOMERS_PAGE_SIZE,
  customerDetailSchema,
  customerEmailQuerySchema,
  customerPageSchema,
  customersQuerySchema,
  SEARCH_RESULTS_PER_KIND,
  searchQuerySchema,
  searchResultsSchema,
  type Customer,
} from '@giftfront/domain/admin/customers';
import { codeEnding } from '@giftfront/domain/gift-card';
import { cardStatus, type GiftCardKind } from '@giftfront/domain/gift-card-status';
import { minorUnits, toMajor } from '@giftfront/domain/money';
import { access } from '../../lib/access.ts';
import { notFound } from '../../lib/domain-errors.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { customerRecords, listCustomers, searchCards, searchOrders, type CustomerRow } from './customers-read-model.ts';

const refusals = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema };
const todayUtc = () => new Date().toISOString().slice(0, 10);

const customerOf = (row: CustomerRow): Customer => ({ ...row, lastSeen: row.lastSeen.toISOString() });

interface CardFacts {
  id: string;
  code: string;
  kind: string;
  status: string;
  balanceMinor: number;
  currency: string;
  expiresOn: string | null;
  recipientName: string | null;
  recipientEmail: string | null;
}
/** A card as the search and a customer show it: its last 4, never its code; the balance as the API's decimal. */
const cardHit = (card: CardFacts, today: string) => ({
  id: card.id,
  codeEnding: codeEnding(card.code),
  kind: card.kind as GiftCardKind,
  status: cardStatus(card, today),
  balance: toMajor(minorUnits(card.balanceMinor), card.currency),
  currency: card.currency,
  recipientName: card.recipientName,
  recipientEmail: card.recipientEmail,
});

/**
 * The dashboard's search box (GET /api/admin/search) and its Customers (GET /api/admin/customers,
 * /api/admin/customers/one?email=), staff and owners: read from the orders and cards of the host's store.
 */
const customerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/search',
    {
      config: access.staff,
      schema: {
        tags: ['admin'],
        summary: 'Find orders, cards (by their last 4) and customers by number, name or email',
        querystring: searchQuerySchema,
        response: { 200: searchResultsSchema, ...refusals },
      },
    },
    async (request) => {
      const { q } = request.query;
      const storeId = request.store.id;
      const today = todayUtc();
      const [orders, cards, people] = await Promise.all([
        searchOrders(app.db, storeId, q, SEARCH_RESULTS_PER_KIND),
        searchCards(app.db, storeId, q, SEARCH_RESULTS_PER_KIND),
        listCustomers(app.db, storeId, { query: q, limit: SEARCH_RESULTS_PER_KIND, offset: 0 }),
      ]);
      return {
        orders: orders.map((order) => ({ ...order, placedAt: order.placedAt.toISOString() })),
        cards: cards.map((card) =>
          cardHit(
            {
              id: card.id,
              code: card.code,
              kind: card.kind,
              status: card.status,
              balanceMinor: card.balance_minor,
              currency: card.currency,
              expiresOn: card.expires_on,
              recipientName: card.recipient_name,
              recipientEmail: card.recipient_email,
            },
            today,
          ),
        ),
        customers: people.customers.map(customerOf),
      };
    },
  );

  app.get(
    '/api/admin/customers',
    {
      config: access.staff,
      schema: {
        tags: ['admin'],
        summary: 'Buyers and recipients, most recently seen first, by email or name, paged',
        querystring: customersQuerySchema,
        response: { 200: customerPageSchema, ...refusals },
      },
    },
    async (request) => {
      const { query, page } = request.query;
      const found = await listCustomers(app.db, request.store.id, {
        query,
        limit: CUSTOMERS_PAGE_SIZE,
        offset: (page - 1) * CUSTOMERS_PAGE_SIZE,
      });
      return { customers: found.customers.map(customerOf), page, pageSize: CUSTOMERS_PAGE_SIZE, total: found.total };
    },
  );

  app.get(
    '/api/admin/customers/one',
    {
      config: access.staff,
      schema: {
        tags: ['admin'],
        summary: 'One customer by email: their orders and the cards they bought or were sent',
        querystring: customerEmailQuerySchema,
        response: { 200: customerDetailSchema, ...refusals },
      },
    },
    async (request) => {
      const email = request.query.email.toLowerCase();
      const { orders, cards } = await customerRecords(app.db, request.store.id, email);
      if (orders.length === 0 && cards.length === 0) throw notFound(CUSTOMER_NOT_FOUND);
      const [person] = (
        await listCustomers(app.db, request.store.id, { query: email, limit: 50, offset: 0 })
      ).customers.filter((row) => row.email === email);
      const today = todayUtc();
      return {
        email,
        name: person?.name ?? '',
        orders: orders.map((order) => ({
          id: order.id,
          reference: order.reference,
          placedAt: order.placedAt.toISOString(),
          total: toMajor(minorUnits(order.totalMinor), order.currency),
          currency: order.currency,
        })),
        cards: cards.map((card) => ({
          ...cardHit(card, today),
          role: (card.recipientEmail?.toLowerCase() === email ? 'recipient' : 'buyer') as 'buyer' | 'recipient',
        })),
      };
    },
  );
};

export default customerAdminRoutes;
