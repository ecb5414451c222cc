import fp from 'fastify-plugin';
import devMailboxRoutes from './dev-mailbox-routes.ts';
import type { MailTransport } from './mail-message.ts';
import { createMailTransport } from './transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** SMTP when SMTP_URL is set, else the mail_outbox table. */
    mail: MailTransport;
  }
}

export default fp(
  async (app) => {
    const transport = createMailTransport(app.config, app.db);
    app.decorate('mail', transport);
    app.addHook('onClose', async () => {
      await transport.close();
    });
    // The mailbox shows live gift card codes: only when asked for, and never in production.
    if (app.config.DEV_MAILBOX && app.config.NODE_ENV !== 'production') await app.register(devMailboxRoutes);
  },
  { name: 'mail', dependencies: ['database'] },
);
