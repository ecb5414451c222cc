import fp from 'fastify-plugin';
import { allowsLocalWebhooks } from './webhook-policy.ts';
import { WebhookDispatcher } from './webhook-dispatcher.ts';
import { fanOutEvents } from './webhook-fanout.ts';
import { createWebhookSender } from './webhook-http.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the webhook deliveries; `wake()` after making one (a test event, a retry). */
    webhooks: WebhookDispatcher;
  }
}

/** Outbound webhooks (docs/webhooks.md): the events' consumer that makes deliveries, and the loop that sends them. */
export default fp(
  async (app) => {
    const sender = createWebhookSender({
      timeoutMs: app.config.WEBHOOK_TIMEOUT_MS,
      allowLocal: allowsLocalWebhooks(app.config),
    });
    const dispatcher = new WebhookDispatcher({ db: app.db, config: app.config, log: app.log, mail: app.mail, sender });
    app.decorate('webhooks', dispatcher);
    app.events.consume('webhooks', async (events) => {
      if ((await fanOutEvents(app.db, events)) > 0) dispatcher.wake();
    });
    if (!app.config.JOBS_ENABLED) return;
    app.addHook('onReady', async () => {
      dispatcher.start();
    });
    app.addHook('onClose', async () => {
      await dispatcher.stop();
      sender.close();
    });
  },
  { name: 'webhooks', dependencies: ['events', 'mail', 'database'] },
);
