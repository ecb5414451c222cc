/** The parts of the address the pages read, and which history entry they came from. */
export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  /** 'default' for the entry the page was loaded at; a new one for each navigation, so going to the same address still counts as a move. */
  key: string;
}

export const createKey = (): string => Math.random().toString(36).slice(2, 10);

/** A path such as '/cart?embed=true#top' split into its parts ('?' or '#' alone count as none). */
export function parseLocation(path: string, key = 'default'): RouterLocation {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = beforeHash.indexOf('?');
  const search = searchAt >= 0 ? beforeHash.slice(searchAt) : '';
  const pathname = (searchAt >= 0 ? beforeHash.slice(0, searchAt) : beforeHash) || '/';
  return { pathname, search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash, key };
}

export const pathOf = ({ pathname, search, hash }: Pick<RouterLocation, 'pathname' | 'search' | 'hash'>): string =>
  pathname + search + hash;
