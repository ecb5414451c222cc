import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createdWebhookSchema,
  createWebhookSchema,
  updateWebhookSchema,
  WEBHOOK_MESSAGES,
  webhookDeliveryIdParamsSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookIdParamsSchema,
  webhookListSchema,
} from '@giftfront/domain/admin/webhooks';
import { access } from '../../lib/access.ts';
import { notFound } from '../../lib/domain-errors.ts';
import { messageSchema, noContentSchema } from '../../lib/schemas.ts';
import { auditContextOf } from '../audit/index.ts';
import {
  changeEndpoint,
  createEndpoint,
  removeEndpoint,
  retryDelivery,
  rotateSecret,
  sendTestEvent,
} from './endpoint-actions.ts';
import { allowsLocalWebhooks } from './webhook-policy.ts';
import { findEndpoint, listEndpointDeliveries, listEndpoints } from './webhook-repository.ts';
import { deliveryView, endpointView } from './webhook-views.ts';

const refusals = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema, 409: messageSchema };

/** Outbound webhooks (owners; docs/webhooks.md): endpoints, their secrets, test events, the delivery log and retries. */
const webhookAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = (summary: string) => ({ tags: ['admin'], summary });

  app.get(
    '/api/admin/webhooks',
    {
      config: access.owner,
      schema: { ...schema('The store’s webhook endpoints'), response: { 200: webhookListSchema, ...refusals } },
    },
    async (request) => ({ endpoints: (await listEndpoints(app.db, request.store.id)).map((row) => endpointView(row)) }),
  );

  app.post(
    '/api/admin/webhooks',
    {
      config: access.owner,
      schema: {
        ...schema('Add an endpoint; the answer is the only time its signing secret is shown'),
        body: createWebhookSchema,
        response: { 201: createdWebhookSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { row, secret } = await createEndpoint(
        app.db,
        auditContextOf(request),
        request.body,
        allowsLocalWebhooks(app.config),
      );
      return reply.status(201).send({ ...endpointView(row), secret });
    },
  );

  app.patch(
    '/api/admin/webhooks/:id',
    {
      config: access.owner,
      schema: {
        ...schema('Change an endpoint’s event types, or switch it on or off'),
        params: webhookIdParamsSchema,
        body: updateWebhookSchema,
        response: { 200: webhookEndpointSchema, ...refusals },
      },
    },
    async (request) => {
      const row = await changeEndpoint(app.db, auditContextOf(request), request.params.id, request.body);
      if (row.enabled) app.webhooks.wake();
      return endpointView(row);
    },
  );

  app.delete(
    '/api/admin/webhooks/:id',
    {
      config: access.owner,
      schema: {
        ...schema('Delete an endpoint and its delivery log'),
        params: webhookIdParamsSchema,
        response: { 204: noContentSchema, ...refusals },
      },
    },
    async (request, reply) => {
      await removeEndpoint(app.db, auditContextOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/admin/webhooks/:id/rotate-secret',
    {
      config: access.owner,
      schema: {
        ...schema('A new signing secret, shown once; the old one keeps signing for 24 hours'),
        params: webhookIdParamsSchema,
        response: { 200: createdWebhookSchema, ...refusals },
      },
    },
    async (request) => {
      const { row, secret } = await rotateSecret(app.db, auditContextOf(request), request.params.id);
      return { ...endpointView(row), secret };
    },
  );

  app.post(
    '/api/admin/webhooks/:id/test',
    {
      config: access.owner,
      schema: {
        ...schema('Send a webhook.test event to the endpoint'),
        params: webhookIdParamsSchema,
        response: { 202: webhookDeliverySchema, ...refusals },
      },
    },
    async (request, reply) => {
      const delivery = await sendTestEvent(app.db, auditContextOf(request), request.params.id);
      app.webhooks.wake();
      return reply.status(202).send(deliveryView(delivery));
    },
  );

  app.get(
    '/api/admin/webhooks/:id/deliveries',
    {
      config: access.owner,
      schema: {
        ...schema('The endpoint’s latest 100 deliveries, newest first'),
        params: webhookIdParamsSchema,
        response: { 200: webhookDeliveryListSchema, ...refusals },
      },
    },
    async (request) => {
      if (!(await findEndpoint(app.db, request.store.id, request.params.id))) throw notFound(WEBHOOK_MESSAGES.notFound);
      const rows = await listEndpointDeliveries(app.db, request.store.id, request.params.id);
      return { deliveries: rows.map(deliveryView) };
    },
  );

  app.post(
    '/api/admin/webhook-deliveries/:id/retry',
    {
      config: access.owner,
      schema: {
        ...schema('Send a delivery again now, with the same event id and body'),
        params: webhookDeliveryIdParamsSchema,
        response: { 202: webhookDeliverySchema, ...refusals },
      },
    },
    async (request, reply) => {
      const delivery = await retryDelivery(app.db, auditContextOf(request), request.params.id);
      app.webhooks.wake();
      return reply.status(202).send(deliveryView(delivery));
    },
  );
};

export default webhookAdminRoutes;
