import { DELIVERY_MESSAGES, type ChangeDeliveryRecipient, type GiftDelivery } from '@giftfront/domain/admin/deliveries';
import { wallTimeToUtc } from '@giftfront/domain/zoned-time';
import type { Executor } from '../../../db/client.ts';
import { conflict, invalid, notFound } from '../../../lib/domain-errors.ts';
import { recordAudit, type AuditContext } from '../../audit/index.ts';
import { recordDeliveries, recordDeliveryEvent, updateDelivery } from '../../deliveries/index.ts';
import { updateGiftCardDelivery } from '../gift-card-repository.ts';
import { lockGiftDelivery, toGiftDelivery, type GiftDeliveryRow } from './gift-delivery-read-model.ts';

/** States a merchant may act on: waiting, or given up (failed, bounced). */
const RETRYABLE = new Set(['pending', 'failed', 'bounced']);

async function lockForChange(
  db: Executor,
  audit: AuditContext,
  id: string,
  allowed: Set<string>,
): Promise<GiftDeliveryRow> {
  const row = await lockGiftDelivery(db, audit.storeId, id);
  if (!row) throw notFound(DELIVERY_MESSAGES.notFound);
  if (row.state === 'sending') throw conflict(DELIVERY_MESSAGES.sending);
  if (!allowed.has(row.state))
    throw conflict(RETRYABLE.has(row.state) ? DELIVERY_MESSAGES.notScheduled : DELIVERY_MESSAGES.finished);
  return row;
}

const targetOf = (row: GiftDeliveryRow) => ({
  type: 'delivery',
  id: row.id,
  label: row.orderReference ?? `card ending ${toGiftDelivery(row).cardLast4}`,
});
const fresh = { state: 'pending', attempts: 0, lastError: null } as const;

export async function sendDeliveryNow(db: Executor, audit: AuditContext, id: string): Promise<GiftDelivery> {
  const row = await lockForChange(db, audit, id, RETRYABLE);
  const sendAt = new Date();
  await updateDelivery(db, id, { ...fresh, sendAt });
  await recordAudit(db, audit, {
    action: 'delivery.sent-now',
    target: targetOf(row),
    before: { state: row.state, scheduledAt: row.sendAt.toISOString() },
  });
  return toGiftDelivery({ ...row, ...fresh, sendAt });
}

export async function rescheduleDelivery(
  db: Executor,
  audit: AuditContext,
  id: string,
  wallTime: string,
  timeZone: string,
): Promise<GiftDelivery> {
  const sendAt = wallTimeToUtc(wallTime, timeZone);
  if (!sendAt) throw invalid('scheduledAt is not a date on the calendar');
  if (sendAt.getTime() <= Date.now()) throw invalid(DELIVERY_MESSAGES.inPast);
  const row = await lockForChange(db, audit, id, RETRYABLE);
  await updateDelivery(db, id, { ...fresh, sendAt });
  await updateGiftCardDelivery(db, row.cardId, { scheduledAt: sendAt, timeZone });
  await recordDeliveryEvent(
    db,
    'delivery.rescheduled',
    { id: row.id, storeId: audit.storeId, kind: 'gift', subjectId: row.cardId, recipient: row.recipient },
    { scheduledAt: sendAt.toISOString(), timeZone },
  );
  await recordAudit(db, audit, {
    action: 'delivery.rescheduled',
    target: targetOf(row),
    before: { scheduledAt: row.sendAt.toISOString(), timeZone: row.timeZone },
    after: { scheduledAt: sendAt.toISOString(), timeZone },
  });
  return toGiftDelivery({ ...row, ...fresh, sendAt, timeZone });
}

/** The card's page link stays the same (it names the card, not the address); only the new address is mailed. */
export async function changeDeliveryRecipient(
  db: Executor,
  audit: AuditContext,
  id: string,
  { email }: ChangeDeliveryRecipient,
): Promise<GiftDelivery> {
  const row = await lockForChange(db, audit, id, RETRYABLE);
  const recipient = email.trim();
  // A failed or bounced one goes again, now; a scheduled one keeps its moment.
  const sendAt = row.state === 'pending' ? row.sendAt : new Date();
  await updateDelivery(db, id, { ...fresh, recipient, sendAt });
  await updateGiftCardDelivery(db, row.cardId, { recipientEmail: recipient });
  await recordAudit(db, audit, {
    action: 'delivery.recipient-changed',
    target: targetOf(row),
    before: { email: row.recipient },
    after: { email: recipient },
  });
  return toGiftDelivery({ ...row, ...fresh, recipient, sendAt });
}

/** The card stays with the buyer, who is emailed it with a word on why. */
export async function cancelDelivery(db: Executor, audit: AuditContext, id: string): Promise<GiftDelivery> {
  const row = await lockForChange(db, audit, id, new Set(['pending']));
  const lastError = `Cancelled by ${audit.actor.name}`;
  await updateDelivery(db, id, { state: 'cancelled', lastError });
  if (row.senderEmail) {
    await recordDeliveries(db, [
      { storeId: audit.storeId, kind: 'gift-cancelled', subjectId: row.cardId, recipient: row.senderEmail },
    ]);
  }
  await recordAudit(db, audit, {
    action: 'delivery.cancelled',
    target: targetOf(row),
    before: { state: 'scheduled', email: row.recipient, scheduledAt: row.sendAt.toISOString() },
  });
  return toGiftDelivery({ ...row, state: 'cancelled', lastError });
}
