import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import clsx from 'clsx';

/** A centred empty, error or not-found state inside a page. */
export function StateMessage({
  icon: Icon,
  title,
  message,
  actions,
  tone = 'neutral',
  testId,
  className,
  headingLevel = 2,
}: {
  icon?: LucideIcon;
  title?: ReactNode;
  message: ReactNode;
  actions?: ReactNode;
  tone?: 'neutral' | 'error';
  testId?: string;
  className?: string;
  /** h1 when the message is all the page shows (not found), h2 inside a page. */
  headingLevel?: 1 | 2;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      data-testid={testId}
      className={clsx('mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center', className)}
    >
      {Icon && (
        <span
          className={clsx(
            'mb-4 flex size-12 items-center justify-center rounded-full',
            tone === 'error' ? 'bg-red-50 text-red-600' : 'bg-gray-100 text-gray-500',
          )}
        >
          <Icon aria-hidden="true" className="size-6" />
        </span>
      )}
      {title && (
        <Heading className={clsx('font-semibold text-gray-900', headingLevel === 1 ? 'text-2xl' : 'text-lg')}>
          {title}
        </Heading>
      )}
      <p
        className={clsx(
          title ? 'mt-2 text-sm' : 'text-base font-medium',
          tone === 'error' ? 'text-red-700' : title ? 'text-gray-600' : 'text-gray-900',
        )}
      >
        {message}
      </p>
      {actions && <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
