import { randomUUID } from 'node:crypto';
import { STAFF_MESSAGES } from '@giftfront/domain/admin/staff';
import type { Executor } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/domain-errors.ts';
import { recordAudit, type AuditContext } from '../audit/index.ts';
import { recordDeliveries } from '../deliveries/index.ts';
import { deleteSessionsOfUser } from './session-repository.ts';
import { findStaffById, type StaffUser } from './staff-repository.ts';
import { disableTotp } from './two-factor-repository.ts';

/**
 * An owner resets another person's two-factor sign-in (decision 0151): their authenticator and
 * recovery codes are removed, every session of theirs ends, and they are mailed. If the store
 * requires two-factor sign-in they set it up again at their next sign-in (decision 0075).
 * Someone of another store is not found; one's own is reset from one's account page instead.
 */
export async function resetStaffTwoFactor(tx: Executor, context: AuditContext, userId: string): Promise<StaffUser> {
  const user = await findStaffById(tx, context.storeId, userId);
  if (!user) throw notFound(STAFF_MESSAGES.notFound);
  if (user.id === context.actor.id) throw conflict(STAFF_MESSAGES.ownTwoFactor);
  if (!user.totpSecret) throw conflict(STAFF_MESSAGES.noTwoFactor);
  await disableTotp(tx, user.id);
  await deleteSessionsOfUser(tx, user.id);
  await recordDeliveries(tx, [
    {
      storeId: context.storeId,
      kind: 'two-factor-reset',
      // One mail per reset: nothing else is its subject.
      subjectId: randomUUID(),
      recipient: user.email,
      payload: { resetBy: context.actor.name },
    },
  ]);
  await recordAudit(tx, context, {
    action: 'staff.two-factor-reset',
    target: { type: 'staff', id: user.id, label: user.email },
    before: { twoFactor: 'on' },
    after: { twoFactor: 'off', sessionsSignedOut: true },
  });
  return { ...user, totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null };
}
