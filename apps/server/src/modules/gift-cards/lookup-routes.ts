import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { giftCardLookupSchema, maskGiftCardCode, parseGiftCardCode } from '@giftfront/domain/gift-card';
import { notFound, tooMany } from '../../lib/domain-errors.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { clientAddressKey } from '../../lib/client-address.ts';
import { retryAfterText } from '../../lib/retry-after.ts';
import { findGiftCardByCode, findGiftCardById } from './gift-card-lookup-read-model.ts';
import { todayUtc, toGiftCardLookup } from './gift-card-lookup.ts';

/** product §8 Balance. The one answer for unknown, malformed and other-store codes alike. */
export const GIFT_CARD_NOT_FOUND = 'Gift card not found or invalid code.';

/**
 * product §7: GET /GiftCard/GetByCode/{code} (balance page) and GET /api/Payment/GetGiftCardByCode/{code}
 * (checkout promo input), one lookup behind one limit; GET /api/Payment/GetGiftCardById/{id}.
 */
const giftCardLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  // Decision 0005: failures only (a lookup takes a point first and gives it back when it finds a
  // card), per client address across every store, both code endpoints on one count.
  const limiter = app.createRateLimiter({
    name: 'gift-card-lookups',
    points: app.config.GIFT_CARD_LOOKUP_LIMIT,
    durationSeconds: app.config.GIFT_CARD_LOOKUP_WINDOW_SECONDS,
  });
  // Balances are private: no shared cache may keep them.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.addHook('preHandler', app.loadActiveStore);

  async function lookupByCode(request: FastifyRequest, reply: FastifyReply, text: string) {
    const address = clientAddressKey(request.ip);
    const attempt = await limiter.consume(address);
    if (!attempt.allowed) {
      reply.header('retry-after', String(attempt.retryAfterSeconds));
      throw tooMany(`Too many gift card lookups. Please try again in ${retryAfterText(attempt.retryAfterSeconds)}.`);
    }
    const code = parseGiftCardCode(text);
    const card = code === null ? null : await findGiftCardByCode(app.db, request.store.id, code);
    if (!card) throw notFound(GIFT_CARD_NOT_FOUND);
    await limiter.reward(address);
    return toGiftCardLookup(card, todayUtc());
  }

  const byCode = {
    tags: ['gift cards'],
    params: z.object({ code: z.string() }),
    response: { 200: giftCardLookupSchema, 403: messageSchema, 404: messageSchema, 429: messageSchema },
  };
  // The hidden wildcard twins catch what the parametric route cannot (codes with a slash or
  // longer than the router's parameter limit), so those get the same 404 as any other bad code.
  const anyTail = { hide: true, params: z.object({ '*': z.string() }) };
  // Request logs would carry the code in the URL: log these routes from warnings up only.
  const quiet = { logLevel: 'warn' as const };

  app.get('/GiftCard/GetByCode/:code', { ...quiet, schema: byCode }, (request, reply) =>
    lookupByCode(request, reply, request.params.code),
  );
  app.get('/GiftCard/GetByCode/*', { ...quiet, schema: anyTail }, (request, reply) =>
    lookupByCode(request, reply, request.params['*']),
  );
  app.get('/api/Payment/GetGiftCardByCode/:code', { ...quiet, schema: byCode }, (request, reply) =>
    lookupByCode(request, reply, request.params.code),
  );
  app.get('/api/Payment/GetGiftCardByCode/*', { ...quiet, schema: anyTail }, (request, reply) =>
    lookupByCode(request, reply, request.params['*']),
  );

  // Reachable by id alone, so the code is masked: product §9, only the last four characters.
  app.get(
    '/api/Payment/GetGiftCardById/:id',
    {
      schema: {
        tags: ['gift cards'],
        params: z.object({ id: z.uuid('id must be a gift card id (uuid)') }),
        response: { 200: giftCardLookupSchema, 400: messageSchema, 403: messageSchema, 404: messageSchema },
      },
    },
    async (request) => {
      const card = await findGiftCardById(app.db, request.store.id, request.params.id);
      if (!card) throw notFound('Gift card not found.');
      return { ...toGiftCardLookup(card, todayUtc()), code: maskGiftCardCode(card.code) };
    },
  );
};

export default giftCardLookupRoutes;
