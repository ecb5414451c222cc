import { CircleCheck, CircleAlert } from 'lucide-react';
import type { LiabilityReport } from '@giftfront/domain/admin/reports';
import type { MinorUnits } from '@giftfront/domain/money';
import { formatAmount } from '@/lib/money';

type Figure = 'opening' | 'issued' | 'topUps' | 'redeemed' | 'expired' | 'voided' | 'adjusted' | 'closing';
/** Each figure, its label and how it enters the identity. */
const LINES: [Figure, string, string][] = [
  ['opening', 'Opening balance', ''],
  ['issued', 'Issued', '+'],
  ['topUps', 'Top-ups', '+'],
  ['redeemed', 'Redeemed', '−'],
  ['expired', 'Expired (breakage)', '−'],
  ['voided', 'Voided', '−'],
  ['adjusted', 'Adjusted', '±'],
  // The same name and figure as the home page's (decision 0041).
  ['closing', 'Outstanding balance', '='],
];

/**
 * The period's movements from opening to closing, and whether they add up, with the paid money
 * and the bonus credit apart (decision 0145): bonus credit is not money the store owes in most places.
 */
export function LiabilityTable({ report }: { report: LiabilityReport }) {
  const money = (minor: MinorUnits) => formatAmount(minor, report.currency);
  return (
    <div
      className="overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-xs"
      data-testid="liability-report"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          Gift card liability from {report.from} to {report.to}
        </caption>
        <thead className="border-b border-zinc-200 text-xs text-zinc-600">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              <span className="sr-only">Figure</span>
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Paid
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Bonus credit
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">
          {LINES.map(([key, label, sign]) => {
            const total = key === 'opening' || key === 'closing';
            return (
              <tr key={key} className={total ? 'bg-zinc-50 font-semibold text-zinc-900' : 'text-zinc-700'}>
                <th scope="row" className={`px-4 py-2.5 ${total ? 'font-semibold' : 'font-normal'}`}>
                  <span aria-hidden="true" className="inline-block w-4 text-zinc-500">
                    {sign}
                  </span>
                  {label}
                </th>
                <td className="px-4 py-2.5 text-right tabular-nums">{money(report.paid[key])}</td>
                <td className="px-4 py-2.5 text-right tabular-nums">{money(report.promotional[key])}</td>
                <td className="px-4 py-2.5 text-right tabular-nums">{money(report[key])}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p
        role="status"
        className={`flex items-center gap-2 border-t px-4 py-3 text-sm ${report.balances ? 'border-emerald-200 bg-emerald-50 text-emerald-800' : 'border-red-200 bg-red-50 text-red-800'}`}
      >
        {report.balances ? (
          <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
        ) : (
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        )}
        {report.balances
          ? 'Checked: opening + issued + top-ups − redeemed − expired − voided ± adjusted = outstanding.'
          : 'These figures do not add up to the outstanding balance: please tell support.'}
      </p>
    </div>
  );
}
