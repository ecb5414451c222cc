/** The address a store's image is served at; stores files and exports name images by it. */
export const uploadPath = (storeSlug: string, name: string) => `/uploads/${storeSlug}/${name}`;

/** A store-relative image name that stays inside the store: no empty, '.' or '..' segments, no backslash. */
export function isSafeImageName(name: string): boolean {
  if (!name || name.length > 500 || /[\\\0?#]/.test(name)) return false;
  return name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** The store and name of an /uploads/<store>/<name> address (a query or fragment ignored); null for anything else. */
export function parseUploadPath(src: string): { storeSlug: string; name: string } | null {
  const match = /^\/uploads\/([a-z0-9-]+)\/([^?#]+)/.exec(src);
  if (!match) return null;
  let name: string;
  try {
    name = decodeURIComponent(match[2]!);
  } catch {
    return null; // a malformed %-escape
  }
  return isSafeImageName(name) ? { storeSlug: match[1]!, name } : null;
}
