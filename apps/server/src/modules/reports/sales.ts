import type { SalesGrouping, SalesKind } from '@giftfront/domain/admin/reports';
import { allocate } from './allocate.ts';
import { dayIn, periodsBetween, periodStart } from './report-days.ts';

export interface SaleLine {
  id: string;
  /** A card sold at the counter (paid at the till): counted under one 'Sold at the counter' row. */
  counter?: boolean;
  productId: string;
  productName: string;
  productType: string;
  quantity: number;
  lineTotalMinor: number;
}

/** An order placed in the range (a top-up has no lines: its subtotal is the amount added). */
export interface SaleOrder {
  createdAt: Date;
  subtotalMinor: number;
  discountMinor: number;
  feesMinor: number;
  shippingMinor: number;
  taxMinor: number;
  lines: SaleLine[];
}

/** A refund made in the range, with its order's lines (the order may be older than the range). */
export interface SaleRefund {
  createdAt: Date;
  amountMinor: number;
  lineIds: string[];
  orderLines: SaleLine[];
  orderSubtotalMinor: number;
}

/** Minor units; net = gross − discounts − refunds. */
export interface Figures {
  gross: number;
  discounts: number;
  refunds: number;
  net: number;
}
export interface PeriodFigures extends Figures {
  period: string;
  orders: number;
  fees: number;
  shipping: number;
  tax: number;
}
export interface ProductFigures extends Figures {
  productId: string | null;
  name: string;
  kind: SalesKind;
  units: number;
}
export interface SalesFigures {
  periods: PeriodFigures[];
  totals: Omit<PeriodFigures, 'period'>;
  products: ProductFigures[];
  kinds: (Figures & { kind: SalesKind; units: number })[];
}

const TOP_UP = { productId: null, name: 'Gift card top-ups', kind: 'money' as const };
export const COUNTER_SALES_NAME = 'Sold at the counter';
const COUNTER = { productId: null, name: COUNTER_SALES_NAME, kind: 'money' as const };
const kindOf = (productType: string): SalesKind => (productType === 'Voucher' ? 'voucher' : 'money');
const emptyFigures = (): Figures => ({ gross: 0, discounts: 0, refunds: 0, net: 0 });
const emptyPeriod = (period: string): PeriodFigures => ({
  period,
  orders: 0,
  ...emptyFigures(),
  fees: 0,
  shipping: 0,
  tax: 0,
});
const settle = <T extends Figures>(figures: T): T => ({
  ...figures,
  net: figures.gross - figures.discounts - figures.refunds,
});

/**
 * The sales of [from, to] by period in `timeZone`, by product and by kind (docs/decisions/0026).
 * Orders count in the period they were placed, refunds in the period they were made. An order's
 * discount and a refund are shared over the lines in proportion to their value (a refund over
 * the lines it names, or all of them), exactly, so the products' figures add up to the totals.
 */
export function salesFigures(
  orders: readonly SaleOrder[],
  refunds: readonly SaleRefund[],
  range: { from: string; to: string; groupBy: SalesGrouping; timeZone: string },
): SalesFigures {
  const periods = new Map(
    periodsBetween(range.from, range.to, range.groupBy).map((period) => [period, emptyPeriod(period)]),
  );
  const periodAt = (moment: Date) => {
    const key = periodStart(dayIn(moment, range.timeZone), range.groupBy);
    // Always in the range's periods (the rows were read by the same day bounds); kept, never dropped, if not.
    if (!periods.has(key)) periods.set(key, emptyPeriod(key));
    return periods.get(key)!;
  };
  const products = new Map<string, ProductFigures>();
  const productOf = (line: SaleLine | null) => {
    const key = line?.counter ? 'counter' : (line?.productId ?? '');
    const found = products.get(key);
    if (found) return found;
    const start = line?.counter
      ? COUNTER
      : line
        ? { productId: line.productId, name: line.productName, kind: kindOf(line.productType) }
        : TOP_UP;
    const created = { ...start, units: 0, ...emptyFigures() };
    products.set(key, created);
    return created;
  };
  const parts = (lines: readonly SaleLine[], subtotal: number) =>
    lines.length ? lines.map((line) => ({ line, value: line.lineTotalMinor })) : [{ line: null, value: subtotal }];

  for (const order of orders) {
    const period = periodAt(order.createdAt);
    period.orders += 1;
    period.gross += order.subtotalMinor;
    period.discounts += order.discountMinor;
    period.fees += order.feesMinor;
    period.shipping += order.shippingMinor;
    period.tax += order.taxMinor;
    const shares = parts(order.lines, order.subtotalMinor);
    const discounts = allocate(
      order.discountMinor,
      shares.map((part) => part.value),
    );
    shares.forEach(({ line, value }, i) => {
      const product = productOf(line);
      product.units += line?.quantity ?? 1;
      product.gross += value;
      product.discounts += discounts[i]!;
    });
  }
  for (const refund of refunds) {
    periodAt(refund.createdAt).refunds += refund.amountMinor;
    const named = refund.orderLines.filter((line) => refund.lineIds.includes(line.id));
    const shares = parts(named.length ? named : refund.orderLines, refund.orderSubtotalMinor);
    const amounts = allocate(
      refund.amountMinor,
      shares.map((part) => part.value),
    );
    shares.forEach(({ line }, i) => (productOf(line).refunds += amounts[i]!));
  }

  const periodRows = [...periods.values()].map(settle);
  const totals = periodRows.reduce(
    (sum, row) => ({
      orders: sum.orders + row.orders,
      gross: sum.gross + row.gross,
      discounts: sum.discounts + row.discounts,
      fees: sum.fees + row.fees,
      shipping: sum.shipping + row.shipping,
      tax: sum.tax + row.tax,
      refunds: sum.refunds + row.refunds,
      net: sum.net + row.net,
    }),
    { orders: 0, ...emptyFigures(), fees: 0, shipping: 0, tax: 0 },
  );
  const productRows = [...products.values()]
    .map(settle)
    .sort((a, b) => b.gross - a.gross || a.name.localeCompare(b.name));
  const kinds = (['money', 'voucher'] as const).map((kind) => {
    const rows = productRows.filter((row) => row.kind === kind);
    return settle({
      kind,
      units: rows.reduce((n, row) => n + row.units, 0),
      gross: rows.reduce((n, row) => n + row.gross, 0),
      discounts: rows.reduce((n, row) => n + row.discounts, 0),
      refunds: rows.reduce((n, row) => n + row.refunds, 0),
      net: 0,
    });
  });
  return { periods: periodRows, totals, products: productRows, kinds };
}
