import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import clsx from 'clsx';

const tones = {
  error: { icon: CircleAlert, className: 'border-red-200 bg-red-50 text-red-800' },
  warning: { icon: TriangleAlert, className: 'border-amber-200 bg-amber-50 text-amber-900' },
  success: { icon: CircleCheck, className: 'border-emerald-200 bg-emerald-50 text-emerald-900' },
} as const;

/** A message in the flow of a page or form: an error (announced at once), a warning or a confirmation. */
export function Alert({
  tone,
  children,
  className,
  testId,
}: {
  tone: keyof typeof tones;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const { icon: Icon, className: toneClasses } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={clsx('flex items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm', toneClasses, className)}
    >
      <Icon aria-hidden="true" className="mt-px size-4 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
