import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isLoopbackAddress } from '../../lib/loopback.ts';
import { renderMailboxPage } from './dev-mailbox-page.ts';
import { findOutboxMail, listOutbox } from './outbox-repository.ts';

/** Mail rendered as it is: our own templates, so only inline styles and images are allowed to load. */
const MAIL_CSP = "default-src 'none'; img-src * data:; style-src 'unsafe-inline'";

/**
 * GET /dev/mailbox and /dev/mailbox/:id: the outbox holds live gift card codes, so the pages
 * answer only a request from this machine (the socket's own address; a forwarded header proves
 * nothing), and on a store's host only that store's mail. Registered only with DEV_MAILBOX=true
 * outside production (the mail plugin). Any other request is answered as if the page did not exist.
 */
export default async function devMailboxRoutes(app: FastifyInstance) {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isLoopbackAddress(request.raw.socket.remoteAddress)) return reply.callNotFound();
  });
  app.addHook('preHandler', app.loadStore);

  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    const mails = await listOutbox(app.db, 200, request.store.id);
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderMailboxPage(mails));
  });

  app.get(
    '/dev/mailbox/:id',
    {
      schema: {
        hide: true,
        params: z.object({ id: z.string() }),
        querystring: z.object({ format: z.enum(['html', 'text']).optional() }),
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const { format } = request.query as { format?: 'html' | 'text' };
      const mail = await findOutboxMail(app.db, id, request.store.id);
      if (!mail) return reply.status(404).type('text/plain; charset=utf-8').send('No such mail');
      reply.header('cache-control', 'no-store');
      if (format === 'text')
        return reply
          .type('text/plain; charset=utf-8')
          .send(`To: ${mail.to}\nFrom: ${mail.from}\nSubject: ${mail.subject}\n\n${mail.text}`);
      return reply.header('content-security-policy', MAIL_CSP).type('text/html; charset=utf-8').send(mail.html);
    },
  );
}
