import fp from 'fastify-plugin';
import { utcToWallTime } from '@giftfront/domain/zoned-time';
import { storeTimeZone } from '../../lib/store-time-zone.ts';
import { recordPassedExpiries } from '../ledger/index.ts';
import { removePassedBonuses } from '../ledger/index.ts';
import { listStoreSettings } from '../stores/index.ts';

export const CARD_EXPIRY_TASK = 'gift-card-expiry';

/**
 * Records each card whose expiry date has passed on its store's clock (`gift_card.expired`, so
 * webhooks and the activity stream hear of it): a periodic task, claimed once per interval across
 * instances, and each card claimed once in its own right (ledger/card-expiry.ts).
 */
export async function recordExpiriesForAllStores(db: Parameters<typeof recordPassedExpiries>[0], now = new Date()) {
  let recorded = 0;
  for (const store of await listStoreSettings(db)) {
    const today = utcToWallTime(now, storeTimeZone(store)).slice(0, 10);
    recorded += await recordPassedExpiries(db, store.id, today);
    // A card's bonus credit has its own expiry: only the bonus goes (decision 0145).
    recorded += await removePassedBonuses(db, store.id, today);
  }
  return recorded;
}

export default fp(
  async (app) => {
    app.jobs.every(app.config.JOBS_MAINTENANCE_INTERVAL_SECONDS * 1000, CARD_EXPIRY_TASK, async () => {
      const recorded = await recordExpiriesForAllStores(app.db);
      if (recorded > 0) app.log.info({ recorded }, 'recorded expired gift cards');
    });
  },
  { name: 'card-expiry', dependencies: ['jobs', 'database'] },
);
