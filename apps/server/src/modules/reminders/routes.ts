import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { localizer } from '../../lib/i18n/server-i18n.ts';
import { storeBrand } from '../../lib/store-brand.ts';
import type { StoreRecord } from '../stores/index.ts';
import { isUnsubscribeToken } from '../../lib/order-link.ts';
import { findCardOfStore } from './reminder-card-read-model.ts';
import { optOut } from './reminder-repository.ts';
import { renderUnsubscribePage, type UnsubscribePageState } from './unsubscribe-page.ts';

const querySchema = z.object({
  card: z.string().max(100).default(''),
  token: z.string().max(200).default(''),
});

/** The page in the card's language (its order's, as the reminder was), else the store's; the store's name in it (decision 0165). */
function page(
  reply: FastifyReply,
  status: number,
  store: StoreRecord,
  language: string | null,
  state: UnsubscribePageState,
) {
  const loc = localizer(language ?? store.settings.defaultLanguage);
  return reply
    .code(status)
    .headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
    })
    .send(renderUnsubscribePage(state, storeBrand(store.settings, loc.language).name, loc));
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
      const card = await cardOf(request.store.id, request.query);
      if (!card) return page(reply, 403, request.store, null, { kind: 'invalid' });
      const action = `/api/Reminders/Unsubscribe?${new URLSearchParams(request.query).toString()}`;
      return page(reply, 200, request.store, card.language, { kind: 'ask', last4: last4(card.code), action });
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
      const card = await cardOf(request.store.id, request.query);
      if (!card) return page(reply, 403, request.store, null, { kind: 'invalid' });
      await optOut(app.db, request.store.id, card.id);
      return page(reply, 200, request.store, card.language, { kind: 'stopped', last4: last4(card.code) });
    },
  );
};

export default reminderRoutes;
