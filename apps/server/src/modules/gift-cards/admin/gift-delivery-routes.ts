import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeDeliveryRecipientSchema,
  deliveryIdParamsSchema,
  deliveryListQuerySchema,
  giftDeliveryListSchema,
  giftDeliverySchema,
  rescheduleDeliverySchema,
} from '@giftfront/domain/admin/deliveries';
import { access } from '../../../lib/access.ts';
import { messageSchema } from '../../../lib/schemas.ts';
import { auditContextOf } from '../../audit/index.ts';
import { DELIVERY_QUEUE, forgetFinishedJob } from '../../deliveries/index.ts';
import {
  cancelDelivery,
  changeDeliveryRecipient,
  rescheduleDelivery,
  sendDeliveryNow,
} from './gift-delivery-actions.ts';
import { listGiftDeliveries, toGiftDelivery } from './gift-delivery-read-model.ts';

const refusals = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema, 409: messageSchema };
const tags = ['admin'];

/** Gift emails (staff and owners): list scheduled, failed and bounced ones; send now, reschedule, re-address, cancel. */
const giftDeliveryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/deliveries',
    {
      config: access.staff,
      schema: {
        tags,
        summary: 'Gift emails scheduled, failed or bounced',
        querystring: deliveryListQuerySchema,
        response: { 200: giftDeliveryListSchema, ...refusals },
      },
    },
    async (request) => ({
      deliveries: (await listGiftDeliveries(app.db, request.store.id, request.query.state)).map(toGiftDelivery),
    }),
  );

  const action = {
    config: access.staff,
    schema: { tags, params: deliveryIdParamsSchema, response: { 200: giftDeliverySchema, ...refusals } },
  };
  // Given another chance, a delivery is relayed again at once rather than at the next poll.
  const relayed = <T>(result: T): T => {
    app.jobs.wake(DELIVERY_QUEUE);
    return result;
  };

  app.post(
    '/api/admin/deliveries/:id/send-now',
    { ...action, schema: { ...action.schema, summary: 'Send a gift email now' } },
    async (request) => {
      await forgetFinishedJob(app.jobs, request.params.id);
      return relayed(await app.db.transaction((tx) => sendDeliveryNow(tx, auditContextOf(request), request.params.id)));
    },
  );

  app.post(
    '/api/admin/deliveries/:id/reschedule',
    {
      ...action,
      schema: {
        ...action.schema,
        summary: 'Move a gift email to a date and time on the clock of a time zone',
        body: rescheduleDeliverySchema,
      },
    },
    async (request) => {
      await forgetFinishedJob(app.jobs, request.params.id);
      const { scheduledAt, timeZone } = request.body;
      return app.db.transaction((tx) =>
        rescheduleDelivery(tx, auditContextOf(request), request.params.id, scheduledAt, timeZone),
      );
    },
  );

  app.post(
    '/api/admin/deliveries/:id/recipient',
    {
      ...action,
      schema: {
        ...action.schema,
        summary: 'Send a gift email to another address (the old one gets nothing more)',
        body: changeDeliveryRecipientSchema,
      },
    },
    async (request) => {
      await forgetFinishedJob(app.jobs, request.params.id);
      return relayed(
        await app.db.transaction((tx) =>
          changeDeliveryRecipient(tx, auditContextOf(request), request.params.id, request.body),
        ),
      );
    },
  );

  app.post(
    '/api/admin/deliveries/:id/cancel',
    {
      ...action,
      schema: { ...action.schema, summary: 'Cancel a scheduled gift email; the buyer is emailed the card' },
    },
    async (request) =>
      relayed(await app.db.transaction((tx) => cancelDelivery(tx, auditContextOf(request), request.params.id))),
  );
};

export default giftDeliveryAdminRoutes;
