import { LoaderCircle } from 'lucide-react';
import clsx from 'clsx';

/** A loading state, announced to screen readers. */
export function Spinner({ label = 'Loading…', className }: { label?: string; className?: string }) {
  return (
    <div role="status" className={clsx('flex items-center justify-center gap-2.5 py-12 text-zinc-600', className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-accent" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
