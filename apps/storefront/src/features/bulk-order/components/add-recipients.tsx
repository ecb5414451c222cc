import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ChangeEvent } from 'react';
import { Download } from 'lucide-react';
import { bulkTemplateCsv, type BulkRow } from '@giftfront/domain/bulk-order';
import { Button } from '@/components/button';
import { inputClasses } from '@/components/text-field';
import { parseRecipientsCsv, rowsFromEmailList } from '../parse-recipients';

/** Saves text as a file from memory (no address holds it). */
function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The three ways in: a CSV file (with the template to start from), rows pasted from a
 * spreadsheet, or a list of addresses that all get one amount. Each adds rows to the table.
 */
export function AddRecipients({ onAdd, disabled }: { onAdd: (rows: BulkRow[]) => void; disabled: boolean }) {
  const { t } = useLingui();
  const id = useId();
  const [pasted, setPasted] = useState('');
  const [emails, setEmails] = useState('');
  const [amount, setAmount] = useState('');
  const [status, setStatus] = useState('');

  function add(rows: BulkRow[], problem: 'empty' | 'noColumns' | null) {
    if (problem === 'noColumns')
      return setStatus(t`That file names its columns but none is Email. Start from the template.`);
    if (rows.length === 0) return setStatus(t`There were no recipients to read.`);
    onAdd(rows);
    const count = rows.length;
    setStatus(
      t`${plural(count, {
        one: '# recipient added. Check it in the table below.',
        other: '# recipients added. Check them in the table below.',
      })}`,
    );
  }

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const parsed = parseRecipientsCsv(await file.text());
    add(parsed.rows, parsed.problem);
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-gray-200 p-5">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-gray-900">
        <Trans>Add recipients</Trans>
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-3">
        <div>
          <label htmlFor={`${id}-file`} className="mb-1.5 block text-sm font-medium text-gray-800">
            <Trans>Upload a CSV file</Trans>
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv,text/plain"
            disabled={disabled}
            data-testid="bulk-file"
            onChange={(event) => void readFile(event)}
            className="block w-full text-sm text-gray-700 file:me-3 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
          />
          <p className="mt-2 text-xs text-gray-600">
            <Trans>Columns: name, email, amount, message, delivery date (YYYY-MM-DD) and time (HH:MM).</Trans>
          </p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => saveFile('send-to-many-template.csv', bulkTemplateCsv())}
          >
            <Download aria-hidden="true" className="size-4" />
            <Trans>Download the template</Trans>
          </Button>
        </div>
        <div>
          <label htmlFor={`${id}-paste`} className="mb-1.5 block text-sm font-medium text-gray-800">
            <Trans>Or paste rows from a spreadsheet</Trans>
          </label>
          <textarea
            id={`${id}-paste`}
            rows={4}
            value={pasted}
            disabled={disabled}
            onChange={(event) => setPasted(event.target.value)}
            className={inputClasses(false, 'h-auto py-2 text-sm')}
          />
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            disabled={disabled || !pasted.trim()}
            onClick={() => {
              const parsed = parseRecipientsCsv(pasted);
              add(parsed.rows, parsed.problem);
              if (parsed.rows.length) setPasted('');
            }}
          >
            <Trans>Add these rows</Trans>
          </Button>
        </div>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-gray-800">
            <Trans>Or one amount for a list of email addresses</Trans>
          </legend>
          <label htmlFor={`${id}-emails`} className="sr-only">
            <Trans>Email addresses</Trans>
          </label>
          <textarea
            id={`${id}-emails`}
            rows={3}
            value={emails}
            disabled={disabled}
            placeholder={t`One address per line, or separated by commas`}
            onChange={(event) => setEmails(event.target.value)}
            className={inputClasses(false, 'h-auto py-2 text-sm')}
          />
          <div className="mt-3 flex items-end gap-2">
            <div>
              <label htmlFor={`${id}-amount`} className="mb-1 block text-xs font-medium text-gray-700">
                <Trans>Amount for each</Trans>
              </label>
              <input
                id={`${id}-amount`}
                inputMode="decimal"
                value={amount}
                disabled={disabled}
                onChange={(event) => setAmount(event.target.value)}
                className={inputClasses(false, 'h-10 w-28')}
              />
            </div>
            <Button
              variant="outline"
              size="sm"
              disabled={disabled || !emails.trim()}
              onClick={() => {
                const rows = rowsFromEmailList(emails, amount.trim());
                add(rows, null);
                if (rows.length) setEmails('');
              }}
            >
              <Trans>Add addresses</Trans>
            </Button>
          </div>
        </fieldset>
      </div>
      <p
        role="status"
        aria-live="polite"
        className="mt-4 text-sm font-medium text-gray-800"
        data-testid="bulk-add-status"
      >
        {status}
      </p>
    </section>
  );
}
