/** The gift-cards module's public surface: other modules and the server's top level import only this file. */
export { actorLabel } from './actor-label.ts';
export { default as giftDeliveryAdminRoutes } from './admin/gift-delivery-routes.ts';
export { default as giftCardAdminRoutes } from './admin/routes.ts';
export {
  activateCardStock,
  batchCardFigures,
  issueBatchCards,
  listBatchCards,
  voidUnusedBatchCards,
} from './batch-cards.ts';
export { cardTarget } from './card-audit.ts';
export { default as cardExpiry } from './card-expiry-plugin.ts';
export { freezeOrderCards } from './freeze-order-cards.ts';
export { CODE_ALPHABET } from './gift-card-codes.ts';
export {
  InsufficientBalanceError,
  captureIntentHolds,
  holdGiftCardBalance,
  releaseIntentHolds,
} from './gift-card-holds.ts';
export { changeBalance } from './gift-card-ledger.ts';
export { todayUtc } from './gift-card-lookup.ts';
export {
  buyerMoneyCards,
  findCardBalances,
  findCardRow,
  findCardRowByCode,
  listOrderCards,
  lockCardRow,
  lockOrderCards,
  setRecipientName,
  updateGiftCardDelivery,
} from './gift-card-repository.ts';
export { intentsWithExpiredHolds, lockGiftCards, openHolds } from './hold-repository.ts';
export { default as integratorRoutes } from './integrator/integrator-routes.ts';
export { issueGiftCardsInBatches } from './issue-gift-cards.ts';
export { loadMoney } from './load-money.ts';
export type { IssuedCard } from './issue-gift-cards.ts';
export { default as giftCardLookupRoutes } from './lookup-routes.ts';
export { default as posRoutes } from './pos/pos-routes.ts';
export {
  coveredByBalances,
  planCardTakes,
  returnToPayingCards,
  spentBelow,
  takeBackCardValue,
} from './refund-order-cards.ts';
export type { CardTake, RefundableCard } from './refund-order-cards.ts';
export { endingOf, resolveGiftCardPayments } from './resolve-gift-card-payments.ts';
export { giveStoreCredit } from './store-credit.ts';
export { topupAmountProblem, topupCardProblem } from './topup-rules.ts';
export { upsertImportedCard } from './imported-card-repository.ts';
