import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import { BULK_COLUMNS, type BulkColumn, type BulkRow, type BulkRowProblem } from '@giftfront/domain/bulk-order';
import { Button } from '@/components/button';
import { inputClasses } from '@/components/text-field';
import { useColumnLabels } from '../problem-text';

export const PAGE_SIZE = 50;

/** The id of a cell's input, so a problem's link can move focus to it. */
export const cellId = (index: number, column: BulkColumn) => `bulk-row-${index}-${column}`;

const INPUT_TYPES: Record<BulkColumn, { type: string; width: string; inputMode?: 'decimal' | 'email' }> = {
  name: { type: 'text', width: 'min-w-40' },
  email: { type: 'email', width: 'min-w-56', inputMode: 'email' },
  amount: { type: 'text', width: 'w-24', inputMode: 'decimal' },
  message: { type: 'text', width: 'min-w-56' },
  date: { type: 'date', width: 'w-40' },
  time: { type: 'time', width: 'w-32' },
};

/**
 * The recipients as an editable table, a page of 50 rows at a time: each cell a labelled input
 * ('Row 3 Email'), marked invalid and described by its problem's sentence, so a row is fixed in place.
 */
export function RecipientsTable({
  rows,
  problems,
  problemText,
  page,
  onPageChange,
  onChange,
  onRemove,
  disabled,
}: {
  rows: BulkRow[];
  problems: BulkRowProblem[];
  problemText: (problem: BulkRowProblem) => string;
  page: number;
  onPageChange: (page: number) => void;
  onChange: (index: number, column: BulkColumn, value: string) => void;
  onRemove: (index: number) => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const labels = useColumnLabels();
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const first = page * PAGE_SIZE;
  const shown = rows.slice(first, first + PAGE_SIZE);
  const problemAt = new Map(problems.map((p) => [`${p.row - 1}:${p.column}`, p]));
  const from = first + 1;
  const to = first + shown.length;
  const total = rows.length;

  return (
    <div>
      <div
        role="region"
        aria-label={t`Recipients, rows ${from} to ${to} of ${total}`}
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-gray-200 focus-visible:outline-2 focus-visible:outline-primary-ink"
      >
        <table className="min-w-full text-sm" data-testid="bulk-table">
          <thead className="bg-gray-50 text-start text-xs font-semibold text-gray-700">
            <tr>
              <th scope="col" className="px-3 py-2 text-start">
                <Trans>Row</Trans>
              </th>
              {BULK_COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-2 py-2 text-start">
                  {labels[column]}
                </th>
              ))}
              <th scope="col" className="px-2 py-2">
                <span className="sr-only">
                  <Trans>Remove</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row, offset) => {
              const index = first + offset;
              const number = index + 1;
              return (
                <tr key={index} className="border-t border-gray-100 align-top" data-testid="bulk-row">
                  <th scope="row" className="px-3 py-3 text-start font-medium text-gray-700">
                    {number}
                  </th>
                  {BULK_COLUMNS.map((column) => {
                    const problem = problemAt.get(`${index}:${column}`);
                    const id = cellId(index, column);
                    const label = labels[column];
                    const { type, width, inputMode } = INPUT_TYPES[column];
                    return (
                      <td key={column} className="px-2 py-2">
                        <input
                          id={id}
                          type={type}
                          inputMode={inputMode}
                          value={row[column]}
                          disabled={disabled}
                          aria-label={t`Row ${number} ${label}`}
                          aria-invalid={problem ? true : undefined}
                          aria-describedby={problem ? `${id}-problem` : undefined}
                          className={inputClasses(Boolean(problem), `h-10 ${width}`)}
                          onChange={(event) => onChange(index, column, event.target.value)}
                        />
                        {problem && (
                          <p id={`${id}-problem`} className="mt-1 max-w-56 text-xs font-medium text-red-700">
                            {problemText(problem)}
                          </p>
                        )}
                      </td>
                    );
                  })}
                  <td className="px-2 py-2">
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={disabled}
                      aria-label={t`Remove row ${number}`}
                      onClick={() => onRemove(index)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav aria-label={t`Pages of recipients`} className="mt-3 flex items-center justify-between gap-3 text-sm">
          <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPageChange(page - 1)}>
            <Trans>Previous rows</Trans>
          </Button>
          <span aria-live="polite">
            <Trans>
              Rows {from} to {to} of {total}
            </Trans>
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages - 1} onClick={() => onPageChange(page + 1)}>
            <Trans>Next rows</Trans>
          </Button>
        </nav>
      )}
    </div>
  );
}
