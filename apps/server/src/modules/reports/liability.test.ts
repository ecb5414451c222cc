import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CardHistory, LedgerMove } from './card-walk.ts';
import { liability } from './liability.ts';

const DAY = 86_400_000;
const EPOCH = Date.UTC(2026, 0, 1);
const dayOf = (offset: number) => new Date(EPOCH + offset * DAY).toISOString().slice(0, 10);

/** What happens to a card, in order: the generator's steps become ledger entries with their amounts' signs. */
const step = fc.oneof(
  fc.record({ kind: fc.constant('topup'), amount: fc.integer({ min: 1, max: 50_000 }) }),
  fc.record({ kind: fc.constant('redeem'), amount: fc.integer({ min: 1, max: 50_000 }) }),
  fc.record({ kind: fc.constant('reverse'), amount: fc.integer({ min: 1, max: 50_000 }) }),
  fc.record({ kind: fc.constant('adjust'), amount: fc.integer({ min: -50_000, max: 50_000 }) }),
  fc.record({
    kind: fc.constant('checkout'),
    amount: fc.integer({ min: 1, max: 50_000 }),
    outcome: fc.constantFrom('capture', 'release', 'open', 'retake'),
  }),
  fc.record({ kind: fc.constantFrom('void', 'reactivate'), amount: fc.constant(0) }),
);

type Step = { kind: string; amount: number; outcome?: string };

function entriesOf(issued: number, steps: Step[], gaps: number[]): LedgerMove[] {
  let at = EPOCH;
  let intents = 0;
  const entries: LedgerMove[] = [];
  const push = (kind: string, amountMinor: number, paymentIntentId: string | null = null) => {
    // A gap of 0 puts two entries at the same instant, as one transaction does.
    at += (gaps[entries.length % gaps.length] ?? 0) * 3_600_000;
    entries.push({ kind, amountMinor, paymentIntentId, createdAt: new Date(at) });
  };
  push('issue', issued);
  for (const { kind, amount, outcome } of steps) {
    if (kind === 'redeem') push('redeem', -amount);
    else if (kind !== 'checkout') push(kind, amount);
    else {
      const intent = `intent-${(intents += 1)}`;
      push('hold', -amount, intent);
      if (outcome === 'capture') push('capture', 0, intent);
      if (outcome === 'release') push('release', amount, intent);
      if (outcome === 'retake') {
        push('release', amount, intent);
        push('capture', -amount, intent);
      }
    }
  }
  return entries;
}

const card = fc
  .record({
    issued: fc.integer({ min: 100, max: 100_000 }),
    steps: fc.array(step, { maxLength: 12 }),
    gaps: fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 6 }),
    expiresInDays: fc.option(fc.integer({ min: 0, max: 20 })),
  })
  .map(({ issued, steps, gaps, expiresInDays }): CardHistory => ({
    entries: entriesOf(issued, steps, gaps),
    expiresAt: expiresInDays === null ? null : new Date(EPOCH + (expiresInDays + 1) * DAY),
  }));

const range = fc
  .tuple(fc.integer({ min: -2, max: 25 }), fc.integer({ min: 0, max: 25 }))
  .map(([start, length]) => ({ from: dayOf(start), to: dayOf(start + length) }));

describe('liability', () => {
  it('opening + issued + top-ups − redeemed − expired − voided ± adjustments = closing, over any history and range', () => {
    fc.assert(
      fc.property(fc.array(card, { maxLength: 8 }), range, (cards, { from, to }) => {
        const report = liability(cards, from, to);
        const { opening, issued, topUps, redeemed, expired, voided, adjusted, closing } = report;
        expect(opening + issued + topUps - redeemed - expired - voided + adjusted).toBe(closing);
        expect(report.balances).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('chains: one range’s closing is the next day’s opening', () => {
    fc.assert(
      fc.property(fc.array(card, { maxLength: 6 }), fc.integer({ min: 0, max: 20 }), (cards, day) => {
        expect(liability(cards, dayOf(day + 1), dayOf(day + 3)).opening).toBe(
          liability(cards, dayOf(0), dayOf(day)).closing,
        );
      }),
    );
  });

  it('counts a captured hold as redeemed, an open hold as still owed, and a released one as nothing', () => {
    const at = (hours: number) => new Date(EPOCH + hours * 3_600_000);
    const entries: LedgerMove[] = [
      { kind: 'issue', amountMinor: 10_000, paymentIntentId: null, createdAt: at(1) },
      { kind: 'hold', amountMinor: -3_000, paymentIntentId: 'a', createdAt: at(2) },
      { kind: 'capture', amountMinor: 0, paymentIntentId: 'a', createdAt: at(2) },
      { kind: 'hold', amountMinor: -1_000, paymentIntentId: 'b', createdAt: at(3) },
      { kind: 'release', amountMinor: 1_000, paymentIntentId: 'b', createdAt: at(4) },
      { kind: 'hold', amountMinor: -500, paymentIntentId: 'c', createdAt: at(5) },
      { kind: 'redeem', amountMinor: -2_000, paymentIntentId: null, createdAt: at(6) },
      { kind: 'reverse', amountMinor: 2_000, paymentIntentId: null, createdAt: at(7) },
      { kind: 'adjust', amountMinor: -250, paymentIntentId: null, createdAt: at(8) },
    ];
    const expiring: CardHistory = {
      expiresAt: new Date(EPOCH + 2 * DAY),
      entries: [{ kind: 'import', amountMinor: 4_000, paymentIntentId: null, createdAt: at(1) }],
    };
    const voided: CardHistory = {
      expiresAt: null,
      entries: [
        { kind: 'topup', amountMinor: 700, paymentIntentId: null, createdAt: at(1) },
        { kind: 'void', amountMinor: 0, paymentIntentId: null, createdAt: at(9) },
      ],
    };
    expect(liability([{ expiresAt: null, entries }, expiring, voided], dayOf(0), dayOf(2))).toEqual({
      opening: 0,
      issued: 14_000,
      topUps: 700,
      redeemed: 3_000,
      expired: 4_000,
      voided: 700,
      adjusted: -250,
      closing: 6_750,
      balances: true,
    });
  });
});
