import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';

/**
 * Says which applied gift cards a reload (or Back and Forward) took off and why, so the total
 * changing is not a surprise: their codes are never kept in the browser (the draft keeps only
 * their last four).
 */
export function GiftCardsTakenOff({ endings }: { endings: readonly string[] }) {
  const { t } = useLingui();
  if (endings.length === 0) return null;
  const count = endings.length;
  const first = endings.slice(0, -1).join(', ');
  const last = endings.at(-1);
  const list = count === 1 ? last : t`${first} and ${last}`;
  return (
    <p
      role="status"
      data-testid="gift-cards-taken-off"
      className="flex gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {t`${plural(count, {
          one: `The gift card ending ${list} was taken off the order when this page was opened again: a gift card’s code is not kept in your browser, to keep its balance safe. Enter it again in the order summary to pay with it.`,
          other: `The gift cards ending ${list} were taken off the order when this page was opened again: a gift card’s code is not kept in your browser, to keep its balance safe. Enter them again in the order summary to pay with them.`,
        })}`}
      </span>
    </p>
  );
}
