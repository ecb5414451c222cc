import { useState } from 'react';

/**
 * True from the first render where `open` is true, and then for good: a lazily loaded overlay
 * (drawer, dialog) mounts on first open and stays mounted, so closing it returns focus as it should.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
