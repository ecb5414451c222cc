const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** An ISO timestamp of the API as the person's own clock shows it: 'Mar 5, 2026, 2:30 PM'. */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
export const formatDate = (iso: string): string => dateOnly.format(new Date(iso));

const calendarDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar day of the API ('2030-12-31', an expiry) as it is written, whatever the person's time zone. */
export const formatDay = (isoDay: string): string => calendarDay.format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`));
