import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { roleAllows } from '@giftfront/domain/admin/staff-account';
import { SIGN_IN_MESSAGES } from '@giftfront/domain/admin/session';
import { API_KEY_MESSAGES } from '@giftfront/domain/admin/api-keys';
import { missingScopeMessage } from '@giftfront/domain/admin/api-key-scopes';
import type { Actor, RouteAccess } from '../../lib/access.ts';
import { forbidden, tooMany, unauthorized } from '../../lib/domain-errors.ts';
import { isSameOrigin } from '../../lib/same-origin.ts';
import { resolveApiKey } from '../api-keys/index.ts';
import { resolveSession } from '../staff/index.ts';
import { sessionTokenOf, setSessionCookie } from '../staff/index.ts';

const MERCHANT_PATHS = /^\/api\/(admin|v1)(\/|$)/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = "Cross-site request refused: the Origin header must be this store's address.";
const OWNER_ONLY_MESSAGE = 'Only an owner of this store can do this.';

/**
 * Resolves `request.actor` for every route that declares `config.access`, before its body is
 * read or its handler runs: the store of the host, then the session cookie or the API key, then
 * the store match (401), the role (403) and, for cookie-authenticated mutations, the Origin (403).
 */
export default fp(
  async (app) => {
    app.decorateRequest('actor', null);

    // A merchant route that forgets to say who may call it must not start unguarded.
    app.addHook('onRoute', (route) => {
      if (MERCHANT_PATHS.test(route.url) && !route.config?.access) {
        throw new Error(`${route.method} ${route.url} must declare config.access (lib/access.ts)`);
      }
    });

    const keyLimiter = app.createRateLimiter({
      name: 'api-key-requests',
      points: app.config.API_KEY_RATE_LIMIT,
      durationSeconds: 60,
    });

    async function actorFromKey(request: FastifyRequest, reply: FastifyReply, authorization: string): Promise<Actor> {
      const [scheme, key] = authorization.split(' ');
      const actor =
        scheme?.toLowerCase() === 'bearer' && key ? await resolveApiKey(app.db, key, request.store.id) : null;
      if (!actor) throw unauthorized(API_KEY_MESSAGES.invalid);
      const decision = await keyLimiter.consume(actor.id);
      if (!decision.allowed) {
        reply.header('retry-after', String(decision.retryAfterSeconds));
        throw tooMany(`Too many requests with this API key. Try again in ${decision.retryAfterSeconds} seconds.`);
      }
      return actor;
    }

    async function actorFromSession(
      request: FastifyRequest,
      reply: FastifyReply,
      beforeSecondStep: boolean,
    ): Promise<Actor> {
      const token = sessionTokenOf(request);
      const found = await resolveSession(app.db, token, request.store.id);
      if (found.status === 'other-store') throw unauthorized(SIGN_IN_MESSAGES.otherStore);
      if (found.status === 'none') throw unauthorized(SIGN_IN_MESSAGES.signedOut);
      if (found.extended) setSessionCookie(request, reply, app.config, token!);
      const { user, session } = found;
      // A password alone opens only the two-factor step (decision 0075).
      if (session.stage !== 'full' && !beforeSecondStep) {
        throw unauthorized(
          session.stage === 'two-factor-code' ? SIGN_IN_MESSAGES.secondStepPending : SIGN_IN_MESSAGES.enrolmentPending,
        );
      }
      return {
        kind: 'staff',
        id: user.id,
        name: user.name,
        role: user.role as Actor['role'],
        storeId: user.storeId,
        sessionId: session.id,
        sessionStage: session.stage as Actor['sessionStage'],
      };
    }

    function refuseCrossSite(request: FastifyRequest) {
      if (!SAFE_METHODS.has(request.method) && !isSameOrigin(request.headers.origin, request.headers.host))
        throw forbidden(CROSS_SITE_MESSAGE);
    }

    app.addHook('onRequest', async (request, reply) => {
      const rule: RouteAccess | undefined = request.routeOptions.config.access;
      if (!rule) return;
      reply.header('cache-control', 'no-store');
      await app.loadStore(request, reply);
      if (rule === 'public') return refuseCrossSite(request);
      const authorization = request.headers.authorization;
      if (rule.via === 'key') {
        request.actor = await actorFromKey(request, reply, authorization ?? '');
        if (!request.actor.scopes?.includes(rule.scope)) throw forbidden(missingScopeMessage(rule.scope));
      } else {
        request.actor = await actorFromSession(request, reply, rule.beforeSecondStep === true);
        refuseCrossSite(request);
      }
      if (!roleAllows(request.actor.role, rule.role)) throw forbidden(OWNER_ONLY_MESSAGE);
    });
  },
  { name: 'admin-actor', dependencies: ['database', 'store-context', 'cookies', 'rate-limits'] },
);
