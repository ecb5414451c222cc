import { cardWalk, outstandingAt, partOfHistories, type CardHistory } from './card-walk.ts';
import { endOfDayIn, startOfDayIn } from './report-days.ts';

/** Minor units; opening + issued + topUps − redeemed − expired − voided + adjusted = closing. */
export interface LiabilityFigures {
  opening: number;
  issued: number;
  topUps: number;
  redeemed: number;
  expired: number;
  voided: number;
  adjusted: number;
  closing: number;
  balances: boolean;
}

/** The whole liability, and its paid and promotional parts apart (bonus credit, decision 0145). */
export interface LiabilityWithParts extends LiabilityFigures {
  paid: LiabilityFigures;
  promotional: LiabilityFigures;
}

export type FlowFigures = Omit<LiabilityFigures, 'opening' | 'closing' | 'balances'>;

const DAY = 86_400_000;
/** The first instant of an ISO day (UTC): a card's expiry day is a UTC day (decision 0005). */
export const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
/** The first instant after an ISO day (UTC). */
export const endOfDay = (day: string) => new Date(startOfDay(day).getTime() + DAY);

/**
 * The store's outstanding balance at the end of `day` on its clock: what its money cards still
 * owe, holds included, voided and expired cards not (decision 0041). The liability's closing
 * balance for a period ending that day, and the dashboard home's figure for today.
 */
export function outstandingBalance(cards: readonly CardHistory[], day: string, timeZone = 'UTC'): number {
  const end = endOfDayIn(day, timeZone);
  return cards.reduce((sum, card) => sum + outstandingAt(card, end), 0);
}

/**
 * The liability of a store's money cards over [from, to] (days on a clock in `timeZone`, both
 * included), from the ledger.
 * Opening and closing are read directly from each card's state at the two instants; the period's
 * flows come from walking the entries. `balances` checks that the two agree (docs/decisions/0021).
 */
export function liability(cards: readonly CardHistory[], from: string, to: string, timeZone = 'UTC'): LiabilityFigures {
  const start = startOfDayIn(from, timeZone);
  const end = endOfDayIn(to, timeZone);
  const flows: FlowFigures = { issued: 0, topUps: 0, redeemed: 0, expired: 0, voided: 0, adjusted: 0 };
  let opening = 0;
  const closing = outstandingBalance(cards, to, timeZone);
  for (const card of cards) {
    opening += outstandingAt(card, start);
    cardWalk(card, start, end, flows);
  }
  const computed =
    opening + flows.issued + flows.topUps - flows.redeemed - flows.expired - flows.voided + flows.adjusted;
  return { opening, ...flows, closing, balances: computed === closing };
}

/**
 * The liability with its paid money and its bonus credit apart: promotional credit is not money
 * the store owes in most places (issue 31), so the owner sees both.
 */
export function liabilityWithParts(
  cards: readonly CardHistory[],
  from: string,
  to: string,
  timeZone = 'UTC',
): LiabilityWithParts {
  return {
    ...liability(cards, from, to, timeZone),
    paid: liability(partOfHistories(cards, 'paid'), from, to, timeZone),
    promotional: liability(partOfHistories(cards, 'promotional'), from, to, timeZone),
  };
}
