import { Link } from 'react-router';

/** One figure of the summary, leading to the list it counts. */
export function FigureLink({
  label,
  value,
  to,
  testId,
}: {
  label: string;
  value: string;
  to: string;
  testId?: string;
}) {
  return (
    <Link
      to={to}
      data-testid={testId}
      className="flex items-baseline justify-between gap-3 rounded-md px-2 py-1.5 -mx-2 hover:bg-zinc-50"
    >
      <span className="text-sm text-zinc-600">{label}</span>
      <span className="text-[15px] font-semibold text-zinc-900 tabular-nums">{value}</span>
    </Link>
  );
}
