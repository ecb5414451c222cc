import { CircleAlert } from 'lucide-react';

const cardList = (endings: readonly string[]) =>
  endings.length === 1
    ? `The gift card ending ${endings[0]} was`
    : `The gift cards ending ${endings.slice(0, -1).join(', ')} and ${endings.at(-1)} were`;

/**
 * Says which applied gift cards a reload (or Back and Forward) took off and why, so the total
 * changing is not a surprise: their codes are never kept in the browser (the draft keeps only
 * their last four).
 */
export function GiftCardsTakenOff({ endings }: { endings: readonly string[] }) {
  if (endings.length === 0) return null;
  const one = endings.length === 1;
  return (
    <p
      role="status"
      data-testid="gift-cards-taken-off"
      className="flex gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {cardList(endings)} taken off the order when this page was opened again: a gift card&rsquo;s code is not kept in
        your browser, to keep its balance safe. Enter {one ? 'it' : 'them'} again in the order summary to pay with{' '}
        {one ? 'it' : 'them'}.
      </span>
    </p>
  );
}
