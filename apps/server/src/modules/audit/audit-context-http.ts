import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../lib/access.ts';
import type { AuditContext } from './record-audit.ts';

/** The context of a request made by a signed-in person or an API key. */
export function auditContextOf(request: FastifyRequest): AuditContext {
  const actor = actorOf(request);
  return {
    storeId: request.store.id,
    actor: { kind: actor.kind, id: actor.id, name: actor.name },
    requestId: request.id,
  };
}

/** The context of a request nobody is signed in to make (a sign-in, a password link), acting as `actor`. */
export function publicAuditContext(request: FastifyRequest, actor: AuditContext['actor']): AuditContext {
  return { storeId: request.store.id, actor, requestId: request.id };
}
