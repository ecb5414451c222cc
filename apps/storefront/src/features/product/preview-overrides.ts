import { normalizeHexColor } from '@giftfront/domain/brand-colors';

/** product §2 preview page: look overrides from the query, each with its alternative name. */
export interface PreviewOverrides {
  logo: string | null;
  heroImage: string | null;
  title: string | null;
  primaryColor: string | null;
}

/** Images may come from this site (a path) or from http(s); nothing else (no javascript:, no data:). */
function imageUrl(value: string | null): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  return /^https?:\/\//i.test(trimmed) || (trimmed.startsWith('/') && !trimmed.startsWith('//')) ? trimmed : null;
}

export function parsePreviewOverrides(params: URLSearchParams): PreviewOverrides {
  const first = (...names: string[]) => names.map((name) => params.get(name)).find((value) => value?.trim()) ?? null;
  const title = first('giftCardTitle', 'title');
  return {
    logo: imageUrl(first('logo')),
    heroImage: imageUrl(first('giftCardImage', 'heroImage')),
    title: title ? title.trim().slice(0, 200) : null,
    primaryColor: normalizeHexColor(first('primaryColor', 'buttonColor')),
  };
}
