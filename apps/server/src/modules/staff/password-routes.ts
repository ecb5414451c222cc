import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PASSWORD_LINK_MESSAGES,
  passwordResetRequestSchema,
  setPasswordSchema,
} from '@giftfront/domain/admin/password';
import { sessionSchema } from '@giftfront/domain/admin/session';
import { access } from '../../lib/access.ts';
import { afterResponseRunner } from '../../lib/after-response.ts';
import { tooMany } from '../../lib/domain-errors.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { clientAddressKey } from '../../lib/client-address.ts';
import { requestPasswordReset, setPasswordWithLink } from './password-links.ts';
import { passwordHasher } from './passwords.ts';
import { hardToGuessPasswordSchema } from './password-strength.ts';
import { sessionBody } from './session-body-http.ts';
import { setSessionCookie } from './session-cookie-http.ts';

const refusals = { 400: messageSchema, 403: messageSchema, 404: messageSchema };
/** Reset mails per account and per client each hour: enough for a person, useless for flooding an inbox. */
const RESET_RULES = {
  account: { name: 'password-reset-account', points: 5, durationSeconds: 60 * 60 },
  client: { name: 'password-reset-client', points: 20, durationSeconds: 60 * 60 },
};

/** Password links: ask for a reset link, and choose a password with an invitation or reset link. */
const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const hasher = passwordHasher(app.config);
  const afterResponse = afterResponseRunner(app);
  const limiters = {
    account: app.createRateLimiter(RESET_RULES.account),
    client: app.createRateLimiter(RESET_RULES.client),
  };

  app.post(
    '/api/admin/password-resets',
    {
      config: access.public,
      schema: {
        tags: ['admin'],
        summary:
          'Mail a password reset link (valid 1 hour); the answer is the same whether the email has an account or not',
        body: passwordResetRequestSchema,
        response: { 202: messageSchema, ...refusals, 429: messageSchema },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      for (const [limiter, key] of [
        [limiters.account, `${request.store.id}:${email}`],
        [limiters.client, clientAddressKey(request.ip)],
      ] as const) {
        const decision = await limiter.consume(key);
        if (!decision.allowed) {
          reply.header('retry-after', String(decision.retryAfterSeconds));
          throw tooMany('Too many reset requests. Try again later.');
        }
      }
      // After the answer: making and mailing a link takes longer than finding no account would.
      const context = { storeId: request.store.id, requestId: request.id };
      const store = request.store;
      afterResponse(request.log, 'password reset request', () =>
        requestPasswordReset(app.db, app.config, context, store, email),
      );
      return reply.status(202).send({ message: PASSWORD_LINK_MESSAGES.resetRequested });
    },
  );

  app.post(
    '/api/admin/password',
    {
      config: access.public,
      logLevel: 'warn',
      schema: {
        tags: ['admin'],
        summary: 'Choose a password with a one-time link, and sign in',
        body: setPasswordSchema.extend({ password: hardToGuessPasswordSchema }),
        response: { 200: sessionSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const result = await setPasswordWithLink(
        app.db,
        hasher,
        { storeId: request.store.id, requestId: request.id, userAgent: request.headers['user-agent'] ?? null },
        request.body,
      );
      setSessionCookie(request, reply, app.config, result.token);
      return sessionBody(request, result.user, result.stage);
    },
  );
};

export default passwordRoutes;
