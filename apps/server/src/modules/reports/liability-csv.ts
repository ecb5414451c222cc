import type { LiabilityReport } from '@giftfront/domain/admin/reports';
import { csvDocument } from '../../lib/csv.ts';
import type { LiabilityFigures, LiabilityWithParts } from './liability.ts';
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

/**
 * One row per figure, then whether the identity holds, then the same figures for the paid money
 * and the bonus credit apart (decision 0145): a spreadsheet reads it as it is.
 */
export function liabilityCsv(
  report: Pick<LiabilityReport, 'currency' | 'from' | 'to'>,
  figures: LiabilityFigures | LiabilityWithParts,
): string {
  const rows = (part: LiabilityFigures, prefix: string) =>
    LINES.map(([key, label]) => [
      report.from,
      report.to,
      `${prefix}${label}`,
      plainDecimal(part[key], report.currency),
      report.currency,
    ]);
  const parts =
    'paid' in figures ? [...rows(figures.paid, 'Paid: '), ...rows(figures.promotional, 'Bonus credit: ')] : [];
  return csvDocument([
    ['From', 'To', 'Line', 'Amount', 'Currency'],
    ...rows(figures, ''),
    [report.from, report.to, 'Balances', figures.balances ? 'yes' : 'no', ''],
    ...parts,
  ]);
}
