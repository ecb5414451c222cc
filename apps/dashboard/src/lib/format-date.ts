const formats = new Map<string, Intl.DateTimeFormat>();
const formatIn = (timeZone: string, withTime: boolean) => {
  const key = `${timeZone}|${withTime}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone,
    });
    formats.set(key, format);
  }
  return format;
};

/**
 * An ISO timestamp of the API on the store's clock (`timeZone`, the session's store zone), never the
 * person's own: 'Mar 5, 2026, 2:30 PM'. The page names the zone once (components/times-in-zone.tsx).
 */
export const formatDateTime = (iso: string, timeZone: string): string => formatIn(timeZone, true).format(new Date(iso));
export const formatDate = (iso: string, timeZone: string): string => formatIn(timeZone, false).format(new Date(iso));

/** An ISO timestamp in a named zone (the store's): 'Mar 5, 2026, 2:30 PM UTC'. */
export const formatDateTimeIn = (iso: string, timeZone: string): string =>
  // dateStyle cannot be combined with timeZoneName, so the zone is named after the time.
  `${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso))} ${timeZone}`;

const calendarDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar day of the API ('2030-12-31', an expiry) as it is written, whatever the person's time zone. */
export const formatDay = (isoDay: string): string => calendarDay.format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`));
