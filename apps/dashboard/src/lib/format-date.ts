import { storeLocale } from './store-locale';

const formats = new Map<string, Intl.DateTimeFormat>();
const formatIn = (timeZone: string, withTime: boolean) => {
  const locale = storeLocale();
  const key = `${locale}|${timeZone}|${withTime}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
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
 * person's own, in the store's locale: 'Mar 5, 2026, 2:30 PM' ('5 mars 2026, 14:30' in French). The page names the zone once (components/times-in-zone.tsx).
 */
export const formatDateTime = (iso: string, timeZone: string): string => formatIn(timeZone, true).format(new Date(iso));
export const formatDate = (iso: string, timeZone: string): string => formatIn(timeZone, false).format(new Date(iso));

/** An ISO timestamp in a named zone (the store's): 'Mar 5, 2026, 2:30 PM UTC'. */
export const formatDateTimeIn = (iso: string, timeZone: string): string =>
  // dateStyle cannot be combined with timeZoneName, so the zone is named after the time.
  `${formatIn(timeZone, true).format(new Date(iso))} ${timeZone}`;

/** A calendar day of the API ('2030-12-31', an expiry) as it is written, whatever the person's time zone. */
export const formatDay = (isoDay: string): string =>
  formatIn('UTC', false).format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`));
