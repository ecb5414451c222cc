import { SALES_KIND_LABELS, type SalesGrouping, type SalesReport } from '@giftfront/domain/admin/reports';
import { changePercent } from '@giftfront/domain/report-presets';
import { ResponsiveTable, type Column } from '@/components/responsive-table';
import type { MinorUnits } from '@giftfront/domain/money';
import { formatAmount } from '@/lib/money';
import { storeLocale } from '@/lib/store-locale';
import { periodLabel } from './period-label';

/** The report's figures are minor units (its query decodes them). */
const moneyOf = (currency: string) => (minor: MinorUnits) => formatAmount(minor, currency);

/** One row per day, week or month of the range that had orders or refunds. */
export function SalesPeriodsTable({ report }: { report: SalesReport }) {
  const money = moneyOf(report.currency);
  const groupBy: SalesGrouping = report.groupBy;
  const columns: Column<SalesReport['periods'][number]>[] = [
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
  const columns: Column<SalesReport['products'][number]>[] = [
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

type TotalsKey = keyof SalesReport['totals'];
const TOTALS: [string, TotalsKey][] = [
  ['Orders', 'orders'],
  ['Gross', 'gross'],
  ['Discounts', 'discounts'],
  ['Refunds', 'refunds'],
  ['Net', 'net'],
  ['Fees', 'fees'],
  ['Shipping', 'shipping'],
  ['Tax', 'tax'],
];

/** A change in the store's locale ('+26.5%', '+26,5 %'). */
const percentFormat = {
  format: (ratio: number) =>
    new Intl.NumberFormat(storeLocale(), {
      style: 'percent',
      maximumFractionDigits: 1,
      minimumFractionDigits: 1,
      signDisplay: 'exceptZero',
    }).format(ratio),
};

/** "a year earlier $980.00, +26.5 %", or that there were no sales then (issue 25). */
export function yearEarlierText<T extends number>(
  now: T,
  before: T,
  hadSales: boolean,
  format: (n: T) => string,
): string {
  if (!hadSales) return 'no sales a year earlier';
  const change = changePercent(now, before);
  if (change === null) return `a year earlier ${format(before)}`;
  return `a year earlier ${format(before)}, ${percentFormat.format(change / 100).replace(/(\d)%/, '$1 %')}`;
}

/** A total as shown, and the same days a year earlier: the order count as a count, the rest as money. */
function totalTexts({ totals, yearEarlier, currency }: SalesReport, key: TotalsKey): [string, string] {
  if (key === 'orders')
    return [
      String(totals.orders),
      yearEarlierText(totals.orders, yearEarlier.totals.orders, yearEarlier.hadSales, String),
    ];
  const money = moneyOf(currency);
  return [money(totals[key]), yearEarlierText(totals[key], yearEarlier.totals[key], yearEarlier.hadSales, money)];
}

/** The range's totals, each beside the same days a year earlier, then gift card money against vouchers. */
export function SalesTotals({ report }: { report: SalesReport }) {
  const money = moneyOf(report.currency);
  const { yearEarlier } = report;
  return (
    <div className="mb-6 space-y-3">
      <p className="text-sm text-zinc-600" data-testid="sales-year-earlier-range">
        Compared with {periodLabel(yearEarlier.from, 'day')} – {periodLabel(yearEarlier.to, 'day')}, the same days a
        year earlier.
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="sales-totals">
        {TOTALS.map(([label, key]) => {
          const [now, before] = totalTexts(report, key);
          return (
            <div key={label} className="rounded-xl border border-zinc-200 bg-white px-4 py-3 shadow-xs">
              <dt className="text-xs font-medium text-zinc-600">{label}</dt>
              <dd className="mt-1 text-lg font-semibold text-zinc-900 tabular-nums">{now}</dd>
              <dd className="mt-0.5 text-xs text-zinc-600 tabular-nums" data-testid={`year-earlier-${key}`}>
                {before}
              </dd>
            </div>
          );
        })}
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
      <p className="text-sm text-zinc-700 tabular-nums" data-testid="sales-bonus-credit">
        <span className="font-semibold text-zinc-900">Bonus credit</span> (not part of sales): granted{' '}
        {money(report.bonusCredit.granted)} · used {money(report.bonusCredit.used)} · expired{' '}
        {money(report.bonusCredit.expired)}
      </p>
      {report.refundsAsStoreCredit > 0 && (
        <p className="text-sm text-zinc-700 tabular-nums" data-testid="sales-store-credit">
          Of the refunds, {money(report.refundsAsStoreCredit)} was given as store credit on gift cards.
        </p>
      )}
    </div>
  );
}
