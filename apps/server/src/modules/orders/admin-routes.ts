import { encodeMinorColumns } from '../../lib/minor-columns.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearReviewSchema, orderDetailCodec, orderDetailSchema } from '@giftfront/domain/admin/order-detail';
import {
  orderIdParamsSchema,
  orderListItemCodec,
  orderListQuerySchema,
  orderPageSchema,
  ORDERS_PAGE_SIZE,
} from '@giftfront/domain/admin/orders';
import { access, keyWithScope } from '../../lib/access.ts';
import { DomainError, notFound } from '../../lib/domain-errors.ts';
import { tooManyRowsMessage } from '@giftfront/domain/admin/csv-export';
import { messageSchema } from '../../lib/schemas.ts';
import { clearReview } from './clear-review.ts';
import { loadOrderRecords } from './order-detail-read-model.ts';
import { countOrderRows, listOrderRows } from './order-list-read-model.ts';
import {
  fulfilmentStatusOf,
  needsReview,
  orderKindOf,
  paidMinor,
  paymentStatusOf,
  topupCardLast4,
} from './order-statuses.ts';
import { presentOrderDetail } from './present-order-detail.ts';
import { storeTimeZone } from '../../lib/store-time-zone.ts';
import { auditContextOf, nameOldEntries, recordAudit } from '../audit/index.ts';
import { ordersCsv } from './orders-csv.ts';
import type { OrderListItem } from '@giftfront/domain/admin/orders';

const refusals = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema, 422: messageSchema };
const ORDER_NOT_FOUND = 'Order not found';

/**
 * GET /api/admin/orders and /api/admin/orders/{id} (staff): the store's orders, found and read.
 * POST /api/admin/orders/{id}/review (owner): clears a review flag with a note.
 */
type OrderRow = Awaited<ReturnType<typeof listOrderRows>>[number];

/** A row of the list in minor units: the page encodes it to decimals, the CSV writes it as it is. */
const listItemOf = (row: OrderRow): OrderListItem => ({
  id: row.id,
  reference: row.reference,
  kind: orderKindOf(row),
  topupCardLast4: topupCardLast4(row),
  placedAt: row.createdAt.toISOString(),
  buyer: {
    name: `${row.customer.firstName ?? ''} ${row.customer.lastName ?? ''}`.trim(),
    email: String(row.customer.email ?? ''),
  },
  items: row.items,
  total: paidMinor(row),
  currency: row.currency,
  paymentStatus: paymentStatusOf(paidMinor(row), row.refundedMinor),
  fulfilmentStatus: fulfilmentStatusOf(row),
  review: needsReview(row),
  disputed: row.disputedAt !== null,
});

const orderAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/orders',
    {
      config: access.staff,
      schema: {
        tags: ['admin'],
        summary: 'Orders, newest first, searched, filtered and paged',
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema, ...refusals },
      },
    },
    async (request) => {
      const { page, ...query } = request.query;
      const timeZone = storeTimeZone(request.store);
      const filter = { storeId: request.store.id, timeZone, ...query };
      const [rows, total] = await Promise.all([
        listOrderRows(app.db, filter, { limit: ORDERS_PAGE_SIZE, offset: (page - 1) * ORDERS_PAGE_SIZE }),
        countOrderRows(app.db, filter),
      ]);
      const orders = rows.map((row) => encodeMinorColumns(orderListItemCodec(row.currency), listItemOf(row)));
      return { orders, page, pageSize: ORDERS_PAGE_SIZE, total, timeZone };
    },
  );

  app.get(
    '/api/admin/orders.csv',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary:
          'The orders list as filtered, as CSV (owner; audited; a list longer than CSV_EXPORT_MAX_ROWS, 10,000, is refused with 422, never cut)',
        querystring: orderListQuerySchema,
        response: { 200: z.any().describe('text/csv'), ...refusals },
      },
    },
    async (request, reply) => {
      const { page: _page, ...query } = request.query;
      const timeZone = storeTimeZone(request.store);
      const filter = { storeId: request.store.id, timeZone, ...query };
      const max = app.config.CSV_EXPORT_MAX_ROWS;
      // A file silently cut short would look complete: a longer list is refused in words.
      const total = await countOrderRows(app.db, filter);
      if (total > max)
        throw new DomainError('unprocessable', tooManyRowsMessage(total, 'orders', max, 'a search, a status or dates'));
      const rows = await listOrderRows(app.db, filter, { limit: max, offset: 0 });
      // The file carries buyers' names and emails: who took it, and which orders, is on record.
      await recordAudit(app.db, auditContextOf(request), {
        action: 'order.list-exported',
        after: {
          search: query.query ?? null,
          status: query.status ?? null,
          from: query.from ?? null,
          to: query.to ?? null,
          orders: rows.length,
        },
      });
      return reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${request.store.slug}-orders.csv"`,
        })
        .send(ordersCsv(rows.map(listItemOf), timeZone));
    },
  );

  app.get(
    '/api/admin/orders/:id',
    {
      config: access.staff,
      schema: {
        tags: ['admin'],
        summary: 'One order: buyer, lines, payment, cards, deliveries and its audit trail',
        params: orderIdParamsSchema,
        response: { 200: orderDetailSchema, ...refusals },
      },
    },
    async (request) => {
      const records = await loadOrderRecords(app.db, request.store.id, request.params.id);
      if (!records) throw notFound(ORDER_NOT_FOUND);
      const detail = presentOrderDetail(records, storeTimeZone(request.store));
      // The order's trail, as the audit log page shows it: an old entry's ids read as names.
      const audit = await nameOldEntries(app.db, request.store.id, detail.audit);
      return encodeMinorColumns(orderDetailCodec(records.order.currency), { ...detail, audit });
    },
  );

  app.get(
    '/api/v1/orders/:id',
    {
      config: keyWithScope('orders:read'),
      schema: {
        tags: ['integrator'],
        security: [{ apiKey: [] }],
        operationId: 'getOrder',
        summary: 'One order: buyer, lines, payment, cards (last 4 only) and deliveries',
        params: orderIdParamsSchema,
        response: { 200: orderDetailSchema, ...refusals, 429: messageSchema },
      },
    },
    async (request) => {
      const records = await loadOrderRecords(app.db, request.store.id, request.params.id);
      if (!records) throw notFound(ORDER_NOT_FOUND);
      return encodeMinorColumns(
        orderDetailCodec(records.order.currency),
        presentOrderDetail(records, storeTimeZone(request.store)),
      );
    },
  );

  app.post(
    '/api/admin/orders/:id/review',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Clear the review flag with a note',
        params: orderIdParamsSchema,
        body: clearReviewSchema,
        response: { 204: z.undefined(), 409: messageSchema, ...refusals },
      },
    },
    async (request, reply) => {
      await clearReview(app.db, auditContextOf(request), request.params.id, request.body.note);
      return reply.code(204).send();
    },
  );
};

export default orderAdminRoutes;
