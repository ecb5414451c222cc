import type { SalesGrouping } from '@giftfront/domain/admin/reports';
import { formatDay } from '@/lib/format-date';
import { storeLocale } from '@/lib/store-locale';

/** Month and day names in the store's locale ('March 2026', 'mars 2026'). */
const dateFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(storeLocale(), { ...options, timeZone: 'UTC' });
const monthName = { format: (date: Date) => dateFormat({ month: 'long', year: 'numeric' }).format(date) };
const shortMonth = { format: (date: Date) => dateFormat({ month: 'short', year: 'numeric' }).format(date) };
const shortDay = { format: (date: Date) => dateFormat({ month: 'short', day: 'numeric' }).format(date) };
const at = (day: string) => new Date(`${day}T00:00:00Z`);

/** A period by its first day, as a table names it: 'Mar 3, 2026', 'Week of Mar 2, 2026', 'March 2026'. */
export function periodLabel(period: string, groupBy: SalesGrouping): string {
  if (groupBy === 'month') return monthName.format(at(period));
  return groupBy === 'week' ? `Week of ${formatDay(period)}` : formatDay(period);
}

/** The same, short enough for a chart's axis: 'Mar 3', 'Mar 2', 'Mar 2026'. */
export const periodTick = (period: string, groupBy: SalesGrouping): string =>
  groupBy === 'month' ? shortMonth.format(at(period)) : shortDay.format(at(period));
