import type { ReactNode } from 'react';

/**
 * A route of the table: `path` relative to its parent ('vouchers', 'gift-card/:slug?', '*'), or
 * none for a layout that only wraps its children; `index` for its parent's own address.
 */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
  /** The code of a page that loads on demand (lib/lazy-page.ts): loaded before the route is shown. */
  code?: RouteCode;
}

export interface RouteCode {
  isLoaded(): boolean;
  preload(): Promise<void>;
}

export type Params = Readonly<Partial<Record<string, string>>>;

export interface RouteMatch {
  /** From the outermost layout to the route that matched. */
  routes: RouteObject[];
  params: Params;
}

/** One way to reach a route: its ancestors, its whole pattern in segments and its rank. */
export interface RouteBranch {
  routes: RouteObject[];
  segments: string[];
  score: number;
}

const segmentsOf = (path = '') => path.split('/').filter(Boolean);

/** 'gift-card/:slug?' is two patterns, with the parameter and without it. */
function withoutOptionals(segments: string[]): string[][] {
  return segments.reduce<string[][]>(
    (variants, segment) => {
      if (!segment.endsWith('?')) return variants.map((variant) => [...variant, segment]);
      const required = segment.slice(0, -1);
      return [...variants.map((variant) => [...variant, required]), ...variants];
    },
    [[]],
  );
}

/** React Router's ranking: a static segment beats a parameter, which beats '*'; an index route gains a little. */
function scoreOf(segments: string[], index: boolean): number {
  const parts = `/${segments.join('/')}`.split('/');
  const splat = parts.includes('*');
  const base = parts.length + (splat ? -2 : 0) + (index ? 2 : 0);
  return parts
    .filter((part) => part !== '*')
    .reduce((score, part) => score + (part.startsWith(':') ? 3 : part === '' ? 1 : 10), base);
}

function branchesOf(routes: RouteObject[], ancestors: RouteObject[], parentSegments: string[]): RouteBranch[] {
  return routes.flatMap((route) => {
    const chain = [...ancestors, route];
    const segments = [...parentSegments, ...segmentsOf(route.path)];
    const nested = route.children ? branchesOf(route.children, chain, segments) : [];
    // A layout without a path is never an address of its own.
    if (route.path === undefined && !route.index) return nested;
    const own = withoutOptionals(segments).map((variant) => ({
      routes: chain,
      segments: variant,
      score: scoreOf(variant, route.index === true),
    }));
    return [...nested, ...own];
  });
}

/** Every address the table knows, best first (ties keep the table's order). */
export function rankBranches(routes: RouteObject[]): RouteBranch[] {
  return branchesOf(routes, [], []).sort((a, b) => b.score - a.score);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Case-insensitive, trailing slashes ignored, parameters decoded. */
function matchSegments(pattern: string[], pathname: string): Params | null {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1).map(decodeSegment);
  const params: Record<string, string> = {};
  for (const [at, segment] of pattern.entries()) {
    if (segment === '*') return params;
    const part = parts[at];
    if (!part) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = part;
    else if (segment.toLowerCase() !== part.toLowerCase()) return null;
  }
  return parts.length === pattern.length ? params : null;
}

export function matchBranches(branches: RouteBranch[], pathname: string): RouteMatch | null {
  for (const branch of branches) {
    const params = matchSegments(branch.segments, pathname);
    if (params) return { routes: branch.routes, params };
  }
  return null;
}

/** A table's branches, ranked on its first navigation rather than on every one. */
const rankedTables = new WeakMap<RouteObject[], RouteBranch[]>();
function rankedOnce(routes: RouteObject[]): RouteBranch[] {
  let branches = rankedTables.get(routes);
  if (!branches) rankedTables.set(routes, (branches = rankBranches(routes)));
  return branches;
}

/**
 * Loads the code the route table's pages at `pathname` still need (decision 0260), resolving once
 * they can render at once; null when it is all in. The router waits on it before it shows a new
 * address, and the first load before it hydrates the server's markup in one pass.
 */
export function routesReadyAt(routes: RouteObject[], pathname: string): Promise<void> | null {
  const match = matchBranches(rankedOnce(routes), pathname);
  const unloaded = (match?.routes ?? []).flatMap((route) => (route.code && !route.code.isLoaded() ? [route.code] : []));
  return unloaded.length === 0 ? null : Promise.all(unloaded.map((code) => code.preload())).then(() => undefined);
}
