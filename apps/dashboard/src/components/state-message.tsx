import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import clsx from 'clsx';

/** An empty or error state inside a page. */
export function StateMessage({
  icon: Icon,
  title,
  message,
  actions,
  tone = 'neutral',
  testId,
}: {
  icon?: LucideIcon;
  title: ReactNode;
  message?: ReactNode;
  actions?: ReactNode;
  tone?: 'neutral' | 'error';
  testId?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      data-testid={testId}
      className="flex flex-col items-center rounded-xl border border-dashed border-zinc-300 bg-white px-6 py-12 text-center"
    >
      {Icon && (
        <span
          className={clsx(
            'mb-3 flex size-10 items-center justify-center rounded-full',
            tone === 'error' ? 'bg-red-50 text-red-600' : 'bg-zinc-100 text-zinc-500',
          )}
        >
          <Icon aria-hidden="true" className="size-5" />
        </span>
      )}
      <h2 className="text-[15px] font-semibold text-zinc-900">{title}</h2>
      {message && (
        <p className={clsx('mt-1 max-w-md text-sm', tone === 'error' ? 'text-red-700' : 'text-zinc-600')}>{message}</p>
      )}
      {actions && <div className="mt-5 flex flex-wrap justify-center gap-2">{actions}</div>}
    </div>
  );
}
