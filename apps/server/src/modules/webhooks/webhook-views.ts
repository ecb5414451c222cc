import type { WebhookDelivery, WebhookEndpoint } from '@giftfront/domain/admin/webhooks';
import type { EndpointRow, WebhookDeliveryRow } from './webhook-repository.ts';

/** An endpoint as the dashboard lists it: never its secrets. */
export function endpointView(row: EndpointRow, now: Date = new Date()): WebhookEndpoint {
  const previousLive = row.previousSecretExpiresAt && row.previousSecretExpiresAt > now;
  return {
    id: row.id,
    url: row.url,
    events: row.eventTypes,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    createdAt: row.createdAt.toISOString(),
    previousSecretExpiresAt: previousLive ? row.previousSecretExpiresAt!.toISOString() : null,
  };
}

export function deliveryView(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    type: row.eventType,
    status: row.status as WebhookDelivery['status'],
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    durationMs: row.durationMs,
    response: row.response,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  };
}
