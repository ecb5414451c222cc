import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { escapeHtml } from '../../lib/html.ts';
import { isUnsubscribeToken } from '../../lib/order-link.ts';
import { findCardOfStore } from './reminder-card-read-model.ts';
import { optOut } from './reminder-repository.ts';

const querySchema = z.object({
  card: z.string().max(100).default(''),
  token: z.string().max(200).default(''),
});

const INVALID = 'This link is not valid. Open it again from the reminder email.';

/** A small page of its own: the unsubscribe link is opened from an email, outside the storefront. */
function page(reply: FastifyReply, status: number, storeName: string, heading: string, body: string) {
  return reply.code(status).headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
  })
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)} - ${escapeHtml(storeName)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#111827;line-height:1.5}button{font:inherit;font-weight:600;padding:.75rem 1.25rem;border-radius:.75rem;border:0;background:#111827;color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}</style>
</head><body><main><h1>${escapeHtml(heading)}</h1>${body}</main></body></html>`);
}

/**
 * Balance reminders' one-click unsubscribe (RFC 8058): the mail client POSTs
 * `List-Unsubscribe=One-Click` to the link in List-Unsubscribe; a person who opens the link gets
 * a page with a button that POSTs the same (a GET alone changes nothing, so link scanners do not
 * unsubscribe anyone).
 */
const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  // The one form body this API takes, in this plugin's scope only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const cardOf = async (storeId: string, query: z.infer<typeof querySchema>) => {
    if (!z.uuid().safeParse(query.card).success || !isUnsubscribeToken(app, query.card, query.token)) return null;
    return findCardOfStore(app.db, storeId, query.card);
  };
  const last4 = (code: string) => code.replace(/[\s-]/g, '').slice(-4);

  app.get(
    '/api/Reminders/Unsubscribe',
    {
      preHandler: app.loadStore,
      schema: { tags: ['reminders'], summary: 'The page of a reminder’s unsubscribe link', querystring: querySchema },
    },
    async (request, reply) => {
      const name = request.store.settings.company.name;
      const card = await cardOf(request.store.id, request.query);
      if (!card) return page(reply, 403, name, 'Link not valid', `<p>${INVALID}</p>`);
      const action = `/api/Reminders/Unsubscribe?${new URLSearchParams(request.query).toString()}`;
      return page(
        reply,
        200,
        name,
        'Stop balance reminders?',
        `<p>${escapeHtml(name)} reminds you when your gift card ending ${escapeHtml(last4(card.code))} is about to expire or has not been used for a while.</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Stop reminders for this card</button></form>`,
      );
    },
  );

  app.post(
    '/api/Reminders/Unsubscribe',
    {
      preHandler: app.loadStore,
      schema: {
        tags: ['reminders'],
        summary: 'One-click unsubscribe from a card’s balance reminders (RFC 8058)',
        querystring: querySchema,
      },
    },
    async (request, reply) => {
      const name = request.store.settings.company.name;
      const card = await cardOf(request.store.id, request.query);
      if (!card) return page(reply, 403, name, 'Link not valid', `<p>${INVALID}</p>`);
      await optOut(app.db, request.store.id, card.id);
      return page(
        reply,
        200,
        name,
        'Reminders stopped',
        `<p>You will get no more balance reminders for the gift card ending ${escapeHtml(last4(card.code))}. The card and its balance are unchanged.</p>`,
      );
    },
  );
};

export default reminderRoutes;
