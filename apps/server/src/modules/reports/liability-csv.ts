import type { LiabilityReport } from '@giftfront/domain/admin/reports';
import { csvDocument } from '../../lib/csv.ts';
import type { LiabilityFigures } from './liability.ts';
import { plainDecimal } from './plain-decimal.ts';

const LINES: [keyof Omit<LiabilityFigures, 'balances'>, string][] = [
  ['opening', 'Opening balance'],
  ['issued', 'Issued'],
  ['topUps', 'Top-ups'],
  ['redeemed', 'Redeemed'],
  ['expired', 'Expired (breakage)'],
  ['voided', 'Voided'],
  ['adjusted', 'Adjusted'],
  ['closing', 'Closing balance'],
];

/** One row per figure, then whether the identity holds: a spreadsheet reads it as it is. */
export function liabilityCsv(
  report: Pick<LiabilityReport, 'currency' | 'from' | 'to'>,
  figures: LiabilityFigures,
): string {
  return csvDocument([
    ['From', 'To', 'Line', 'Amount', 'Currency'],
    ...LINES.map(([key, label]) => [
      report.from,
      report.to,
      label,
      plainDecimal(figures[key], report.currency),
      report.currency,
    ]),
    [report.from, report.to, 'Balances', figures.balances ? 'yes' : 'no', ''],
  ]);
}
