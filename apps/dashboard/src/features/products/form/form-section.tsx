import type { ReactNode } from 'react';

/** A titled group of fields in the product form. */
export function FormSection({
  title,
  description,
  children,
  testId,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section
      className="rounded-xl border border-zinc-200 bg-white p-4 shadow-xs sm:p-5"
      data-testid={testId}
      aria-label={title}
    >
      <h2 className="text-[15px] font-semibold text-zinc-900">{title}</h2>
      {description && <p className="mt-0.5 text-sm text-zinc-600">{description}</p>}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}
