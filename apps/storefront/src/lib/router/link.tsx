import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { parseLocation, pathOf } from './location';
import { useLocation, useNavigate } from './router-context';

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** An absolute path ('/cart?embed=true'). */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** A click the browser would follow in this tab; any other (a new tab or window, a download) stays the browser's. */
function followsInPlace(event: MouseEvent<HTMLAnchorElement>): boolean {
  const link = event.currentTarget;
  const target = link.getAttribute('target');
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  return event.button === 0 && !modified && (!target || target === '_self') && !link.hasAttribute('download');
}

/** A real `<a href>`; a plain left click moves within the app instead of loading the page. */
export function Link({ to, onClick, ...props }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !followsInPlace(event)) return;
    event.preventDefault();
    // As React Router does: a link to where the shopper already is replaces the entry, so Back leaves the page.
    navigate(to, { replace: pathOf(location) === pathOf(parseLocation(to)) });
  };
  return <a {...props} href={to} onClick={handleClick} />;
}
