/** A webhook's body is the event's wire shape, which the integrator API's activities share (events/event-payload.ts). */
export { webhookPayload, type WebhookPayload } from '../events/index.ts';
