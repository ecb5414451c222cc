import { SALES_KIND_LABELS, type SalesReport } from '@giftfront/domain/admin/reports';
import { csvDocument } from '../../lib/csv.ts';
import { plainDecimal } from './plain-decimal.ts';
import type { Figures, SalesFigures } from './sales.ts';

/**
 * Three tables in one file, each a section whose first field names it, so a spreadsheet filter
 * on the first column picks one: the periods, the products, and money against vouchers.
 */
export function salesCsv(report: Pick<SalesReport, 'currency' | 'groupBy'>, figures: SalesFigures): string {
  const amount = (minor: number) => plainDecimal(minor, report.currency);
  const money = (row: Figures) => [amount(row.gross), amount(row.discounts), amount(row.refunds), amount(row.net)];
  return csvDocument([
    [
      'Section',
      'Period start',
      'Name',
      'Orders or units',
      'Gross',
      'Discounts',
      'Refunds',
      'Net',
      'Fees',
      'Shipping',
      'Tax',
      'Currency',
    ],
    ...figures.periods.map((row) => [
      `Sales by ${report.groupBy}`,
      row.period,
      '',
      String(row.orders),
      ...money(row),
      amount(row.fees),
      amount(row.shipping),
      amount(row.tax),
      report.currency,
    ]),
    [
      'Total',
      '',
      '',
      String(figures.totals.orders),
      ...money(figures.totals),
      amount(figures.totals.fees),
      amount(figures.totals.shipping),
      amount(figures.totals.tax),
      report.currency,
    ],
    ...figures.products.map((row) => [
      'Product',
      '',
      row.name,
      String(row.units),
      ...money(row),
      '',
      '',
      '',
      report.currency,
    ]),
    ...figures.kinds.map((row) => [
      'Kind',
      '',
      SALES_KIND_LABELS[row.kind],
      String(row.units),
      ...money(row),
      '',
      '',
      '',
      report.currency,
    ]),
  ]);
}
