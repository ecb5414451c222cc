import { formatDateTime } from '@/lib/format-date';

/** A moment as a clock in `timeZone` shows it, in the store's locale, the zone named: 'Dec 24, 2026, 9:00 AM (Europe/London)'. */
export function formatInZone(iso: string, timeZone: string): string {
  return `${formatDateTime(iso, timeZone)} (${timeZone})`;
}
