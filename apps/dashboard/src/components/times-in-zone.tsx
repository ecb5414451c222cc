import { useSession } from '@/lib/session';

/** Says once on a page which clock its times are on: the store's, whatever the person's own is. */
export function TimesInZone() {
  const { timeZone } = useSession().store;
  return (
    <p className="mt-3 text-xs text-zinc-600" data-testid="times-in-zone">
      Times are in the store's time zone, {timeZone}.
    </p>
  );
}
