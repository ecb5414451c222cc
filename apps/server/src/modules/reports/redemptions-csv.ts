import { REDEMPTION_CHANNEL_LABELS, type RedemptionReport } from '@giftfront/domain/admin/reports';
import { csvDocument } from '../../lib/csv.ts';
import { plainDecimal } from './plain-decimal.ts';
import type { RedemptionFigures } from './redemptions.ts';

/** One row per day, channel and person or key, amounts as plain decimals. */
export function redemptionsCsv(report: Pick<RedemptionReport, 'currency'>, rows: readonly RedemptionFigures[]): string {
  const amount = (minor: number) => plainDecimal(minor, report.currency);
  return csvDocument([
    ['Date', 'Channel', 'Staff member or key', 'Redemptions', 'Redeemed', 'Reversed', 'Net', 'Currency'],
    ...rows.map((row) => [
      row.day,
      REDEMPTION_CHANNEL_LABELS[row.channel],
      row.actor ?? 'Shopper',
      String(row.redemptions),
      amount(row.redeemed),
      amount(row.reversed),
      amount(row.net),
      report.currency,
    ]),
  ]);
}
