import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicBonusRulesSchema } from '@giftfront/domain/admin/bonus-rules';
import { minorUnits, toMajor } from '@giftfront/domain/money';
import { utcToWallTime } from '@giftfront/domain/zoned-time';
import { storeTimeZone } from '../../lib/store-time-zone.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { liveBonusRules } from './bonus-rule-repository.ts';

/**
 * GET /api/Promotions/BonusRules: the bonus credit rules live on the store's day, so the cart and
 * the checkout show the bonus the order will get (`bestBonus`, the rule fulfilment applies).
 */
const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/Promotions/BonusRules',
    {
      preHandler: app.loadActiveStore,
      schema: {
        tags: ['payment'],
        summary: 'Bonus credit rules live today',
        response: { 200: publicBonusRulesSchema, 403: messageSchema, 404: messageSchema },
      },
    },
    async (request) => {
      const currency = request.store.settings.currencyCode;
      const today = utcToWallTime(new Date(), storeTimeZone(request.store)).slice(0, 10);
      const rows = await liveBonusRules(app.db, request.store.id, today);
      return {
        currency,
        bonusRules: rows.map((row) => ({
          id: row.id,
          name: row.name,
          minimumOrder: toMajor(minorUnits(row.minimumMinor), currency),
          bonusType: row.bonusType as 'amount' | 'percent',
          amount: row.bonusType === 'percent' ? row.bonusValue : toMajor(minorUnits(row.bonusValue), currency),
          startsOn: row.startsOn,
          endsOn: row.endsOn,
          validMonths: row.validMonths,
        })),
      };
    },
  );
};

export default promotionRoutes;
