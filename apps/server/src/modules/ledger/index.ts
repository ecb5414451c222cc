/** The ledger module's public surface: other modules and the server's top level import only this file. */
export { recordPassedExpiries } from './card-expiry.ts';
export { appendLedger, appendLedgerMany, changeBalance, grantBonus, removePassedBonuses } from './card-ledger.ts';
export type { LedgerEntry, LedgerKind } from './card-ledger.ts';
export { cardFactColumns } from './ledger-write-repository.ts';
export type { CardFacts } from './ledger-write-repository.ts';
