import { parseLocation } from './location';
import { Link, type LinkProps } from './link';
import { useLocation } from './router-context';

export type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active on its own path only, not on the paths below it. */
  end?: boolean;
  className?: (state: { isActive: boolean }) => string;
};

/** React Router's rule: the same path whatever the case, or (without `end`) a path below it. */
function isActivePath(current: string, linked: string, end: boolean): boolean {
  const [here, there] = [current.toLowerCase(), linked.toLowerCase()];
  const slashAfter = there !== '/' && there.endsWith('/') ? there.length - 1 : there.length;
  return here === there || (!end && here.startsWith(there) && here.charAt(slashAfter) === '/');
}

/** A Link that knows when it leads to the current page: aria-current="page" and a className for that. */
export function NavLink({ to, end = false, className, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive = isActivePath(pathname, parseLocation(to).pathname, end);
  return <Link {...props} to={to} aria-current={isActive ? 'page' : undefined} className={className?.({ isActive })} />;
}
