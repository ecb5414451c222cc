import type { ReactNode } from 'react';

/** One titled block of the order page. */
export function DetailSection({
  title,
  children,
  actions,
  testId,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <section
      aria-label={title}
      data-testid={testId}
      className="rounded-xl border border-zinc-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-[15px] font-semibold text-zinc-900">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** Label and value pairs, wrapping long values. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="space-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="shrink-0 text-zinc-600">{label}</dt>
          <dd className="min-w-0 text-right break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
