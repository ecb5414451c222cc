import type { Localizer } from '../../lib/i18n/server-i18n.ts';

/** A money card's state as its pass says it once it can no longer be used (the stored statuses are English words). */
const statusText = (status: string, { i18n }: Localizer) =>
  status === 'Expired'
    ? i18n._({ id: 'wallet.status.expired', message: 'Expired' })
    : status === 'Spent' || status === 'Redeemed' || status === 'Used'
      ? i18n._({ id: 'wallet.status.used-up', message: 'Used up' })
      : i18n._({ id: 'wallet.status.inactive', message: 'No longer usable' });

/**
 * The words a wallet pass shows around the card's own data (issue 29), in one language: the
 * fields' labels, the notices Wallet shows when a value changes (`%@` is the new value, Apple's
 * placeholder), and the pass's description for VoiceOver.
 */
export function walletPassTexts(loc: Localizer, data: { title: string; store: string; status: string }) {
  const { i18n } = loc;
  return {
    balance: i18n._({ id: 'wallet.field.balance', message: 'Balance' }),
    giftCard: i18n._({ id: 'wallet.field.gift-card', message: 'Gift card' }),
    voucherFor: i18n._({ id: 'wallet.field.voucher-for', message: 'Voucher for' }),
    product: i18n._({ id: 'wallet.field.product', message: 'Product' }),
    status: i18n._({ id: 'wallet.field.status', message: 'Status' }),
    expires: i18n._({ id: 'wallet.field.expires', message: 'Expires' }),
    cardEnding: i18n._({ id: 'wallet.field.card-ending', message: 'Card ending' }),
    includes: i18n._({ id: 'wallet.field.includes', message: 'Includes' }),
    balanceChanged: i18n._({ id: 'wallet.change.balance', message: 'Your balance is now %@' }),
    expiryChanged: i18n._({ id: 'wallet.change.expiry', message: 'Now expires %@' }),
    description: i18n._({
      id: 'wallet.description',
      message: '{title} from {store}',
      values: { title: data.title, store: data.store },
    }),
    cardStatus: statusText(data.status, loc),
  };
}

export type WalletPassTexts = ReturnType<typeof walletPassTexts>;
