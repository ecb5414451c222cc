import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { NOT_CONFIGURED } from '../../payments/payments-plugin.ts';
import { sandboxPaymentsAllowed } from '../../payments/sandbox-allowed.ts';
import { authenticateSandboxPayment, confirmSandboxPayment } from './sandbox-payments.ts';

const intentFields = {
  paymentIntentId: z.string().min(1, 'paymentIntentId is required').max(200),
  clientSecret: z.string().min(1, 'clientSecret is required').max(300),
};
const resultSchema = z.object({ status: z.enum(['succeeded', 'requires_action']), paymentIntentId: z.string() });
const errors = { 400: messageSchema, 402: messageSchema, 403: messageSchema, 404: messageSchema, 409: messageSchema, 410: messageSchema };

/** The sandbox provider's card form posts here (issue 4); only the last four digits are kept. */
const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  // Production without ALLOW_SANDBOX_PAYMENTS: no sandbox intent can be made, and none is confirmed.
  if (!sandboxPaymentsAllowed(app.config))
    app.addHook('onRequest', async () => {
      throw new HttpError(503, NOT_CONFIGURED);
    });

  app.post(
    '/api/Payment/Sandbox/Confirm',
    {
      preHandler: app.loadActiveStore,
      schema: {
        tags: ['payment'],
        body: z.strictObject({
          ...intentFields,
          card: z.strictObject({
            number: z.string({ error: 'Your card number is incomplete.' }).max(40, 'Your card number is invalid.'),
            expiry: z.string({ error: "Your card's expiration date is incomplete." }).max(10, "Your card's expiration date is invalid."),
            cvc: z.string({ error: "Your card's security code is incomplete." }).max(8, "Your card's security code is invalid."),
          }),
          billingDetails: z.record(z.string(), z.unknown()).nullish(),
        }),
        response: { 200: resultSchema, ...errors },
      },
    },
    async (request) => confirmSandboxPayment({ db: app.db, payments: app.payments, log: request.log }, request.store, request.body),
  );

  app.post(
    '/api/Payment/Sandbox/Authenticate',
    {
      preHandler: app.loadActiveStore,
      schema: {
        tags: ['payment'],
        body: z.strictObject({ ...intentFields, outcome: z.enum(['complete', 'fail'], { error: "outcome must be 'complete' or 'fail'" }) }),
        response: { 200: resultSchema, ...errors },
      },
    },
    async (request) => authenticateSandboxPayment({ db: app.db, payments: app.payments, log: request.log }, request.store, request.body),
  );
};

export default sandboxRoutes;
