import type { Config, WalletSettings } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { findGiftCardsByIds, findStoreGiftCard, type GiftCardWithBuyer } from '../gift-card-pages/index.ts';
import { loadMailStore, type MailStore } from './email-brand.ts';

/** What composing mail reads more than once per batch: stores, and the cards of gift emails. */
export interface MailLoaders {
  store(storeId: string): Promise<MailStore | null>;
  /** A card of that store only. */
  giftCard(storeId: string, giftCardId: string): Promise<GiftCardWithBuyer | null>;
  /** The deployment's wallet keys, when it has them: gift emails then carry wallet buttons (issue 30). */
  wallet?: WalletSettings;
}

/**
 * Loaders for a batch of deliveries: each store is read once, and the cards of all the batch's
 * gift emails in one query (a burst of 10,000 due gifts is mostly one store's cards).
 */
export function batchMailLoaders(
  db: Executor,
  config: Pick<Config, 'PUBLIC_URL_TEMPLATE'> & Partial<Pick<Config, 'wallet'>>,
  batch: { kind: string; subjectId: string }[] = [],
): MailLoaders {
  const stores = new Map<string, Promise<MailStore | null>>();
  const giftIds = new Set(batch.filter((d) => d.kind === 'gift').map((d) => d.subjectId));
  let prefetched: Promise<Map<string, GiftCardWithBuyer>> | null = null;
  return {
    ...(config.wallet ? { wallet: config.wallet } : {}),
    store(storeId) {
      let store = stores.get(storeId);
      if (!store) stores.set(storeId, (store = loadMailStore(db, config, storeId)));
      return store;
    },
    async giftCard(storeId, giftCardId) {
      if (!giftIds.has(giftCardId)) return findStoreGiftCard(db, storeId, giftCardId);
      prefetched ??= findGiftCardsByIds(db, [...giftIds]);
      const found = (await prefetched).get(giftCardId);
      return found && found.card.storeId === storeId ? found : null;
    },
  };
}
