import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fulfilledOrderSchema,
  fulfilmentOrderParamsSchema,
  fulfilmentQueueQuerySchema,
  fulfilmentQueueSchema,
  markShippedSchema,
  packingSlipQuerySchema,
} from '@giftfront/domain/admin/fulfilment';
import { z } from 'zod';
import { access } from '../../lib/access.ts';
import { notFound } from '../../lib/domain-errors.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { storeBrand } from '../../lib/store-brand.ts';
import { auditContextOf, recordAudit } from '../audit/index.ts';
import { loadPdfImage } from '../gift-card-pages/index.ts';
import { markCollected, markShipped } from './fulfilment-actions.ts';
import { toFulfilmentOrder } from './fulfilment-order.ts';
import { renderPackingSlips } from './packing-slip-pdf.ts';
import { queueCsv } from './queue-csv.ts';
import { cardsOfOrders, findOrders, listQueue, withLines } from './queue-read-model.ts';

const refusals = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema, 409: messageSchema };
const tags = ['admin'];
/** A file, sent as it is (fastify serializes neither a Buffer nor a string of a non-JSON type). */
const fileSchema = (what: string) => z.any().describe(what);

/** Postal and collection orders (staff and owners): the queue, packing slips, the mailing house's CSV, marking shipped or collected. */
const shippingQueueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/fulfilment',
    {
      config: access.staff,
      schema: {
        tags,
        summary: 'Orders awaiting shipment or collection, oldest first',
        querystring: fulfilmentQueueQuerySchema,
        response: { 200: fulfilmentQueueSchema, ...refusals },
      },
    },
    async (request) => ({
      orders: (await listQueue(app.db, request.store.id, request.query.status)).map(({ order, lines }) =>
        toFulfilmentOrder(order, lines),
      ),
    }),
  );

  app.get(
    '/api/admin/fulfilment.csv',
    {
      config: access.staff,
      schema: {
        tags,
        summary: 'The queue as CSV (RFC 4180) for a mailing house',
        querystring: fulfilmentQueueQuerySchema,
        response: { 200: fileSchema('text/csv'), ...refusals },
      },
    },
    async (request, reply) => {
      const queued = (await listQueue(app.db, request.store.id, request.query.status)).map(({ order, lines }) =>
        toFulfilmentOrder(order, lines),
      );
      // The file carries names and addresses: who took it is on record.
      await recordAudit(app.db, auditContextOf(request), {
        action: 'order.queue-exported',
        after: { status: request.query.status, orders: queued.length },
      });
      return reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${request.store.slug}-${request.query.status}.csv"`,
        })
        .send(queueCsv(queued));
    },
  );

  app.get(
    '/api/admin/fulfilment/packing-slips',
    {
      config: access.staff,
      schema: {
        tags,
        summary: 'Packing slips (PDF) for one order or several; they carry the cards’ codes',
        querystring: packingSlipQuerySchema,
        response: { 200: fileSchema('application/pdf'), ...refusals },
      },
    },
    async (request, reply) => {
      const found = await findOrders(app.db, request.store.id, request.query.orders);
      if (found.length !== request.query.orders.length)
        throw notFound('orders names an order this store does not have');
      const orders = await withLines(app.db, found);
      const cards = await cardsOfOrders(
        app.db,
        found.map((order) => order.id),
      );
      const brand = storeBrand(request.store.settings);
      const images = {
        storeSlug: request.store.slug,
        read: async (name: string) => (await app.media.read(request.store.id, name))?.bytes ?? null,
      };
      const pdf = await renderPackingSlips(
        brand,
        await loadPdfImage(brand.logo?.src, images),
        orders.map(({ order, lines }) => ({
          order: toFulfilmentOrder(order, lines),
          cards: cards.filter((card) => card.orderId === order.id),
        })),
      );
      await recordAudit(app.db, auditContextOf(request), {
        action: 'order.packing-slips-printed',
        target: found.length === 1 ? { type: 'order', id: found[0]!.id, label: found[0]!.reference } : null,
        after: { orders: found.map((order) => order.reference), cards: cards.length },
      });
      // Codes are bearer money: never kept by a cache, never sent on as a referrer.
      return reply
        .headers({
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="packing-slips.pdf"',
          'cache-control': 'no-store',
          'referrer-policy': 'no-referrer',
        })
        .send(pdf);
    },
  );

  const action = {
    config: access.staff,
    schema: { tags, params: fulfilmentOrderParamsSchema, response: { 200: fulfilledOrderSchema, ...refusals } },
  };
  app.post(
    '/api/admin/fulfilment/:id/shipped',
    {
      ...action,
      schema: {
        ...action.schema,
        summary: 'Mark a postal order shipped; the buyer (and a gift’s recipient) is emailed the tracking',
        body: markShippedSchema,
      },
    },
    async (request) =>
      app.db.transaction((tx) => markShipped(tx, auditContextOf(request), request.params.id, request.body)),
  );
  app.post(
    '/api/admin/fulfilment/:id/collected',
    { ...action, schema: { ...action.schema, summary: 'Mark a collection order collected' } },
    async (request) => app.db.transaction((tx) => markCollected(tx, auditContextOf(request), request.params.id)),
  );
};

export default shippingQueueAdminRoutes;
