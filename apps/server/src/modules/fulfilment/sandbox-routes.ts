import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sandboxAuthenticateBodySchema,
  sandboxConfirmBodySchema,
  sandboxResultSchema,
} from '@giftfront/domain/sandbox-card';
import { DomainError } from '../../lib/domain-errors.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { NOT_CONFIGURED } from '../payments/index.ts';
import { sandboxPaymentsAllowed } from '../payments/index.ts';
import { authenticateSandboxPayment, confirmSandboxPayment } from './sandbox-payments.ts';

const errors = {
  400: messageSchema,
  402: messageSchema,
  403: messageSchema,
  404: messageSchema,
  409: messageSchema,
  410: messageSchema,
};

/** The sandbox provider's card form posts here (decision 0003); only the last four digits are kept. */
const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  // Production without ALLOW_SANDBOX_PAYMENTS: no sandbox intent can be made, and none is confirmed.
  if (!sandboxPaymentsAllowed(app.config))
    app.addHook('onRequest', async () => {
      throw new DomainError('unavailable', NOT_CONFIGURED);
    });

  app.post(
    '/api/Payment/Sandbox/Confirm',
    {
      preHandler: app.loadActiveStore,
      schema: {
        tags: ['payment'],
        body: sandboxConfirmBodySchema,
        response: { 200: sandboxResultSchema, ...errors },
      },
    },
    async (request) =>
      confirmSandboxPayment({ db: app.db, payments: app.payments, log: request.log }, request.store, request.body),
  );

  app.post(
    '/api/Payment/Sandbox/Authenticate',
    {
      preHandler: app.loadActiveStore,
      schema: {
        tags: ['payment'],
        body: sandboxAuthenticateBodySchema,
        response: { 200: sandboxResultSchema, ...errors },
      },
    },
    async (request) =>
      authenticateSandboxPayment({ db: app.db, payments: app.payments, log: request.log }, request.store, request.body),
  );
};

export default sandboxRoutes;
