import { presetOf, presetRange, REPORT_PRESETS } from '@giftfront/domain/report-presets';
import type { ReportRangeQuery } from '@giftfront/domain/admin/reports';
import { Button } from '@/components/button';

/** Today, last 7 days, this month, last month, this year: on the store's days; the one shown is pressed. */
export function ReportPresets({
  range,
  today,
  onChange,
}: {
  range: ReportRangeQuery;
  /** The store's today (YYYY-MM-DD on its clock). */
  today: string;
  onChange: (next: ReportRangeQuery) => void;
}) {
  const current = presetOf(range, today);
  return (
    <div role="group" aria-label="Date presets" className="mb-3 flex flex-wrap gap-2" data-testid="report-presets">
      {REPORT_PRESETS.map(({ id, label }) => (
        <Button
          key={id}
          size="sm"
          variant={current === id ? 'primary' : 'secondary'}
          aria-pressed={current === id}
          onClick={() => onChange(presetRange(id, today))}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
