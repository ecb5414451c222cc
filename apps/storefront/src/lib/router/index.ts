/**
 * The storefront's router: the part of React Router's declarative API it uses, at a fraction of
 * the size (docs/decisions/0033-storefront-router-in-house.md).
 */
export { BrowserRouter, MemoryRouter, StaticRouter, type PrepareLocation } from './router';
export { useLocation, useNavigate, type NavigateFunction, type NavigateOptions } from './router-context';
export type { RouterLocation } from './location';
export { useRoutes, Outlet, useParams } from './use-routes';
export { routesReadyAt } from './match-routes';
export type { Params, RouteCode, RouteObject } from './match-routes';
export { Routes, Route, type RouteProps } from './routes-element';
export { Link, type LinkProps } from './link';
export { NavLink, type NavLinkProps } from './nav-link';
export { useSearchParams, type SetSearchParams } from './use-search-params';
