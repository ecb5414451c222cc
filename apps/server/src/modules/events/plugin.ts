import fp from 'fastify-plugin';
import { EventRelay } from './event-relay.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's consumers: `app.events.consume(name, handler)` (docs/decisions/0060). */
    events: EventRelay;
  }
}

export const EVENT_RELAY_TASK = 'events.relay';

/** Relays the events table to pg-boss every poll interval, on whichever instance claims the turn. */
export default fp(
  async (app) => {
    const relay = new EventRelay(app.db, app.jobs);
    app.decorate('events', relay);
    app.jobs.every(app.config.JOBS_POLL_INTERVAL_MS, EVENT_RELAY_TASK, () => relay.relay());
  },
  { name: 'events', dependencies: ['jobs', 'database'] },
);
