/** A moment as a clock in `timeZone` shows it, the zone named: 'Dec 24, 2026, 9:00 AM (Europe/London)'. */
export function formatInZone(iso: string, timeZone: string): string {
  const text = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
  return `${text} (${timeZone})`;
}
