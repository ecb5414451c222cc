import { formatMoney, minorUnits } from '@giftfront/domain/money';
import {
  MANAGE_GIFT_LINK_DAYS,
  MANAGE_GIFT_MAX_RESENDS,
  MANAGE_GIFT_MESSAGES as M,
  type ManagedGift,
  type ManageGiftRecipientBody,
  type ManageGiftScheduleBody,
  type ManageGiftState,
  type ManageGiftView,
} from '@giftfront/domain/manage-gift';
import { isValidTimeZone, wallTimeToUtc } from '@giftfront/domain/zoned-time';
import { formatShopperMomentInZone } from '@giftfront/domain/shopper-dates';
import type { Executor } from '../../db/client.ts';
import { conflict, invalid, notFound } from '../../lib/domain-errors.ts';
import { recordAudit, type AuditContext } from '../audit/index.ts';
import { recordDeliveries, recordDeliveryEvent, resendGiftDelivery, updateDelivery } from '../deliveries/index.ts';
import { setRecipientName, updateGiftCardDelivery } from '../gift-cards/index.ts';
import { listManagedGifts, lockManagedGift, type ManagedGiftRow, type ManagedOrder } from './manage-gift-read-model.ts';
import { countResends, insertManageChange } from './manage-gift-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const linkExpiresAt = (order: Pick<ManagedOrder, 'createdAt'>) =>
  new Date(order.createdAt.getTime() + MANAGE_GIFT_LINK_DAYS * DAY_MS);

export const buyerEmailOf = (order: Pick<ManagedOrder, 'customer'>): string | null => {
  const email = (order.customer as { email?: unknown }).email;
  return typeof email === 'string' && email.trim() ? email.trim() : null;
};

const buyerNameOf = (order: ManagedOrder) => {
  const customer = order.customer as { firstName?: string; lastName?: string };
  return [customer.firstName, customer.lastName].filter(Boolean).join(' ');
};

const isBuyersOwn = (row: ManagedGiftRow, buyerEmail: string) =>
  !row.recipientEmail || row.recipientEmail.trim().toLowerCase() === buyerEmail.toLowerCase();

const STATE_OF: Record<string, ManageGiftState> = {
  pending: 'scheduled',
  sending: 'sending',
  sent: 'delivered',
  skipped: 'delivered',
  failed: 'failed',
  bounced: 'bounced',
  cancelled: 'cancelled',
};

const zoneOf = (row: ManagedGiftRow) => (row.timeZone && isValidTimeZone(row.timeZone) ? row.timeZone : 'UTC');

function presentGift(row: ManagedGiftRow, resends: number): ManagedGift {
  const voucher = row.kind === 'voucher';
  const title = row.title?.trim() || (voucher ? 'Voucher' : 'Gift Card');
  return {
    id: row.cardId,
    title,
    amount: voucher ? row.option?.trim() || title : formatMoney(minorUnits(row.initialMinor), row.currency),
    last4: row.code.replace(/[\s-]/g, '').slice(-4),
    recipientName: row.recipientName,
    recipientEmail: row.recipientEmail,
    state: STATE_OF[row.deliveryState ?? 'pending'] ?? 'scheduled',
    scheduledAt: (row.sendAt ?? row.scheduledAt)?.toISOString() ?? null,
    timeZone: zoneOf(row),
    deliveredAt: row.deliveryState === 'sent' ? (row.sentAt?.toISOString() ?? null) : null,
    resendsLeft: Math.max(0, MANAGE_GIFT_MAX_RESENDS - resends),
  };
}

/** What the page shows: the order's emailed gifts to someone else, codes never, last four only. */
export async function manageGiftView(db: Executor, storeId: string, order: ManagedOrder): Promise<ManageGiftView> {
  const buyerEmail = buyerEmailOf(order) ?? '';
  const rows = (await listManagedGifts(db, storeId, order.id)).filter(
    (row) => row.deliveryMethod !== 'Postal' && !isBuyersOwn(row, buyerEmail),
  );
  const resends = await countResends(
    db,
    rows.map((row) => row.cardId),
  );
  return {
    orderReference: order.reference,
    buyerName: buyerNameOf(order),
    linkExpiresAt: linkExpiresAt(order).toISOString(),
    gifts: rows.map((row) => presentGift(row, resends.get(row.cardId) ?? 0)),
  };
}

