import type { ReactNode } from 'react';
import clsx from 'clsx';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned on wide screens (amounts, actions). */
  align?: 'end';
  /** Buttons: on a card they sit at its foot, without a label. */
  actions?: boolean;
  className?: string;
}

/**
 * A table on wide screens; below 768 px each row becomes a card of label and value pairs, the
 * first column as its title. Only one of the two is displayed, so assistive technology meets
 * the data once.
 */
export function ResponsiveTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  testId,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  testId?: string;
}) {
  const [first, ...rest] = columns;
  const fields = rest.filter((column) => !column.actions);
  const actions = rest.filter((column) => column.actions);
  return (
    <div data-testid={testId}>
      <div className="hidden overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-xs md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-zinc-200 bg-zinc-50 text-xs font-medium text-zinc-600">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={clsx('px-4 py-2.5 font-medium', column.align === 'end' && 'text-right')}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-100">
            {rows.map((row) => (
              <tr
                key={rowKey(row)}
                data-testid={testId ? `${testId}-row` : undefined}
                className="align-middle hover:bg-zinc-50/60"
              >
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={clsx('px-4 py-3', column.align === 'end' && 'text-right', column.className)}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label={caption}>
        {rows.map((row) => (
          <li
            key={rowKey(row)}
            data-testid={testId ? `${testId}-card` : undefined}
            className="rounded-xl border border-zinc-200 bg-white p-4 shadow-xs"
          >
            {first && <div className="mb-2 min-w-0 text-sm">{first.cell(row)}</div>}
            <dl className="space-y-2 text-sm">
              {fields.map((column) => (
                <div key={column.header} className="flex items-center justify-between gap-4">
                  <dt className="shrink-0 text-zinc-600">{column.header}</dt>
                  <dd className="min-w-0 text-right break-words">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
            {actions.map((column) => {
              const content = column.cell(row);
              // A row with nothing to do shows no empty footer.
              return content == null ? null : (
                <div key={column.header} className="mt-3 border-t border-zinc-100 pt-3">
                  {content}
                </div>
              );
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
