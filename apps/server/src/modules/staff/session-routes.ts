import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGN_IN_MESSAGES, sessionSchema, signInSchema } from '@giftfront/domain/admin/session';
import { secondFactorSchema, TWO_FACTOR_MESSAGES } from '@giftfront/domain/admin/two-factor';
import { access, actorOf } from '../../lib/access.ts';
import { conflict, invalid, unauthorized } from '../../lib/domain-errors.ts';
import { messageSchema, noContentSchema } from '../../lib/schemas.ts';
import { auditContextOf, recordAudit } from '../audit/index.ts';
import { clientAddressKey } from '../../lib/client-address.ts';
import { passwordHasher } from './passwords.ts';
import { sessionBody } from './session-body-http.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie-http.ts';
import { deleteSession } from './session-repository.ts';
import { startSession } from './sessions.ts';
import { findStaffById } from './staff-repository.ts';
import { SIGN_IN_RULES, signIn, tooManySignIns } from './sign-in.ts';
import { checkSignInCode, tooManyCodes } from './two-factor.ts';
import { twoFactorDeps } from './two-factor-deps.ts';

const refusals = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema };

/** POST, GET and DELETE /api/admin/session: sign in, who is signed in, sign out. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.db,
    hasher: passwordHasher(app.config),
    limiters: {
      account: app.createRateLimiter(SIGN_IN_RULES.account),
      client: app.createRateLimiter(SIGN_IN_RULES.client),
    },
  };

  app.post(
    '/api/admin/session',
    {
      config: access.public,
      // The body holds a password: this route logs from warnings up only.
      logLevel: 'warn',
      schema: {
        tags: ['admin'],
        summary: 'Sign in to the store’s dashboard',
        body: signInSchema,
        response: { 200: sessionSchema, ...refusals, 429: messageSchema },
      },
    },
    async (request, reply) => {
      const context = {
        storeId: request.store.id,
        requestId: request.id,
        clientKey: clientAddressKey(request.ip),
        userAgent: request.headers['user-agent'] ?? null,
      };
      const result = await signIn(deps, context, { email: request.body.email, password: request.body.password });
      if ('retryAfterSeconds' in result) {
        reply.header('retry-after', String(result.retryAfterSeconds));
        throw tooManySignIns(result.retryAfterSeconds);
      }
      setSessionCookie(request, reply, app.config, result.token);
      return sessionBody(request, result.user, result.stage);
    },
  );

  const codes = twoFactorDeps(app);

  app.post(
    '/api/admin/session/two-factor',
    {
      config: access.signingIn,
      logLevel: 'warn',
      schema: {
        tags: ['admin'],
        summary: 'The second step of signing in: a code from the authenticator app, or a recovery code',
        body: secondFactorSchema,
        response: { 200: sessionSchema, ...refusals, 409: messageSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const user = await findStaffById(app.db, request.store.id, actor.id);
      if (!user) throw unauthorized(SIGN_IN_MESSAGES.signedOut);
      if (actor.sessionStage !== 'two-factor-code') throw conflict('This session does not need a code.');
      const result = await checkSignInCode(app.db, codes, {
        user,
        clientKey: clientAddressKey(request.ip),
        code: request.body.code,
      });
      if ('retryAfterSeconds' in result) {
        reply.header('retry-after', String(result.retryAfterSeconds));
        throw tooManyCodes(result.retryAfterSeconds);
      }
      if (!result.ok) {
        await recordAudit(app.db, auditContextOf(request), {
          action: 'session.two-factor-failed',
          target: { type: 'staff', id: user.id, label: user.email },
        });
        throw invalid(TWO_FACTOR_MESSAGES.wrongCode);
      }
      // The password-only session is replaced by a new one: its id never becomes a full session's.
      const token = await app.db.transaction(async (tx) => {
        await deleteSession(tx, actor.sessionId!);
        const started = await startSession(tx, user, { userAgent: request.headers['user-agent'] ?? null });
        await recordAudit(tx, auditContextOf(request), {
          action: result.method === 'recovery-code' ? 'staff.recovery-code-used' : 'session.signed-in',
          target: { type: 'staff', id: user.id, label: user.email },
          after: { secondStep: result.method },
        });
        return started.token;
      });
      setSessionCookie(request, reply, app.config, token);
      return sessionBody(request, user);
    },
  );

  app.get(
    '/api/admin/session',
    {
      config: access.signingIn,
      schema: {
        tags: ['admin'],
        summary: 'The signed-in person and the store (and the sign-in step still to come, if any)',
        response: { 200: sessionSchema, ...refusals },
      },
    },
    async (request) => {
      const user = await findStaffById(app.db, request.store.id, actorOf(request).id);
      // Removed between the hook and here: signed out like any ended session.
      if (!user) throw unauthorized(SIGN_IN_MESSAGES.signedOut);
      return sessionBody(request, user, actorOf(request).sessionStage);
    },
  );

  app.delete(
    '/api/admin/session',
    {
      config: access.signingIn,
      schema: { tags: ['admin'], summary: 'Sign out', response: { 204: noContentSchema, ...refusals } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await app.db.transaction(async (tx) => {
        await deleteSession(tx, actor.sessionId!);
        await recordAudit(tx, auditContextOf(request), {
          action: 'session.signed-out',
          target: { type: 'staff', id: actor.id, label: null },
        });
      });
      clearSessionCookie(request, reply, app.config);
      return reply.status(204).send();
    },
  );
};

export default sessionRoutes;
