import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountSessionListSchema, signedOutSessionsSchema } from '@giftfront/domain/admin/account-sessions';
import { changePasswordSchema } from '@giftfront/domain/admin/password';
import { SIGN_IN_MESSAGES } from '@giftfront/domain/admin/session';
import {
  confirmTwoFactorSchema,
  disableTwoFactorSchema,
  recoveryCodesSchema,
  regenerateRecoveryCodesSchema,
  TWO_FACTOR_MESSAGES,
  twoFactorPolicySchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@giftfront/domain/admin/two-factor';
import { access, actorOf } from '../../lib/access.ts';
import { clientAddressKey } from '../../lib/client-address.ts';
import { conflict, invalid, notFound, unauthorized } from '../../lib/domain-errors.ts';
import { messageSchema, noContentSchema } from '../../lib/schemas.ts';
import { auditContextOf, recordAudit } from '../audit/index.ts';
import { deviceLabel } from './device-label.ts';
import { hardToGuessPasswordSchema } from './password-strength.ts';
import { passwordHasher } from './passwords.ts';
import { setSessionCookie } from './session-cookie-http.ts';
import {
  deleteOtherSessionsOfUser,
  deleteSession,
  deleteSessionOfUser,
  listSessionsOfUser,
} from './session-repository.ts';
import { startSession } from './sessions.ts';
import { findStaffById, setStaffPassword } from './staff-repository.ts';
import {
  checkEnrolmentCode,
  checkPasswordOrAuthenticator,
  checkSignInCode,
  newRecoveryCodes,
  newTotpSetup,
  recoveryCodeHash,
  tooManyCodes,
} from './two-factor.ts';
import { twoFactorDeps } from './two-factor-deps.ts';
import {
  countUnusedRecoveryCodes,
  disableTotp,
  enableTotp,
  replaceRecoveryCodes,
  setPendingTotpSecret,
  setStoreRequiresTwoFactor,
  storeRequiresTwoFactor,
} from './two-factor-repository.ts';

const refusals = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema, 409: messageSchema };
const limited = { ...refusals, 429: messageSchema };