export interface ManageContext {
  audit: AuditContext;
  order: ManagedOrder;
  buyerEmail: string;
}

const UNDELIVERED = new Set(['pending', 'failed', 'bounced']);

async function lockGift(db: Executor, context: ManageContext, cardId: string): Promise<ManagedGiftRow> {
  const row = await lockManagedGift(db, context.audit.storeId, context.order.id, cardId);
  if (!row || isBuyersOwn(row, context.buyerEmail)) throw notFound(M.giftNotFound);
  if (row.deliveryMethod === 'Postal' || !row.deliveryId) throw conflict(M.postal);
  if (row.deliveryState === 'sending') throw conflict(M.sending);
  if (row.deliveryState === 'cancelled') throw conflict(M.cancelled);
  return row;
}

async function lockUndelivered(db: Executor, context: ManageContext, cardId: string) {
  const row = await lockGift(db, context, cardId);
  if (!UNDELIVERED.has(row.deliveryState ?? '')) throw conflict(M.delivered);
  return row;
}

const target = (context: ManageContext) => ({ type: 'order', id: context.order.id, label: context.order.reference });

/** Records the change, its audit entry and the buyer's confirmation email, in the caller's transaction. */
async function recordChange(
  db: Executor,
  context: ManageContext,
  row: ManagedGiftRow,
  change: {
    action: 'recipient' | 'schedule' | 'send-now' | 'resend';
    audit: 'gift.recipient-corrected' | 'gift.rescheduled' | 'gift.sent-now' | 'gift.resent';
    before: Record<string, unknown>;
    after: Record<string, unknown>;
    detail: Record<string, string>;
  },
) {
  const last4 = row.code.replace(/[\s-]/g, '').slice(-4);
  const changeId = await insertManageChange(db, {
    storeId: context.audit.storeId,
    orderId: context.order.id,
    giftCardId: row.cardId,
    action: change.action,
    detail: { ...change.detail, last4, title: presentGift(row, 0).title },
  });
  await recordAudit(db, context.audit, {
    action: change.audit,
    target: target(context),
    before: { card: `ending ${last4}`, ...change.before },
    after: { card: `ending ${last4}`, ...change.after },
  });
  await recordDeliveries(db, [
    { storeId: context.audit.storeId, kind: 'gift-change', subjectId: changeId, recipient: context.buyerEmail },
  ]);
}

const fresh = { state: 'pending', attempts: 0, lastError: null } as const;
const deliveryFacts = (context: ManageContext, row: ManagedGiftRow, recipient: string) => ({
  id: row.deliveryId!,
  storeId: context.audit.storeId,
  kind: 'gift',
  subjectId: row.cardId,
  recipient,
});

/** Corrects the name and address before delivery; a failed or bounced gift goes again at once. */
export async function correctRecipient(
  db: Executor,
  context: ManageContext,
  cardId: string,
  body: ManageGiftRecipientBody,
): Promise<void> {
  const row = await lockUndelivered(db, context, cardId);
  const sendAt = row.deliveryState === 'pending' ? (row.sendAt ?? new Date()) : new Date();
  await updateDelivery(db, row.deliveryId!, { ...fresh, recipient: body.recipientEmail, sendAt });
  await updateGiftCardDelivery(db, row.cardId, { recipientEmail: body.recipientEmail });
  await setRecipientName(db, row.cardId, body.recipientName);
  if (body.recipientEmail !== row.recipientEmail)
    await recordDeliveryEvent(db, 'delivery.recipient_changed', deliveryFacts(context, row, body.recipientEmail));
  await recordChange(db, context, row, {
    action: 'recipient',
    audit: 'gift.recipient-corrected',
    before: { name: row.recipientName, email: row.recipientEmail },
    after: { name: body.recipientName, email: body.recipientEmail },
    detail: { name: body.recipientName, email: body.recipientEmail },
  });
}

