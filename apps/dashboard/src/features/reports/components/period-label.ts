import type { SalesGrouping } from '@giftfront/domain/admin/reports';
import { formatDay } from '@/lib/format-date';

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const at = (day: string) => new Date(`${day}T00:00:00Z`);

/** A period by its first day, as a table names it: 'Mar 3, 2026', 'Week of Mar 2, 2026', 'March 2026'. */
export function periodLabel(period: string, groupBy: SalesGrouping): string {
  if (groupBy === 'month') return monthName.format(at(period));
  return groupBy === 'week' ? `Week of ${formatDay(period)}` : formatDay(period);
}

/** The same, short enough for a chart's axis: 'Mar 3', 'Mar 2', 'Mar 2026'. */
export const periodTick = (period: string, groupBy: SalesGrouping): string =>
  groupBy === 'month' ? shortMonth.format(at(period)) : shortDay.format(at(period));
