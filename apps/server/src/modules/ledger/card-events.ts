import type { GiftCardEventType } from '@giftfront/domain/events';
import type { LedgerKind } from '@giftfront/domain/gift-card-status';

/**
 * The event each ledger entry writes (issue 28). A checkout's hold takes the money off the card, so
 * to anyone following balances it is a redemption and its release a reversal; the capture that
 * follows a hold moves nothing and has its own type.
 */
export const CARD_EVENT_OF_LEDGER_KIND: Record<LedgerKind, GiftCardEventType> = {
  issue: 'gift_card.issued',
  import: 'gift_card.issued',
  hold: 'gift_card.redeemed',
  capture: 'gift_card.captured',
  release: 'gift_card.redemption_reversed',
  topup: 'gift_card.loaded',
  adjust: 'gift_card.adjusted',
  refund: 'gift_card.refunded',
  redeem: 'gift_card.redeemed',
  reverse: 'gift_card.redemption_reversed',
  void: 'gift_card.voided',
  reactivate: 'gift_card.reactivated',
  use: 'gift_card.used',
  bonus: 'gift_card.loaded',
  bonus_expire: 'gift_card.expired',
};
