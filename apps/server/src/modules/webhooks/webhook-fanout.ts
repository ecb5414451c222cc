import type { Database } from '../../db/client.ts';
import type { EventRow } from '../events/index.ts';
import { webhookPayload } from './webhook-payload.ts';
import { storeSlugs } from '../stores/index.ts';
import { enabledEndpointsOf, insertDeliveriesCounted, type NewWebhookDelivery } from './webhook-repository.ts';

/**
 * The webhooks' consumer of the events (pg-boss queue events.webhooks): one delivery per
 * switched-on endpoint that asked for the event's type. The body is fixed here, so every retry
 * sends, and signs, the same bytes. Returns how many deliveries it made.
 */
export async function fanOutEvents(db: Database, events: EventRow[]): Promise<number> {
  const storeIds = [...new Set(events.map((event) => event.storeId))];
  const endpoints = await enabledEndpointsOf(db, storeIds);
  if (endpoints.length === 0) return 0;
  const slugs = await storeSlugs(db, storeIds);
  const rows: NewWebhookDelivery[] = [];
  for (const event of events) {
    const body = JSON.stringify(webhookPayload(event, slugs.get(event.storeId) ?? ''));
    for (const endpoint of endpoints) {
      if (endpoint.storeId !== event.storeId || !endpoint.eventTypes.includes(event.type)) continue;
      rows.push({
        storeId: event.storeId,
        endpointId: endpoint.id,
        eventId: event.id,
        eventType: event.type,
        giftCardId: event.giftCardId,
        cardSequence: event.cardSequence,
        body,
      });
    }
  }
  return insertDeliveriesCounted(db, rows);
}
