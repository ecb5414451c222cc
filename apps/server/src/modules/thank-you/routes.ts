import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { THANK_YOU_MESSAGES, thankYouBodySchema } from '@giftfront/domain/thank-you';
import { recordDeliveries } from '../deliveries/index.ts';
import { findStoreGiftCard } from '../gift-card-pages/index.ts';
import { canThankBuyer, cardNotFoundPage, previewPageFor, privatePage } from '../gift-card-pages/index.ts';
import { insertThankYou } from '../gift-card-pages/index.ts';

const params = z.object({ giftCardId: z.string() });

/** The buyer's address: the one the card was sent with, else the order's. */
const buyerEmailOf = (found: NonNullable<Awaited<ReturnType<typeof findStoreGiftCard>>>) =>
  (found.card.senderEmail ?? found.buyer?.email ?? '').trim();

/**
 * POST /GiftCard/Preview/{id}/thank-you (issue 30): the recipient's page's form, without scripts.
 * Once per card (the thank-you's primary key, and the delivery's unique subject and kind); the
 * email names the recipient by name only, never by address. A refusal shows the page again, 4xx.
 */
export default async function thankYouRoutes(app: FastifyInstance) {
  // The page's form posts urlencoded; only this plugin's routes take that.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/GiftCard/Preview/:giftCardId/thank-you',
    {
      preHandler: app.loadStore,
      schema: { params, tags: ['Gift card pages'], summary: "Send the buyer the recipient's thank-you (HTML form)" },
    },
    async (request, reply) => {
      const { giftCardId } = request.params as z.infer<typeof params>;
      const found = await findStoreGiftCard(app.db, request.store.id, giftCardId);
      if (!found) return privatePage(reply, 404, cardNotFoundPage(request.store));
      if (!canThankBuyer(found)) return privatePage(reply, 409, await previewPageFor(app, request.store, found));
      const typed = (request.body as { message?: unknown } | undefined)?.message;
      const parsed = thankYouBodySchema.safeParse({ message: typeof typed === 'string' ? typed : '' });
      if (!parsed.success) {
        const error = parsed.error.issues[0]?.message ?? THANK_YOU_MESSAGES.empty;
        const message = typeof typed === 'string' ? typed : '';
        return privatePage(reply, 400, await previewPageFor(app, request.store, found, { message, error }));
      }
      const sent = await app.db.transaction(async (tx) => {
        const first = await insertThankYou(tx, {
          storeId: request.store.id,
          giftCardId: found.card.id,
          message: parsed.data.message,
        });
        if (first)
          await recordDeliveries(tx, [
            { storeId: request.store.id, kind: 'thank-you', subjectId: found.card.id, recipient: buyerEmailOf(found) },
          ]);
        return first;
      });
      if (!sent) return privatePage(reply, 409, await previewPageFor(app, request.store, found));
      return reply
        .headers({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' })
        .redirect(`/GiftCard/Preview/${found.card.id}?thanked=1#thank-you`, 303);
    },
  );
}
