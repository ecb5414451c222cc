import type { SalesGrouping } from '@giftfront/domain/admin/reports';
import { dayBounds, shiftDay } from '../../lib/zoned-days.ts';

export { dayIn, startOfDayIn } from '../../lib/zoned-days.ts';

/** The first instant after an ISO day on a clock in `timeZone`. */
export const endOfDayIn = (day: string, timeZone: string): Date => dayBounds(day, timeZone).until;

/** The first day of the day's period: itself, the Monday of its week, or the 1st of its month. */
export function periodStart(day: string, groupBy: SalesGrouping): string {
  if (groupBy === 'month') return `${day.slice(0, 7)}-01`;
  if (groupBy === 'day') return day;
  const sinceMonday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return shiftDay(day, -sinceMonday);
}

/** Every period touching [from, to], oldest first, by its first day. */
export function periodsBetween(from: string, to: string, groupBy: SalesGrouping): string[] {
  const periods: string[] = [];
  for (let day = from; day <= to; day = shiftDay(day, 1)) {
    const period = periodStart(day, groupBy);
    if (periods.at(-1) !== period) periods.push(period);
  }
  return periods;
}
