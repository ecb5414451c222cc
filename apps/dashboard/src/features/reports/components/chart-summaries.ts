import {
  REDEMPTION_CHANNEL_LABELS,
  REDEMPTION_CHANNELS,
  type LiabilityReport,
  type RedemptionReport,
  type SalesReport,
} from '@giftfront/domain/admin/reports';
import { formatDay } from '@/lib/format-date';
import { minorUnits, sumMinor, type MinorUnits } from '@giftfront/domain/money';
import { formatAmount } from '@/lib/money';
import { periodLabel, periodTick } from './period-label';
import type { BarChartProps } from './bar-chart';
import { CHART_COLORS } from './report-chart';

/** A chart's bars (minor units of the currency, as the decoded report holds them) and its caption. */
type Chart = Omit<BarChartProps, 'formatValue'> & { summary: string };
/** Writes a bar's value or a caption's amount: the chart hands back the minor units it was given. */
export const moneyOf = (currency: string) => (minor: number) => formatAmount(minorUnits(minor), currency);
const highest = <T>(rows: readonly T[], value: (row: T) => number) =>
  rows.reduce<T | undefined>((best, row) => (best === undefined || value(row) > value(best) ? row : best), undefined);

/** Gross and net by period; the caption names the totals and the best period. */
export function salesChart(report: SalesReport): Chart {
  const money = moneyOf(report.currency);
  const best = highest(report.periods, (row) => row.net);
  const peak =
    best && best.net > 0 ? ` The highest net was ${money(best.net)}, ${periodLabel(best.period, report.groupBy)}.` : '';
  return {
    title: `Gross and net sales by ${report.groupBy}`,
    labels: report.periods.map((row) => periodTick(row.period, report.groupBy)),
    series: [
      { label: 'Gross', values: report.periods.map((row) => row.gross), color: CHART_COLORS.secondary },
      { label: 'Net', values: report.periods.map((row) => row.net), color: CHART_COLORS.primary },
    ],
    summary: `${report.totals.orders} ${report.totals.orders === 1 ? 'order' : 'orders'} from ${formatDay(report.from)} to ${formatDay(report.to)}: gross ${money(report.totals.gross)}, net ${money(report.totals.net)}.${peak}`,
  };
}

/** The period's movements as bars from opening to closing. */
export function liabilityChart(report: LiabilityReport): Chart {
  const money = moneyOf(report.currency);
  const lines: [string, number][] = [
    ['Opening', report.opening],
    ['Issued', report.issued],
    ['Top-ups', report.topUps],
    ['Redeemed', -report.redeemed],
    ['Expired', -report.expired],
    ['Voided', -report.voided],
    ['Adjusted', report.adjusted],
    ['Closing', report.closing],
  ];
  return {
    title: 'Gift card liability: opening, movements and closing',
    labels: lines.map(([label]) => label),
    // Balances pale, money in indigo, money out rose: the bars read as a walk from opening to closing.
    series: [
      {
        label: 'Amount',
        values: lines.map(([, value]) => value),
        color: lines.map(([, value], i) =>
          i === 0 || i === lines.length - 1
            ? CHART_COLORS.secondary
            : value < 0
              ? CHART_COLORS.negative
              : CHART_COLORS.primary,
        ),
      },
    ],
    summary: `Owed on gift cards: ${money(report.opening)} at the start, ${money(report.closing)} at the end; issued ${money(report.issued)}, top-ups ${money(report.topUps)}, redeemed ${money(report.redeemed)}, expired ${money(report.expired)}, voided ${money(report.voided)}.`,
  };
}

/** Net redeemed per day, stacked by channel. */
export function redemptionsChart(report: RedemptionReport): Chart {
  const money = moneyOf(report.currency);
  const days = [...new Set(report.rows.map((row) => row.day))];
  const netOn = (day: string, channel: string): MinorUnits =>
    sumMinor(report.rows.filter((row) => row.day === day && row.channel === channel).map((row) => row.net));
  const colors = [CHART_COLORS.primary, CHART_COLORS.tertiary, CHART_COLORS.secondary];
  const total = sumMinor(report.rows.map((row) => row.net));
  return {
    title: 'Net redeemed by day and channel',
    labels: days.map((day) => periodTick(day, 'day')),
    stacked: true,
    series: REDEMPTION_CHANNELS.map((channel, i) => ({
      label: REDEMPTION_CHANNEL_LABELS[channel],
      values: days.map((day) => netOn(day, channel)),
      color: colors[i]!,
    })),
    summary: `${money(total)} redeemed net on ${days.length} ${days.length === 1 ? 'day' : 'days'}.`,
  };
}
