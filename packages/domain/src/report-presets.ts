/**
 * The reports' date presets (issue 25, decision 0079): ranges of the store's days, from the
 * store's today (YYYY-MM-DD on its clock). Both ends included, as the reports take them.
 * Zod-free.
 */
export const REPORT_PRESETS = [
  { id: 'today', label: 'Today' },
  { id: '7-days', label: 'Last 7 days' },
  { id: 'this-month', label: 'This month' },
  { id: 'last-month', label: 'Last month' },
  { id: 'this-year', label: 'This year' },
] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number]['id'];

const day = (date: Date) => date.toISOString().slice(0, 10);
const parts = (today: string) => today.split('-').map(Number) as [number, number, number];

export function presetRange(preset: ReportPreset, today: string): { from: string; to: string } {
  const [y, m, d] = parts(today);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case '7-days':
      return { from: day(new Date(Date.UTC(y, m - 1, d - 6))), to: today };
    case 'this-month':
      return { from: day(new Date(Date.UTC(y, m - 1, 1))), to: today };
    case 'last-month':
      return { from: day(new Date(Date.UTC(y, m - 2, 1))), to: day(new Date(Date.UTC(y, m - 1, 0))) };
    case 'this-year':
      return { from: `${y}-01-01`, to: today };
  }
}

/** The preset a range is, if it is one (for the pressed button). */
export function presetOf(range: { from: string; to: string }, today: string): ReportPreset | null {
  return (
    REPORT_PRESETS.find(({ id }) => {
      const r = presetRange(id, today);
      return r.from === range.from && r.to === range.to;
    })?.id ?? null
  );
}

/** The same day a year earlier; 29 February becomes the 28th (issue 25: the year-earlier comparison). */
export function dayYearEarlier(day: string): string {
  const [y, m, d] = parts(day);
  const lastOfMonth = new Date(Date.UTC(y - 1, m, 0)).getUTCDate();
  return `${String(y - 1).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastOfMonth)).padStart(2, '0')}`;
}

/** The change from `before` to `now` in per cent (one decimal), or null when `before` is zero. */
export function changePercent(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / Math.abs(before)) * 1000) / 10;
}
