import type { EventRow } from '../events/index.ts';
import { findGiftCardsByIds } from '../gift-card-pages/index.ts';
import { findStoreById } from '../stores/index.ts';
import type { PassPusher } from './apns.ts';
import type { GoogleWalletApi } from './google-wallet.ts';
import { googleBodiesFor, type WalletServices } from './wallet-passes.ts';
import { forgetPushTokens, touchPasses } from './wallet-repository.ts';

/**
 * The card events that change what a pass shows: its balance, its status, its expiry. Every
 * gift_card.* event but the first (`issued`: nobody holds a pass yet) changes one of them.
 */
export const changesPass = (event: EventRow): boolean =>
  event.type.startsWith('gift_card.') && event.type !== 'gift_card.issued' && Boolean(event.giftCardId);

export interface WalletUpdaters {
  apple: PassPusher | null;
  google: GoogleWalletApi | null;
}

/**
 * The events' `wallet` consumer (issue 30): a batch's changed cards are marked changed (the web
 * service then serves their new pass to devices that ask), each device holding one is pushed once,
 * and Google Wallet's objects are rewritten. Seen twice (at least once), an event pushes again,
 * which only makes a device ask for a pass that did not change.
 */
export async function updateWalletPasses(app: WalletServices, updaters: WalletUpdaters, events: EventRow[]) {
  const cardIds = [...new Set(events.filter(changesPass).map((event) => event.giftCardId!))];
  if (cardIds.length === 0) return;
  if (updaters.apple) {
    const { pushTokens } = await touchPasses(app.db, cardIds);
    const results = await updaters.apple.push(pushTokens);
    // 410: the device no longer has the pass (Wallet missed unregistering); stop pushing to it.
    await forgetPushTokens(
      app.db,
      results.filter((result) => result.status === 410).map((result) => result.pushToken),
    );
    const refused = results.filter((result) => result.status !== 200 && result.status !== 410);
    if (refused.length > 0)
      app.log.warn({ statuses: refused.map((result) => result.status) }, 'APNs refused some pass updates');
  }
  if (updaters.google) {
    const cards = await findGiftCardsByIds(app.db, cardIds);
    for (const found of cards.values()) {
      const store = await findStoreById(app.db, found.card.storeId);
      if (!store) continue;
      const { objectBody } = await googleBodiesFor(app, store, found);
      await updaters.google.update(objectBody);
    }
  }
}
