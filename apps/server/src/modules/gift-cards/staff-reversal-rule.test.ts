import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/access.ts';
import { refuseStaffReversal } from './staff-reversal-rule.ts';

const staff: Actor = { kind: 'staff', id: 's1', name: 'Sam', role: 'staff', storeId: 'x' };
const owner: Actor = { ...staff, id: 'o1', role: 'owner' };

describe('refuseStaffReversal', () => {
  it("reads 'today' in the store's time zone, not UTC", () => {
    // 23:30 UTC on 1 March is already 2 March in Auckland; 00:30 UTC on 2 March is the same Auckland day.
    const made = { staffUserId: 's1', createdAt: new Date('2026-03-01T23:30:00Z') };
    const now = new Date('2026-03-02T00:30:00Z');
    expect(() => refuseStaffReversal(staff, 'Pacific/Auckland', now)(made)).not.toThrow();
    expect(() => refuseStaffReversal(staff, 'UTC', now)(made)).toThrow(/only your own redemptions made today/);
  });

  it("refuses someone else's and a key's redemption to staff, never to an owner", () => {
    const now = new Date('2026-03-02T12:00:00Z');
    const theirs = { staffUserId: 'other', createdAt: now };
    const byKey = { staffUserId: null, createdAt: now };
    expect(() => refuseStaffReversal(staff, 'UTC', now)(theirs)).toThrow();
    expect(() => refuseStaffReversal(staff, 'UTC', now)(byKey)).toThrow();
    expect(() => refuseStaffReversal(owner, 'UTC', now)(theirs)).not.toThrow();
    expect(() => refuseStaffReversal(owner, 'UTC', new Date('2027-01-01T00:00:00Z'))(byKey)).not.toThrow();
  });
});
