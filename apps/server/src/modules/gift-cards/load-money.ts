import { expiryAfterLoad } from '@giftfront/domain/expiry-rules';
import { utcToWallTime } from '@giftfront/domain/zoned-time';
import type { Executor } from '../../db/client.ts';
import { storeTimeZone } from '../../lib/store-time-zone.ts';
import { findStoreSettings } from '../stores/index.ts';
import { changeBalance, type LedgerEntry } from './gift-card-ledger.ts';
import { findCardRow, updateCardRow } from './gift-card-repository.ts';

/**
 * Loads money onto a money card whose row the caller has locked (a storefront top-up, an API load,
 * store credit onto one of the buyer's cards): its 'topup' entry through the ledger's one function,
 * and the card's expiry as the store's rule wants it after a load (decision 0162): under the US
 * federal rule at least five years from the load day on the store's clock, in California none.
 * False, writing nothing, when the ledger refuses.
 */
export async function loadMoney(
  tx: Executor,
  storeId: string,
  entry: Omit<LedgerEntry, 'kind'>,
  now: Date = new Date(),
): Promise<boolean> {
  const [card, settings] = await Promise.all([
    findCardRow(tx, storeId, entry.giftCardId),
    findStoreSettings(tx, storeId),
  ]);
  if (!card || !settings) return false;
  const day = utcToWallTime(now, storeTimeZone({ settings })).slice(0, 10);
  const expiresOn = card.kind === 'money' ? expiryAfterLoad(settings.expiryRule, card.expiresOn, day) : card.expiresOn;
  const moved = expiresOn !== card.expiresOn;
  if (moved) await updateCardRow(tx, card.id, { expiresOn });
  const why =
    expiresOn === null
      ? 'Expiry removed: money cards sold in California do not expire'
      : `Expiry moved to ${expiresOn}: under the US federal rule a card expires no sooner than 5 years after it was last loaded`;
  return changeBalance(tx, {
    ...entry,
    kind: 'topup',
    note: moved ? [entry.note, why].filter(Boolean).join('. ') : (entry.note ?? null),
  });
}