/** Moves the delivery to a date and time on the clock of the recipient's zone. */
export async function rescheduleGift(
  db: Executor,
  context: ManageContext,
  cardId: string,
  body: ManageGiftScheduleBody,
): Promise<void> {
  const sendAt = wallTimeToUtc(`${body.date}T${body.time}`, body.timeZone);
  if (!sendAt) throw invalid(M.notOnCalendar);
  if (sendAt.getTime() <= Date.now()) throw invalid(M.inPast);
  const row = await lockUndelivered(db, context, cardId);
  await updateDelivery(db, row.deliveryId!, { ...fresh, sendAt });
  await updateGiftCardDelivery(db, row.cardId, { scheduledAt: sendAt, timeZone: body.timeZone });
  await recordDeliveryEvent(db, 'delivery.rescheduled', deliveryFacts(context, row, row.recipientEmail ?? ''), {
    scheduledAt: sendAt.toISOString(),
    timeZone: body.timeZone,
  });
  await recordChange(db, context, row, {
    action: 'schedule',
    audit: 'gift.rescheduled',
    before: { scheduledAt: row.sendAt?.toISOString() ?? null, timeZone: row.timeZone },
    after: { scheduledAt: sendAt.toISOString(), timeZone: body.timeZone },
    detail: {
      email: row.recipientEmail ?? '',
      when: formatShopperMomentInZone(sendAt.toISOString(), 'en-US', body.timeZone) ?? '',
      // The confirmation writes the moment in the order's language from these (issue 29).
      at: sendAt.toISOString(),
      ...(body.timeZone ? { timeZone: body.timeZone } : {}),
    },
  });
}

/** Sends a gift still waiting (or failed) now. */
export async function sendGiftNow(db: Executor, context: ManageContext, cardId: string): Promise<void> {
  const row = await lockUndelivered(db, context, cardId);
  const sendAt = new Date();
  await updateDelivery(db, row.deliveryId!, { ...fresh, sendAt });
  await updateGiftCardDelivery(db, row.cardId, { scheduledAt: sendAt });
  await recordDeliveryEvent(db, 'delivery.rescheduled', deliveryFacts(context, row, row.recipientEmail ?? ''), {
    scheduledAt: sendAt.toISOString(),
    timeZone: zoneOf(row),
  });
  await recordChange(db, context, row, {
    action: 'send-now',
    audit: 'gift.sent-now',
    before: { scheduledAt: row.sendAt?.toISOString() ?? null },
    after: { scheduledAt: sendAt.toISOString() },
    detail: { email: row.recipientEmail ?? '' },
  });
}

/** Sends a delivered gift again, to the same or a corrected address, at most MANAGE_GIFT_MAX_RESENDS times. */
export async function resendGift(
  db: Executor,
  context: ManageContext,
  cardId: string,
  recipientEmail: string | undefined,
): Promise<void> {
  const row = await lockGift(db, context, cardId);
  if (UNDELIVERED.has(row.deliveryState ?? '')) throw conflict(M.notDelivered);
  const resends = (await countResends(db, [row.cardId])).get(row.cardId) ?? 0;
  if (resends >= MANAGE_GIFT_MAX_RESENDS) throw conflict(M.tooManyResends);
  const to = recipientEmail ?? row.recipientEmail ?? '';
  if (to !== row.recipientEmail) {
    await updateGiftCardDelivery(db, row.cardId, { recipientEmail: to });
    await recordDeliveryEvent(db, 'delivery.recipient_changed', deliveryFacts(context, row, to));
  }
  await resendGiftDelivery(db, context.audit.storeId, row.cardId, to);
  await recordChange(db, context, row, {
    action: 'resend',
    audit: 'gift.resent',
    before: { email: row.recipientEmail },
    after: { email: to },
    detail: { email: to },
  });
}
