import { randomUUID } from 'node:crypto';
import { WEBHOOK_MESSAGES } from '@giftfront/domain/admin/webhooks';
import type { Database } from '../../db/client.ts';
import { conflict, invalid, notFound } from '../../lib/domain-errors.ts';
import { randomSecret } from '../../lib/secret-tokens.ts';
import { recordAudit, type AuditContext } from '../audit/index.ts';
import { storeSlugs } from '../stores/index.ts';
import { endpointUrlProblem } from './webhook-policy.ts';
import {
  deleteEndpoint,
  findDelivery,
  findEndpoint,
  insertDeliveries,
  insertEndpoint,
  requeueDelivery,
  updateEndpoint,
  type EndpointRow,
  type WebhookDeliveryRow,
} from './webhook-repository.ts';

/** A rotation keeps the replaced secret signing this long (issue 28). */
export const PREVIOUS_SECRET_HOURS = 24;

const newSecret = () => `whsec_${randomSecret(32)}`;
const target = (row: EndpointRow) => ({ type: 'webhook-endpoint', id: row.id, label: row.url });
const figures = (row: EndpointRow) => ({ url: row.url, events: row.eventTypes, enabled: row.enabled });

export async function createEndpoint(
  db: Database,
  audit: AuditContext,
  body: { url: string; events: string[]; enabled?: boolean },
  allowLocal: boolean,
): Promise<{ row: EndpointRow; secret: string }> {
  const problem = await endpointUrlProblem(body.url, allowLocal);
  if (problem) throw invalid(`body.url: ${problem}`);
  const secret = newSecret();
  const row = await db.transaction(async (tx) => {
    const created = await insertEndpoint(tx, {
      storeId: audit.storeId,
      url: body.url,
      eventTypes: body.events,
      enabled: body.enabled ?? true,
      secret,
    });
    await recordAudit(tx, audit, { action: 'webhook.created', target: target(created), after: figures(created) });
    return created;
  });
  return { row, secret };
}

export async function changeEndpoint(
  db: Database,
  audit: AuditContext,
  id: string,
  change: { events?: string[]; enabled?: boolean },
): Promise<EndpointRow> {
  return db.transaction(async (tx) => {
    const before = await findEndpoint(tx, audit.storeId, id);
    if (!before) throw notFound(WEBHOOK_MESSAGES.notFound);
    const switchedOn = change.enabled === true && !before.enabled;
    const after = await updateEndpoint(tx, audit.storeId, id, {
      ...(change.events ? { eventTypes: change.events } : {}),
      ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
      ...(switchedOn ? { disabledReason: null, failingSince: null } : {}),
    });
    await recordAudit(tx, audit, {
      action: 'webhook.changed',
      target: target(before),
      before: figures(before),
      after: figures(after!),
    });
    return after!;
  });
}

export async function removeEndpoint(db: Database, audit: AuditContext, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await deleteEndpoint(tx, audit.storeId, id);
    if (!removed) throw notFound(WEBHOOK_MESSAGES.notFound);
    await recordAudit(tx, audit, { action: 'webhook.deleted', target: target(removed), before: figures(removed) });
  });
}

/** A new secret, shown once; the replaced one keeps signing for 24 hours so receivers can switch over. */
export async function rotateSecret(
  db: Database,
  audit: AuditContext,
  id: string,
  now: Date = new Date(),
): Promise<{ row: EndpointRow; secret: string }> {
  const secret = newSecret();
  const row = await db.transaction(async (tx) => {
    const before = await findEndpoint(tx, audit.storeId, id);
    if (!before) throw notFound(WEBHOOK_MESSAGES.notFound);
    const expiresAt = new Date(now.getTime() + PREVIOUS_SECRET_HOURS * 3600 * 1000);
    const after = await updateEndpoint(tx, audit.storeId, id, {
      secret,
      previousSecret: before.secret,
      previousSecretExpiresAt: expiresAt,
    });
    await recordAudit(tx, audit, {
      action: 'webhook.secret-rotated',
      target: target(before),
      after: { previousSecretExpiresAt: expiresAt.toISOString() },
    });
    return after!;
  });
  return { row, secret };
}

/** A `webhook.test` delivery to one endpoint, sent like any other (signed, logged, retried). */
export async function sendTestEvent(db: Database, audit: AuditContext, id: string): Promise<WebhookDeliveryRow> {
  return db.transaction(async (tx) => {
    const endpoint = await findEndpoint(tx, audit.storeId, id);
    if (!endpoint) throw notFound(WEBHOOK_MESSAGES.notFound);
    if (!endpoint.enabled) throw conflict(WEBHOOK_MESSAGES.disabled);
    const eventId = randomUUID();
    const slug = (await storeSlugs(tx, [audit.storeId])).get(audit.storeId) ?? '';
    const body = JSON.stringify({
      id: eventId,
      type: 'webhook.test',
      created: Math.floor(Date.now() / 1000),
      store: slug,
      data: { message: 'A test event from the Giftfront dashboard.' },
    });
    const [delivery] = await insertDeliveries(tx, [
      { storeId: audit.storeId, endpointId: endpoint.id, eventId, eventType: 'webhook.test', body },
    ]);
    await recordAudit(tx, audit, { action: 'webhook.test-sent', target: target(endpoint) });
    return delivery!;
  });
}

/** Sends a delivery again now (whatever its outcome so far), with the same body and event id. */
export async function retryDelivery(db: Database, audit: AuditContext, id: string): Promise<WebhookDeliveryRow> {
  return db.transaction(async (tx) => {
    const delivery = await findDelivery(tx, audit.storeId, id);
    if (!delivery) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
    const endpoint = await findEndpoint(tx, audit.storeId, delivery.endpointId);
    if (!endpoint?.enabled) throw conflict(WEBHOOK_MESSAGES.disabled);
    const requeued = await requeueDelivery(tx, audit.storeId, id);
    await recordAudit(tx, audit, {
      action: 'webhook.delivery-retried',
      target: { type: 'webhook-delivery', id, label: `${delivery.eventType} to ${endpoint.url}` },
      before: { status: delivery.status, attempts: delivery.attempts },
    });
    return requeued!;
  });
}
