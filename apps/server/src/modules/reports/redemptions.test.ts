import { describe, expect, it } from 'vitest';
import type { LedgerMove } from './card-walk.ts';
import { redemptionsByDay } from './redemptions.ts';

const move = (kind: string, amountMinor: number, createdAt: string, extra: Partial<LedgerMove> = {}): LedgerMove => ({
  kind,
  amountMinor,
  paymentIntentId: null,
  createdAt: new Date(createdAt),
  ...extra,
});

describe('redemptionsByDay', () => {
  it('groups captures, counter and API redemptions and their reversals by day, channel and who, within the range', () => {
    const entries = [
      move('issue', 10_000, '2026-04-01T08:00:00Z'),
      move('hold', -2_000, '2026-04-01T09:00:00Z', { paymentIntentId: 'a' }),
      move('capture', 0, '2026-04-01T09:01:00Z', { paymentIntentId: 'a' }),
      move('hold', -700, '2026-04-01T10:00:00Z', { paymentIntentId: 'b' }),
      move('release', 700, '2026-04-01T10:30:00Z', { paymentIntentId: 'b' }),
      move('redeem', -1_500, '2026-04-01T11:00:00Z', { channel: 'counter', actor: 'sam@example.com' }),
      move('redeem', -500, '2026-04-01T12:00:00Z', { channel: 'counter', actor: 'sam@example.com' }),
      move('reverse', 500, '2026-04-02T09:00:00Z', { channel: 'counter', actor: 'olive@example.com' }),
      move('redeem', -300, '2026-04-02T10:00:00Z', { channel: 'api', actor: 'API key Till 1' }),
      move('redeem', -900, '2026-04-05T10:00:00Z', { channel: 'api', actor: 'API key Till 1' }),
    ];
    expect(redemptionsByDay([{ expiresAt: null, entries }], '2026-04-01', '2026-04-02')).toEqual([
      { day: '2026-04-01', channel: 'checkout', actor: null, redemptions: 1, redeemed: 2_000, reversed: 0, net: 2_000 },
      {
        day: '2026-04-01',
        channel: 'counter',
        actor: 'sam@example.com',
        redemptions: 2,
        redeemed: 2_000,
        reversed: 0,
        net: 2_000,
      },
      {
        day: '2026-04-02',
        channel: 'api',
        actor: 'API key Till 1',
        redemptions: 1,
        redeemed: 300,
        reversed: 0,
        net: 300,
      },
      {
        day: '2026-04-02',
        channel: 'counter',
        actor: 'olive@example.com',
        redemptions: 0,
        redeemed: 0,
        reversed: 500,
        net: -500,
      },
    ]);
  });

  it('counts a capture that re-takes an expired hold at the amount it takes', () => {
    const entries = [
      move('hold', -400, '2026-04-01T09:00:00Z', { paymentIntentId: 'a' }),
      move('release', 400, '2026-04-01T09:20:00Z', { paymentIntentId: 'a' }),
      move('capture', -400, '2026-04-01T09:40:00Z', { paymentIntentId: 'a' }),
    ];
    expect(redemptionsByDay([{ expiresAt: null, entries }], '2026-04-01', '2026-04-01')).toEqual([
      { day: '2026-04-01', channel: 'checkout', actor: null, redemptions: 1, redeemed: 400, reversed: 0, net: 400 },
    ]);
  });
});
