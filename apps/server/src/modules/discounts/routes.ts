import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { discountCodeCodec, discountCodeSchema } from '@giftfront/domain/discount';
import { notFound } from '../../lib/domain-errors.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { findDiscountCodes, toDiscountCode } from './discount-repository.ts';
import { liveReservations } from './reservation-repository.ts';

/** product §7 GET /api/Payment/GetActiveDiscountCode/{code}: case-insensitive, the host's store only. */
const discountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/Payment/GetActiveDiscountCode/:code',
    {
      preHandler: app.loadActiveStore,
      schema: {
        tags: ['payment'],
        params: z.object({
          code: z
            .string()
            .trim()
            .min(1, 'code is required')
            .max(64, 'code is too long')
            .refine((code) => !code.includes('\u0000'), 'code must not contain NUL characters'),
        }),
        response: { 200: discountCodeSchema, 400: messageSchema, 403: messageSchema, 404: messageSchema },
      },
    },
    async (request) => {
      const [row] = await findDiscountCodes(app.db, request.store.id, [request.params.code]);
      // product §8: the promo input shows this text for an unknown code.
      if (!row) throw notFound('Invalid promo code or gift card');
      const now = new Date();
      // A code whose last uses other checkouts hold is not offered as Active: paying would be refused.
      const reserved = row.usageLimit === null ? 0 : await liveReservations(app.db, row.id, now);
      return z.encode(discountCodeCodec(request.store.settings.currencyCode), toDiscountCode(row, now, reserved));
    },
  );
};

export default discountRoutes;
