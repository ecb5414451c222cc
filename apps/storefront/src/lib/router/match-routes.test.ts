import { describe, expect, it } from 'vitest';
import { matchBranches, rankBranches, type RouteObject } from './match-routes';

// The storefront's shape: elements are names here, so a match says which route won.
const table: RouteObject[] = [
  {
    element: 'shop-layout',
    children: [
      { index: true, element: 'home' },
      { path: 'vouchers', element: 'vouchers' },
      { path: 'gift-card/:slug?', element: 'gift-card' },
      { path: '*', element: 'not-found' },
    ],
  },
  { element: 'checkout-layout', children: [{ path: 'checkout', element: 'checkout' }] },
  { path: 'preview-gift-card/:slug?', element: 'preview' },
];

function matchOf(pathname: string, routes = table) {
  const match = matchBranches(rankBranches(routes), pathname);
  return match && { routes: match.routes.map((route) => route.element), params: match.params };
}

describe('matching an address against the route table', () => {
  it('gives the index route its parent address, not the catch-all', () => {
    expect(matchOf('/')).toEqual({ routes: ['shop-layout', 'home'], params: {} });
  });

  it('prefers a static path to the catch-all listed before it, in another layout', () => {
    expect(matchOf('/checkout')).toEqual({ routes: ['checkout-layout', 'checkout'], params: {} });
  });

  it('ignores case and trailing slashes as React Router does', () => {
    for (const path of ['/vouchers', '/Vouchers', '/VOUCHERS/', '/vouchers//'])
      expect(matchOf(path)?.routes).toEqual(['shop-layout', 'vouchers']);
  });

  it('reads a parameter, decoded, keeping its case', () => {
    expect(matchOf('/gift-card/Classic')?.params).toEqual({ slug: 'Classic' });
    expect(matchOf('/gift-card/caf%C3%A9')?.params).toEqual({ slug: 'café' });
    expect(matchOf('/preview-gift-card/classic/')).toEqual({ routes: ['preview'], params: { slug: 'classic' } });
  });

  it('matches an optional parameter with and without it', () => {
    expect(matchOf('/gift-card')).toEqual({ routes: ['shop-layout', 'gift-card'], params: {} });
    expect(matchOf('/gift-card/')?.params.slug).toBeUndefined();
    expect(matchOf('/preview-gift-card')?.routes).toEqual(['preview']);
  });

  it('sends what no route takes to the catch-all: extra segments, an empty segment, an unknown path', () => {
    for (const path of ['/gift-card/a/b', '/gift-card//a', '/nowhere', '/vouchersx', '/checkout/step'])
      expect(matchOf(path)?.routes).toEqual(['shop-layout', 'not-found']);
  });

  it('prefers a static segment to a parameter, whatever their order', () => {
    const routes: RouteObject[] = [
      { path: 'card/:slug', element: 'card' },
      { path: 'card/new', element: 'new-card' },
    ];
    expect(matchOf('/card/new', routes)?.routes).toEqual(['new-card']);
    expect(matchOf('/card/old', routes)).toEqual({ routes: ['card'], params: { slug: 'old' } });
  });

  it('takes absolute child paths as written, and matches nothing without a catch-all', () => {
    const routes: RouteObject[] = [{ element: 'layout', children: [{ path: '/checkout', element: 'checkout' }] }];
    expect(matchOf('/checkout', routes)?.routes).toEqual(['layout', 'checkout']);
    expect(matchOf('/', routes)).toBeNull();
    expect(matchOf('/cart', routes)).toBeNull();
  });

  it('leaves an undecodable segment as it is', () => {
    expect(matchOf('/gift-card/100%')?.params).toEqual({ slug: '100%' });
  });
});
