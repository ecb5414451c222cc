import { REDEMPTION_CHANNEL_LABELS, type RedemptionReport } from '@giftfront/domain/admin/reports';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { formatDay } from '@/lib/format-date';
import type { MinorUnits } from '@giftfront/domain/money';
import { formatAmount } from '@/lib/money';

/** One row per day, channel and staff member or key. */
export function RedemptionsTable({ report }: { report: RedemptionReport }) {
  const money = (minor: MinorUnits) => formatAmount(minor, report.currency);
  const columns: Column<RedemptionReport['rows'][number]>[] = [
    { header: 'Date', cell: (row) => formatDay(row.day) },
    { header: 'Channel', cell: (row) => REDEMPTION_CHANNEL_LABELS[row.channel] },
    { header: 'Staff member or key', cell: (row) => row.actor ?? 'Shopper', className: 'break-all' },
    { header: 'Redemptions', cell: (row) => row.redemptions, align: 'end' },
    { header: 'Redeemed', cell: (row) => money(row.redeemed), align: 'end' },
    { header: 'Reversed', cell: (row) => money(row.reversed), align: 'end' },
    { header: 'Net', cell: (row) => money(row.net), align: 'end' },
  ];
  return (
    <ResponsiveTable
      caption="Redemptions by day, channel and staff member or key"
      columns={columns}
      rows={report.rows}
      rowKey={(row) => `${row.day}|${row.channel}|${row.actor ?? ''}`}
      testId="redemptions-report"
    />
  );
}
