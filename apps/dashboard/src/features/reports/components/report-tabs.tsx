import { Link, useSearchParams } from 'react-router';
import clsx from 'clsx';

export const REPORT_VIEWS = [
  { value: 'sales', label: 'Sales' },
  { value: 'gift-cards', label: 'Liability and redemptions' },
] as const;
export type ReportView = (typeof REPORT_VIEWS)[number]['value'];

export const reportViewOf = (params: URLSearchParams): ReportView =>
  params.get('view') === 'gift-cards' ? 'gift-cards' : 'sales';

/** The reports as links that keep the chosen dates (FilterTabs would drop the other parameters). */
export function ReportTabs({ current }: { current: ReportView }) {
  const [params] = useSearchParams();
  const hrefOf = (view: ReportView) => {
    const next = new URLSearchParams(params);
    next.set('view', view);
    return `?${next.toString()}`;
  };
  return (
    <nav aria-label="Reports" className="mb-4 overflow-x-auto">
      <ul className="flex w-max gap-1 rounded-lg bg-zinc-100 p-1">
        {REPORT_VIEWS.map((view) => (
          <li key={view.value}>
            <Link
              to={hrefOf(view.value)}
              aria-current={view.value === current ? 'page' : undefined}
              className={clsx(
                'block rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap',
                view.value === current ? 'bg-white text-zinc-900 shadow-xs' : 'text-zinc-600 hover:text-zinc-900',
              )}
            >
              {view.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
