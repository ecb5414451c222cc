import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentSettings } from '@giftfront/domain/branding';
import {
  paymentConnectionTestSchema,
  paymentSettingsAnswerSchema,
  paymentSettingsBodySchema,
} from '@giftfront/domain/admin/payment-settings';
import { access } from '../../lib/access.ts';
import { invalid, notFound } from '../../lib/domain-errors.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { auditContextOf, recordAudit } from '../audit/index.ts';
import { findStoreSettings, replacePaymentSettings } from '../stores/index.ts';
import { paymentProblem, testPaymentConnection } from './payment-readiness.ts';

const refusals = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema };
const URL = '/api/admin/settings/payments';

/** The store's payment provider and Stripe account (owners), and a test that asks Stripe. */
const paymentSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Read from the database, not the request's cached store: a change made elsewhere shows at once.
  const storedPayment = async (storeId: string): Promise<PaymentSettings> => {
    const settings = await findStoreSettings(app.db, storeId);
    if (!settings) throw notFound('Store not found');
    return settings.payment;
  };
  const answer = (payment: PaymentSettings) => ({
    provider: payment.provider,
    connectedAccountId: payment.connectedAccountId ?? null,
    publicKey: payment.publicKey ?? null,
    sandboxAllowed: app.payments.sandboxAllowed,
    problem: paymentProblem(payment, app.payments),
  });

  app.get(
    URL,
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'The payment provider, and why shoppers cannot pay if they cannot',
        response: { 200: paymentSettingsAnswerSchema, ...refusals },
      },
    },
    async (request) => answer(await storedPayment(request.store.id)),
  );

  app.patch(
    URL,
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Change the payment provider and the Stripe account',
        body: paymentSettingsBodySchema,
        response: { 200: paymentSettingsAnswerSchema, ...refusals },
      },
    },
    async (request) => {
      const next = request.body;
      if (next.provider === 'sandbox' && !app.payments.sandboxAllowed)
        throw invalid(
          'body.provider: this server takes no sandbox payments (production, without ALLOW_SANDBOX_PAYMENTS)',
        );
      await app.db.transaction(async (tx) => {
        const replaced = await replacePaymentSettings(tx, request.store.id, next);
        if (!replaced) throw notFound('Store not found');
        await recordAudit(tx, auditContextOf(request), {
          action: 'settings.payments-changed',
          target: { type: 'store', id: request.store.id, label: request.store.slug },
          before: { ...replaced.before },
          after: { ...next },
        });
      });
      // Other instances' store caches expire within seconds (stores/store-context-plugin.ts).
      app.invalidateStoreCache(request.store.slug);
      return answer(next);
    },
  );

  app.post(
    `${URL}/test`,
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Test connection: ask the provider whether the saved settings can take payments',
        response: { 200: paymentConnectionTestSchema, ...refusals },
      },
    },
    async (request) => {
      const payment = await storedPayment(request.store.id);
      const result = await testPaymentConnection(payment, app.payments);
      await recordAudit(app.db, auditContextOf(request), {
        action: 'settings.payments-tested',
        target: { type: 'store', id: request.store.id, label: request.store.slug },
        after: {
          provider: payment.provider,
          connectedAccountId: payment.connectedAccountId ?? null,
          ok: result.ok,
          message: result.message,
        },
      });
      return result;
    },
  );
};

export default paymentSettingsRoutes;
