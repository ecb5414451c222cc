import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { idempotencyKeySchema } from '@giftfront/domain/admin/gift-card-actions';
import { INTEGRATOR_MESSAGES } from '@giftfront/domain/admin/integrator-api';
import { conflict, DomainError } from '../../lib/domain-errors.ts';
import {
  claimIdempotencyKey,
  deleteIdempotencyKeysBefore,
  findIdempotencyKey,
  forgetIdempotencyKey,
  saveIdempotentAnswer,
} from './idempotency-repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed, whose answer is kept when it is sent. */
    idempotencyClaim: { apiKeyId: string; key: string } | null;
  }
}

export const IDEMPOTENCY_CLEANUP_TASK = 'idempotency-keys-cleanup';

/** The method, path and body: what "the same request" is. The path may hold a card code, so only its hash is kept. */
function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url.split('?')[0]}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/**
 * `Idempotency-Key` on every POST an API key makes (decision 0090): the first request claims the
 * key (per API key, so per store); its answer, unless a server error, is kept and sent again to
 * the same request; another request with the key is a 422; one still being answered a 409.
 * Runs after the route's checks of access and input, so refusals before the handler keep nothing.
 */
export default fp(
  async (app) => {
    app.decorateRequest('idempotencyClaim', null);

    app.addHook('preHandler', async (request, reply) => {
      if (request.method !== 'POST' || request.actor?.kind !== 'key') return;
      const parsed = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
      if (!parsed.success) return;
      const apiKeyId = request.actor.id;
      const key = parsed.data;
      const hash = requestHash(request);
      if (await claimIdempotencyKey(app.db, { apiKeyId, key, storeId: request.store.id, requestHash: hash })) {
        request.idempotencyClaim = { apiKeyId, key };
        return;
      }
      const earlier = await findIdempotencyKey(app.db, apiKeyId, key);
      if (!earlier) throw conflict(INTEGRATOR_MESSAGES.idempotencyInProgress);
      if (earlier.requestHash !== hash)
        throw new DomainError('unprocessable', INTEGRATOR_MESSAGES.idempotencyBodyChanged);
      if (earlier.statusCode === null) throw conflict(INTEGRATOR_MESSAGES.idempotencyInProgress);
      reply.header('idempotent-replayed', 'true');
      return reply
        .status(earlier.statusCode)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(earlier.response));
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotencyClaim;
      if (!claim) return payload;
      request.idempotencyClaim = null;
      let response: unknown = undefined;
      if (typeof payload === 'string') {
        try {
          response = JSON.parse(payload);
        } catch {
          response = undefined;
        }
      }
      if (reply.statusCode >= 500 || response === undefined)
        await forgetIdempotencyKey(app.db, claim.apiKeyId, claim.key);
      else await saveIdempotentAnswer(app.db, claim.apiKeyId, claim.key, { statusCode: reply.statusCode, response });
      return payload;
    });

    app.jobs.every(app.config.JOBS_MAINTENANCE_INTERVAL_SECONDS * 1000, IDEMPOTENCY_CLEANUP_TASK, async () => {
      const removed = await deleteIdempotencyKeysBefore(app.db, app.config.IDEMPOTENCY_RETENTION_HOURS);
      if (removed > 0) app.log.info({ removed }, 'removed expired idempotency keys');
    });
  },
  { name: 'idempotency', dependencies: ['database', 'jobs', 'admin-actor'] },
);
