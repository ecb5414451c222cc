import type { RouteObject } from '@/lib/router';
import { describe, expect, it } from 'vitest';
import { storefrontRoutePatterns } from '@giftfront/domain/storefront-paths';
import { routesFor } from './routes';

/** Every page pattern of the route tree, '*' (the 404 page) left out. */
function patterns(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => {
    if (route.children) return patterns(route.children);
    if (route.index) return ['/'];
    return route.path && route.path !== '*' ? [`/${route.path}`] : [];
  });
}

describe('the route table', () => {
  it("is the server's table of first loads (@giftfront/domain/storefront-paths)", () => {
    expect(patterns(routesFor({ hideCheckBalance: false })).sort()).toEqual([...storefrontRoutePatterns].sort());
  });

  it('has no balance page when the store hides it', () => {
    expect(patterns(routesFor({ hideCheckBalance: true }))).not.toContain('/gift-card-balance');
  });
});