/**
 * The signed-in person's own account (decisions 0075, 0076): two-factor sign-in, open sessions,
 * password change; and the owners' rule that everyone uses two-factor sign-in.
 */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const codes = twoFactorDeps(app);
  const hasher = passwordHasher(app.config);

  async function currentUser(request: Parameters<typeof actorOf>[0] & { store: { id: string } }) {
    const user = await findStaffById(app.db, request.store.id, actorOf(request).id);
    if (!user) throw unauthorized(SIGN_IN_MESSAGES.signedOut);
    return user;
  }

  app.get(
    '/api/admin/account/two-factor',
    {
      config: access.staff,
      schema: {
        tags: ['admin'],
        summary: 'Whether two-factor sign-in is on for me',
        response: { 200: twoFactorStatusSchema, ...refusals },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      return {
        enabled: user.totpSecret !== null,
        enabledAt: user.totpEnabledAt?.toISOString() ?? null,
        recoveryCodesLeft: user.totpSecret ? await countUnusedRecoveryCodes(app.db, user.id) : 0,
        requiredByStore: await storeRequiresTwoFactor(app.db, request.store.id),
      };
    },
  );

  app.post(
    '/api/admin/account/two-factor/setup',
    {
      // Also the enrolment step of a store that requires two-factor sign-in.
      config: access.signingIn,
      logLevel: 'warn',
      schema: {
        tags: ['admin'],
        summary: 'Start setting up an authenticator app: its secret and QR code, shown once',
        response: { 200: twoFactorSetupSchema, ...refusals },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      if (actor.sessionStage === 'two-factor-code') throw unauthorized(SIGN_IN_MESSAGES.secondStepPending);
      const user = await currentUser(request);
      if (user.totpSecret) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
      const setup = await newTotpSetup(request.store.settings.company.name || request.store.slug, user.email);
      await setPendingTotpSecret(app.db, user.id, await codes.box.seal(setup.secret));
      return setup;
    },
  );

  app.post(
    '/api/admin/account/two-factor/confirm',
    {
      config: access.signingIn,
      logLevel: 'warn',
      schema: {
        tags: ['admin'],
        summary: 'Turn two-factor sign-in on with the first code from the app; answers ten recovery codes, shown once',
        body: confirmTwoFactorSchema,
        response: { 200: recoveryCodesSchema, ...limited },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (actor.sessionStage === 'two-factor-code') throw unauthorized(SIGN_IN_MESSAGES.secondStepPending);
      const user = await currentUser(request);
      if (user.totpSecret) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
      if (!user.totpPendingSecret) throw invalid(TWO_FACTOR_MESSAGES.noEnrolment);
      const result = await checkEnrolmentCode(codes, {
        user,
        clientKey: clientAddressKey(request.ip),
        code: request.body.code,
      });
      if ('retryAfterSeconds' in result) {
        reply.header('retry-after', String(result.retryAfterSeconds));
        throw tooManyCodes(result.retryAfterSeconds);
      }
      if (!result.ok) throw invalid(TWO_FACTOR_MESSAGES.wrongCode);
      const recoveryCodes = newRecoveryCodes();
      const token = await app.db.transaction(async (tx) => {
        await enableTotp(tx, user.id, user.totpPendingSecret!, result.step!);
        await replaceRecoveryCodes(tx, user.id, recoveryCodes.map(recoveryCodeHash));
        await recordAudit(tx, auditContextOf(request), {
          action: 'staff.two-factor-enabled',
          target: { type: 'staff', id: user.id, label: user.email },
        });
        if (actor.sessionStage !== 'two-factor-enrolment') return null;
        // Enrolled at sign-in: the password-only session becomes a new, full one.
        await deleteSession(tx, actor.sessionId!);
        const started = await startSession(tx, user, { userAgent: request.headers['user-agent'] ?? null });
        await recordAudit(tx, auditContextOf(request), {
          action: 'session.signed-in',
          target: { type: 'staff', id: user.id, label: user.email },
          after: { secondStep: 'authenticator' },
        });
        return started.token;
      });
      if (token) setSessionCookie(request, reply, app.config, token);
      return { recoveryCodes };
    },
  );

  app.post(
    '/api/admin/account/two-factor/disable',
    {
      config: access.staff,
      logLevel: 'warn',
      schema: {
        tags: ['admin'],
        summary: 'Turn two-factor sign-in off, with the password and a current code',
        body: disableTwoFactorSchema,
        response: { 204: noContentSchema, ...limited },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      if (!user.totpSecret) throw conflict(TWO_FACTOR_MESSAGES.notOn);
      if (await storeRequiresTwoFactor(app.db, request.store.id)) throw conflict(TWO_FACTOR_MESSAGES.requiredByStore);
      const result = await checkSignInCode(app.db, codes, {
        user,
        clientKey: clientAddressKey(request.ip),
        code: request.body.code,
      });
      if ('retryAfterSeconds' in result) {
        reply.header('retry-after', String(result.retryAfterSeconds));
        throw tooManyCodes(result.retryAfterSeconds);
      }
      if (!result.ok) throw invalid(TWO_FACTOR_MESSAGES.wrongCode);
      if (!(await hasher.verify(request.body.password, user.passwordHash))) {
        throw invalid(TWO_FACTOR_MESSAGES.wrongPassword);
      }
      await app.db.transaction(async (tx) => {
        await disableTotp(tx, user.id);
        await recordAudit(tx, auditContextOf(request), {
          action: 'staff.two-factor-disabled',
          target: { type: 'staff', id: user.id, label: user.email },
        });
      });
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/admin/account/two-factor/recovery-codes',
    {
      config: access.staff,
      logLevel: 'warn',
      schema: {
        tags: ['admin'],
        summary:
          'Ten new recovery codes, shown once; the old ones stop working at once (with my password or a current code)',
        body: regenerateRecoveryCodesSchema,
        response: { 200: recoveryCodesSchema, ...limited },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      if (!user.totpSecret) throw conflict(TWO_FACTOR_MESSAGES.notOn);
      if (!request.body.password && !request.body.code) throw invalid(TWO_FACTOR_MESSAGES.passwordOrCode);
      const result = await checkPasswordOrAuthenticator(app.db, codes, {
        user,
        clientKey: clientAddressKey(request.ip),
        password: request.body.password,
        code: request.body.code,
        verifyPassword: (password, hash) => hasher.verify(password, hash),
      });
      if ('retryAfterSeconds' in result) {
        reply.header('retry-after', String(result.retryAfterSeconds));
        throw tooManyCodes(result.retryAfterSeconds, 'passwords or codes');
      }
      if (!result.ok) {
        throw invalid(
          request.body.password ? TWO_FACTOR_MESSAGES.wrongPassword : TWO_FACTOR_MESSAGES.wrongAuthenticatorCode,
        );
      }
      const recoveryCodes = newRecoveryCodes();
      await app.db.transaction(async (tx) => {
        await replaceRecoveryCodes(tx, user.id, recoveryCodes.map(recoveryCodeHash));
        await recordAudit(tx, auditContextOf(request), {
          action: 'staff.recovery-codes-regenerated',
          target: { type: 'staff', id: user.id, label: user.email },
          after: { provedWith: result.method, recoveryCodes: recoveryCodes.length },
        });
      });
      return { recoveryCodes };
    },
  );

  app.get(
    '/api/admin/account/sessions',
    {
      config: access.staff,
      schema: {
        tags: ['admin'],
        summary: 'My open sessions, this one marked',
        response: { 200: accountSessionListSchema, ...refusals },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const sessions = await listSessionsOfUser(app.db, actor.id);
      return {
        sessions: sessions.map((session) => ({
          id: session.id,
          device: deviceLabel(session.userAgent),
          signedInAt: session.createdAt.toISOString(),
          lastSeenAt: session.lastSeenAt.toISOString(),
          current: session.id === actor.sessionId,
        })),
      };
    },
  );

  app.delete(
    '/api/admin/account/sessions/:id',
    {
      config: access.staff,
      schema: {
        tags: ['admin'],
        summary: 'Sign out one of my sessions',
        params: z.object({ id: z.uuid({ error: 'No such session.' }) }),
        response: { 204: noContentSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await app.db.transaction(async (tx) => {
        if (!(await deleteSessionOfUser(tx, actor.id, request.params.id))) {
          throw notFound('That session has already ended.');
        }
        await recordAudit(tx, auditContextOf(request), {
          action: 'session.ended',
          target: { type: 'staff', id: actor.id, label: null },
        });
      });
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/admin/account/sessions',
    {
      config: access.staff,
      schema: {
        tags: ['admin'],
        summary: 'Sign out everywhere else: every session of mine but this one',
        response: { 200: signedOutSessionsSchema, ...refusals },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      return app.db.transaction(async (tx) => {
        const signedOut = await deleteOtherSessionsOfUser(tx, actor.id, actor.sessionId!);
        await recordAudit(tx, auditContextOf(request), {
          action: 'session.others-ended',
          target: { type: 'staff', id: actor.id, label: null },
          after: { signedOut },
        });
        return { signedOut };
      });
    },
  );

  app.post(
    '/api/admin/account/password',
    {
      config: access.staff,
      logLevel: 'warn',
      schema: {
        tags: ['admin'],
        summary: 'Change my password; my other sessions end',
        body: changePasswordSchema.extend({ password: hardToGuessPasswordSchema }),
        response: { 204: noContentSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const user = await currentUser(request);
      if (!(await hasher.verify(request.body.currentPassword, user.passwordHash))) {
        throw invalid('Your current password is not right.');
      }
      const passwordHash = await hasher.hash(request.body.password);
      await app.db.transaction(async (tx) => {
        await setStaffPassword(tx, user.id, passwordHash);
        const signedOut = await deleteOtherSessionsOfUser(tx, user.id, actor.sessionId!);
        await recordAudit(tx, auditContextOf(request), {
          action: 'staff.password-changed',
          target: { type: 'staff', id: user.id, label: user.email },
          after: { otherSessionsSignedOut: signedOut },
        });
      });
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/admin/settings/two-factor',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Whether everyone in the store must use two-factor sign-in',
        response: { 200: twoFactorPolicySchema, ...refusals },
      },
    },
    async (request) => ({ required: await storeRequiresTwoFactor(app.db, request.store.id) }),
  );

  app.put(
    '/api/admin/settings/two-factor',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Require two-factor sign-in for everyone (members without it set it up at their next sign-in)',
        body: twoFactorPolicySchema,
        response: { 200: twoFactorPolicySchema, ...refusals },
      },
    },
    async (request) => {
      const required = request.body.required;
      await app.db.transaction(async (tx) => {
        const before = await storeRequiresTwoFactor(tx, request.store.id);
        await setStoreRequiresTwoFactor(tx, request.store.id, required);
        if (before !== required) {
          await recordAudit(tx, auditContextOf(request), {
            action: 'settings.two-factor-policy-changed',
            before: { required: before },
            after: { required },
          });
        }
      });
      return { required };
    },
  );
};

export default accountRoutes;
