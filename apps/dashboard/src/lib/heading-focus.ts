/**
 * After a navigation, the new page's heading takes focus, so a screen reader announces where
 * the person is and the next Tab starts from the page rather than the nav. The shell asks for it
 * when the address changes; the page's heading takes it when it mounts (pages load lazily, so
 * the heading may arrive after the address changed).
 */
let pending = false;

export function requestHeadingFocus(pathname: string): void {
  pending = true;
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading && heading.dataset.page === pathname) {
    pending = false;
    heading.focus();
  }
}

export function takeHeadingFocus(element: HTMLElement | null): void {
  if (!pending || !element) return;
  pending = false;
  element.focus();
}
