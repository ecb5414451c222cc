import type { RedemptionChannel } from '@giftfront/domain/admin/reports';
import { captureDelta, reserve, type CardHistory } from './card-walk.ts';
import { dayIn, endOfDayIn, startOfDayIn } from './report-days.ts';

/** Minor units; redeemed and reversed are both positive, net = redeemed − reversed. */
export interface RedemptionFigures {
  day: string;
  channel: RedemptionChannel;
  actor: string | null;
  redemptions: number;
  redeemed: number;
  reversed: number;
  net: number;
}

const channelOf = (channel: string | undefined): RedemptionChannel =>
  channel === 'counter' || channel === 'api' ? channel : 'checkout';

/**
 * Money taken from cards in [from, to] (days in `timeZone`, both included), by day, channel and who: checkout
 * captures (what the hold reserved, decision 0021), counter and API redemptions, their reversals.
 */
export function redemptionsByDay(
  cards: readonly CardHistory[],
  from: string,
  to: string,
  timeZone = 'UTC',
): RedemptionFigures[] {
  const start = startOfDayIn(from, timeZone);
  const end = endOfDayIn(to, timeZone);
  const rows = new Map<string, RedemptionFigures>();
  const add = (at: Date, channel: RedemptionChannel, actor: string | null, redeemed: number, reversed: number) => {
    if (at < start || at >= end || (redeemed === 0 && reversed === 0)) return;
    const day = dayIn(at, timeZone);
    const key = JSON.stringify([day, channel, actor]);
    const row = rows.get(key) ?? { day, channel, actor, redemptions: 0, redeemed: 0, reversed: 0, net: 0 };
    if (redeemed > 0) row.redemptions += 1;
    row.redeemed += redeemed;
    row.reversed += reversed;
    row.net = row.redeemed - row.reversed;
    rows.set(key, row);
  };
  for (const card of cards) {
    const reserved = new Map<string, number>();
    for (const entry of card.entries) {
      const actor = entry.actor ?? null;
      if (entry.kind === 'capture') add(entry.createdAt, 'checkout', actor, -captureDelta(reserved, entry), 0);
      if (entry.kind === 'redeem') add(entry.createdAt, channelOf(entry.channel), actor, -entry.amountMinor, 0);
      if (entry.kind === 'reverse') add(entry.createdAt, channelOf(entry.channel), actor, 0, entry.amountMinor);
      reserve(reserved, entry);
    }
  }
  return [...rows.values()].sort(
    (a, b) =>
      a.day.localeCompare(b.day) || a.channel.localeCompare(b.channel) || (a.actor ?? '').localeCompare(b.actor ?? ''),
  );
}
