import { useId, useState } from 'react';
import { DORMANCY_DEFAULT_YEARS } from '@giftfront/domain/admin/batches';
import { CsvDownloadButton } from '@/components/csv-download-button';
import { TextField } from '@/components/text-field';

/**
 * The dormancy report (issue 31): money cards with a balance and no activity for a number of
 * years, with buyer and recipient, as CSV for an unclaimed-property filing.
 */
export function DormancyDownload() {
  const [years, setYears] = useState(String(DORMANCY_DEFAULT_YEARS));
  const headingId = useId();
  const whole = /^\d{1,2}$/.test(years) && Number(years) >= 1 && Number(years) <= 20;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 space-y-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs"
      data-testid="dormancy-report"
    >
      <h2 id={headingId} className="text-base font-semibold text-zinc-900">
        Dormant cards
      </h2>
      <p className="text-sm text-zinc-600">
        Cards still holding money with no activity for a number of years, with their buyer and recipient: what most US
        states ask for in an unclaimed-property filing.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="Years without activity"
          type="number"
          min="1"
          max="20"
          containerClassName="w-48"
          value={years}
          onChange={(event) => setYears(event.target.value)}
          error={whole ? null : 'Give a whole number of years from 1 to 20.'}
        />
        {whole && (
          <CsvDownloadButton
            url={`/api/admin/reports/dormancy.csv?years=${Number(years)}`}
            fallbackName="dormant-cards.csv"
            label="Download dormant cards (CSV)"
          />
        )}
      </div>
    </section>
  );
}
