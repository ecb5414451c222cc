/** The events module's public surface: other modules and the server's top level import only this file. */
export { webhookPayload } from './event-payload.ts';
export type { WebhookPayload } from './event-payload.ts';
export { findStoreEvent, listCardEvents, listSettledStoreEvents } from './event-repository.ts';
export type { EventRow } from './event-repository.ts';
export { default as eventsPlugin } from './plugin.ts';
export {
  compiledCardEventsWithChange,
  compiledEventsWithChange,
  recordEvent,
  recordEventAfter,
  recordEventAfterValues,
} from './record-event.ts';
export type { NewEvent } from './record-event.ts';
