import type { EventType } from '@giftfront/domain/events';
import type { Executor } from '../../db/client.ts';
import { insertEvent, type EventRow } from './event-repository.ts';

/** What a change says about itself; written by the caller inside the change's own transaction. */
export interface NewEvent {
  storeId: string;
  type: EventType;
  giftCardId?: string | null;
  orderId?: string | null;
  /** Facts for consumers: card id and last 4, never a full code; amounts in minor units with their currency. */
  data: Record<string, unknown>;
}

/**
 * The transactional outbox (docs/decisions/0060): `db` must be the transaction that makes the
 * change, so the change and its event commit or roll back together.
 */
export async function recordEvent(db: Executor, event: NewEvent): Promise<EventRow> {
  return insertEvent(db, {
    storeId: event.storeId,
    type: event.type,
    giftCardId: event.giftCardId ?? null,
    orderId: event.orderId ?? null,
    data: event.data,
  });
}
