import clsx from 'clsx';
import { Trans } from '@lingui/react/macro';

/** product §9: how many are left, shown only for products with a quantity limit (null = unlimited). */
export function AvailabilityBadge({ available, className }: { available: number | null; className?: string }) {
  if (available === null) return null;
  const soldOut = available === 0;
  return (
    <span
      data-testid="availability-badge"
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        soldOut ? 'bg-red-50 text-red-700 ring-red-600/20' : 'bg-amber-50 text-amber-800 ring-amber-600/25',
        className,
      )}
    >
      <span aria-hidden="true" className={clsx('size-1.5 rounded-full', soldOut ? 'bg-red-500' : 'bg-amber-500')} />
      {soldOut ? <Trans>Sold out</Trans> : <Trans>{available} left</Trans>}
    </span>
  );
}
