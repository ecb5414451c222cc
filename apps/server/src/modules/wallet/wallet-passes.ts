import type { AppleWalletSettings, Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { publicBaseUrl } from '../../lib/public-url.ts';
import { storeBrand } from '../../lib/store-brand.ts';
import { loadPdfImage } from '../gift-card-pages/index.ts';
import { cardLocalizer, presentCard } from '../gift-card-pages/index.ts';
import type { GiftCardWithBuyer } from '../gift-card-pages/index.ts';
import { includedItems } from '../gift-card-pages/index.ts';
import type { JobLog } from '../jobs/index.ts';
import type { MediaStorage } from '../media/index.ts';
import type { StoreRecord } from '../stores/index.ts';
import { buildApplePass } from './apple-pass.ts';
import { giftCardClass, giftCardObject, type GoogleCardInput } from './google-wallet.ts';
import type { WalletPassRow } from './wallet-repository.ts';

/** What making and updating passes uses of the app (the routes pass the app, the events' consumer too). */
export interface WalletServices {
  db: Database;
  config: Config;
  media: MediaStorage;
  log: JobLog;
}

export const storeUrlOf = (app: WalletServices, store: StoreRecord) =>
  publicBaseUrl(app.config.PUBLIC_URL_TEMPLATE, store.slug);

/**
 * The card as its pass shows it, in the card's language (issue 29): its order's, else the store's,
 * as its emails and page are; the store's name in it where the merchant gave one (decision 0165).
 */
async function inCardLanguage(store: StoreRecord, found: GiftCardWithBuyer) {
  const loc = cardLocalizer(found, store.settings.defaultLanguage);
  const included = found.card.kind === 'voucher' ? await includedItems(found.productDetails) : [];
  return {
    loc,
    brand: storeBrand(store.settings, loc.language),
    presentation: presentCard(found, included, undefined, loc),
  };
}

/** The store's logo bytes for the pass (its own upload or a data: URL; never a remote fetch). */
async function logoBytes(app: WalletServices, store: StoreRecord): Promise<Buffer | null> {
  const image = await loadPdfImage(storeBrand(store.settings).logo?.src, {
    storeSlug: store.slug,
    read: async (name) => (await app.media.read(store.id, name))?.bytes ?? null,
  });
  if (!image) return null;
  return image.kind === 'raster' ? image.bytes : Buffer.from(image.markup);
}

/** The card's pass as it is now. */
export async function applePassFor(
  app: WalletServices,
  settings: AppleWalletSettings,
  store: StoreRecord,
  found: GiftCardWithBuyer,
  pass: WalletPassRow,
): Promise<Buffer> {
  return buildApplePass({
    settings,
    ...(await inCardLanguage(store, found)),
    storeUrl: storeUrlOf(app, store),
    card: found.card,
    serialNumber: pass.serialNumber,
    authenticationToken: pass.authenticationToken,
    logo: await logoBytes(app, store),
  });
}

/** What Google Wallet is sent for the card: the store's class and the card's object. */
export async function googleBodiesFor(app: WalletServices, store: StoreRecord, found: GiftCardWithBuyer) {
  const google = app.config.wallet.google!;
  const input: GoogleCardInput = {
    storeId: store.id,
    storeUrl: storeUrlOf(app, store),
    ...(await inCardLanguage(store, found)),
    card: found.card,
  };
  return { classBody: giftCardClass(google, store, input), objectBody: giftCardObject(google, input) };
}
