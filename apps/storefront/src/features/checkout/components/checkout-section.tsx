import { useId, type ReactNode } from 'react';

/** One of the checkout's form sections (product §2): a titled card. */
export function CheckoutSection({
  title,
  aside,
  children,
  testId,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className="rounded-2xl border border-gray-200 bg-white p-5 shadow-xs sm:p-7"
    >
      <div className="mb-5 flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight text-gray-900">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
