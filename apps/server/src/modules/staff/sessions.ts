import type { Executor } from '../../db/client.ts';
import { hashSecret, randomSecret } from '../../lib/secret-tokens.ts';
import {
  deleteExpiredSessions,
  extendSession,
  findSessionByHash,
  insertSession,
  type StaffSession,
} from './session-repository.ts';
import type { StaffUser } from './staff-repository.ts';

/** A session ends after 12 hours without use; every use moves the end on (sliding). */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** The end is moved at most once a minute, so a busy dashboard does not write on every request. */
const SLIDE_EVERY_MS = 60 * 1000;

/** What a session may do: everything, or only the next step of signing in (decision 0075). */
export type SessionStage = 'full' | 'two-factor-code' | 'two-factor-enrolment';

/** The User-Agent kept with a session: enough to name the browser, never unbounded. */
const USER_AGENT_MAX = 300;

export async function startSession(
  db: Executor,
  user: Pick<StaffUser, 'id' | 'storeId'>,
  { stage = 'full', userAgent = null }: { stage?: SessionStage; userAgent?: string | null } = {},
): Promise<{ token: string; session: StaffSession }> {
  await deleteExpiredSessions(db);
  const token = randomSecret();
  const session = await insertSession(db, {
    tokenHash: hashSecret(token),
    userId: user.id,
    storeId: user.storeId,
    expiresAt: new Date(Date.now() + SESSION_IDLE_MS),
    stage,
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
  });
  return { token, session };
}

export type SessionLookup =
  | { status: 'none' }
  | { status: 'other-store' }
  | { status: 'valid'; session: StaffSession; user: StaffUser; extended: boolean };

/** What a session cookie stands for on this store's host. */
export async function resolveSession(db: Executor, token: string | undefined, storeId: string): Promise<SessionLookup> {
  if (!token || token.length > 100) return { status: 'none' };
  const found = await findSessionByHash(db, hashSecret(token));
  const now = Date.now();
  if (!found || found.session.expiresAt.getTime() <= now) return { status: 'none' };
  if (found.session.storeId !== storeId || found.user.storeId !== storeId) return { status: 'other-store' };
  const extend = found.session.expiresAt.getTime() - now < SESSION_IDLE_MS - SLIDE_EVERY_MS;
  if (extend) await extendSession(db, found.session.id, new Date(now + SESSION_IDLE_MS));
  return { status: 'valid', session: found.session, user: found.user, extended: extend };
}
