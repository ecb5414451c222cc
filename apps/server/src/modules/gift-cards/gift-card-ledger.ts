/** The ledger's one function lives in modules/ledger (docs/decisions/0060), below gift-cards and stores alike. */
export {
  appendLedger,
  appendLedgerMany,
  changeBalance,
  grantBonus,
  removePassedBonuses,
  type CardFacts,
  type LedgerEntry,
  type LedgerKind,
} from '../ledger/index.ts';
