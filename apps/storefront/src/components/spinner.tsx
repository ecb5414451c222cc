import { LoaderCircle } from 'lucide-react';
import clsx from 'clsx';
import { useLingui } from '@lingui/react/macro';

/** product §4: the 'Loading...' state, announced to screen readers. */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  const { t } = useLingui();
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="spinner"
      className={clsx('flex items-center justify-center gap-3 text-gray-600', className)}
    >
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary" />
      <span className="text-sm font-medium">{label ?? t`Loading...`}</span>
    </div>
  );
}
