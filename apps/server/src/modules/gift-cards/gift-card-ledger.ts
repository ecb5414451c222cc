/** The ledger's one function lives in modules/ledger (docs/decisions/0060), below gift-cards and stores alike. */
export { appendLedger, changeBalance, type LedgerEntry, type LedgerKind } from '../ledger/card-ledger.ts';
