import type { StaffRole } from '@giftfront/domain/admin/staff-account';
import type { ApiKeyScope } from '@giftfront/domain/admin/api-key-scopes';

/** Who is making a merchant request: a signed-in person, or a point-of-sale system's API key. */
export interface Actor {
  kind: 'staff' | 'key';
  id: string;
  name: string;
  /** A key acts with the staff role: find and redeem, never an owner's action. */
  role: StaffRole;
  storeId: string;
  /** The dashboard session the person is using (staff only). */
  sessionId?: string;
  /** What an API key may do (keys only; decision 0090). */
  scopes?: readonly ApiKeyScope[];
  /** That session's stage: 'full', or waiting for its two-factor step (decision 0075). */
  sessionStage?: 'full' | 'two-factor-code' | 'two-factor-enrolment';
}

/**
 * What a merchant route needs, declared in its config (`{ config: access.owner }`): no one
 * ('public': sign-in, password links), a signed-in person with at least `role`, or an API key.
 */
export type RouteAccess =
  | 'public'
  | {
      role: StaffRole;
      via: 'session';
      /** Also a session whose two-factor step is still to come (the sign-in steps themselves). */
      beforeSecondStep?: boolean;
    }
  | { role: StaffRole; via: 'key'; scope: ApiKeyScope };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** Set by the admin plugin on routes that declare `access`; null on public ones. */
    actor: Actor | null;
  }
}

/** The route configs every /api/admin and /api/v1 route picks from (the admin plugin refuses a route without one). */
export const access = {
  public: { access: 'public' },
  staff: { access: { role: 'staff', via: 'session' } },
  /** The sign-in steps after the password: a session that is not full yet may call them. */
  signingIn: { access: { role: 'staff', via: 'session', beforeSecondStep: true } },
  owner: { access: { role: 'owner', via: 'session' } },
} as const satisfies Record<string, { access: RouteAccess }>;

/** An /api/v1 route's config: an API key that has `scope` (decision 0090). */
export const keyWithScope = (scope: ApiKeyScope): { access: RouteAccess } => ({
  access: { role: 'staff', via: 'key', scope },
});

/** The actor of a route that declared a session or key access (the hook has already refused everyone else). */
export function actorOf(request: { actor: Actor | null }): Actor {
  if (!request.actor) throw new Error('actorOf called on a route without session or key access');
  return request.actor;
}
