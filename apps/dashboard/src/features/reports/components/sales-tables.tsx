import {
  SALES_KIND_LABELS,
  type SalesGrouping,
  type SalesPeriod,
  type SalesProduct,
  type SalesReport,
} from '@giftfront/domain/admin/reports';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import { amountFromApi, formatAmount } from '@/lib/money';
import { periodLabel } from './period-label';

const moneyOf = (currency: string) => (decimal: number) => formatAmount(amountFromApi(decimal, currency), currency);

/** One row per day, week or month of the range that had orders or refunds. */
export function SalesPeriodsTable({ report }: { report: SalesReport }) {
  const money = moneyOf(report.currency);
  const groupBy: SalesGrouping = report.groupBy;
  const columns: Column<SalesPeriod>[] = [
    { header: 'Period', cell: (row) => periodLabel(row.period, groupBy) },
    { header: 'Orders', cell: (row) => row.orders, align: 'end' },
    { header: 'Gross', cell: (row) => money(row.gross), align: 'end' },
    { header: 'Discounts', cell: (row) => money(row.discounts), align: 'end' },
    { header: 'Fees', cell: (row) => money(row.fees), align: 'end' },
    { header: 'Shipping', cell: (row) => money(row.shipping), align: 'end' },
    { header: 'Tax', cell: (row) => money(row.tax), align: 'end' },
    { header: 'Refunds', cell: (row) => money(row.refunds), align: 'end' },
    { header: 'Net', cell: (row) => money(row.net), align: 'end' },
  ];
  const active = report.periods.filter((row) => row.orders > 0 || row.refunds !== 0);
  return (
    <ResponsiveTable
      caption={`Sales by ${groupBy}`}
      columns={columns}
      rows={active}
      rowKey={(row) => row.period}
      testId="sales-periods"
    />
  );
}

/** Each product's units and money; gift card top-ups are one row. */
export function SalesProductsTable({ report }: { report: SalesReport }) {
  const money = moneyOf(report.currency);
  const columns: Column<SalesProduct>[] = [
    { header: 'Product', cell: (row) => row.name, className: 'break-words' },
    { header: 'Kind', cell: (row) => SALES_KIND_LABELS[row.kind] },
    { header: 'Units', cell: (row) => row.units, align: 'end' },
    { header: 'Gross', cell: (row) => money(row.gross), align: 'end' },
    { header: 'Discounts', cell: (row) => money(row.discounts), align: 'end' },
    { header: 'Refunds', cell: (row) => money(row.refunds), align: 'end' },
    { header: 'Net', cell: (row) => money(row.net), align: 'end' },
  ];
  return (
    <ResponsiveTable
      caption="Sales by product"
      columns={columns}
      rows={report.products}
      rowKey={(row) => row.productId ?? 'top-ups'}
      testId="sales-products"
    />
  );
}

/** The range's totals, then gift card money against vouchers. */
export function SalesTotals({ report }: { report: SalesReport }) {
  const money = moneyOf(report.currency);
  const { totals } = report;
  const figures: [string, string][] = [
    ['Orders', String(totals.orders)],
    ['Gross', money(totals.gross)],
    ['Discounts', money(totals.discounts)],
    ['Refunds', money(totals.refunds)],
    ['Net', money(totals.net)],
    ['Fees', money(totals.fees)],
    ['Shipping', money(totals.shipping)],
    ['Tax', money(totals.tax)],
  ];
  return (
    <div className="mb-6 space-y-3">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="sales-totals">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-zinc-200 bg-white px-4 py-3 shadow-xs">
            <dt className="text-xs font-medium text-zinc-600">{label}</dt>
            <dd className="mt-1 text-lg font-semibold text-zinc-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="grid gap-3 sm:grid-cols-2" data-testid="sales-kinds" aria-label="Gift card money and vouchers">
        {report.kinds.map((kind) => (
          <div key={kind.kind} className="rounded-xl border border-zinc-200 bg-zinc-50 px-4 py-3">
            <dt className="text-sm font-semibold text-zinc-900">{SALES_KIND_LABELS[kind.kind]}</dt>
            <dd className="mt-1 text-sm text-zinc-700 tabular-nums">
              {kind.units} sold · gross {money(kind.gross)} · refunds {money(kind.refunds)} ·{' '}
              <span className="font-semibold text-zinc-900">net {money(kind.net)}</span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
