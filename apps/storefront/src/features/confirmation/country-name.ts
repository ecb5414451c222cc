let regions: Intl.DisplayNames | null = null;

/** A country's English name from its two-letter code (the browser knows them; no list is loaded here). */
export function countryName(code: string | null | undefined): string {
  if (!code) return '';
  try {
    regions ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return regions.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
