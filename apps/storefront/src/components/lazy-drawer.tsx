import { lazy, Suspense } from 'react';
import { useOpenedOnce } from './use-opened-once';
import type { DrawerProps } from './drawer';

const loadDrawer = () => import('./drawer');
const Drawer = lazy(() => loadDrawer().then((m) => ({ default: m.Drawer })));

/** Starts loading the drawer's code, e.g. when the pointer reaches the button that opens it. */
export function preloadDrawer() {
  void loadDrawer();
}

/**
 * The Drawer, with its code (Radix Dialog) loaded on first open so it stays out of the first page
 * load. Controlled only: the opening button lives outside; focus returns to it on close.
 */
export function LazyDrawer({ open, ...props }: Omit<DrawerProps, 'trigger'> & { open: boolean }) {
  if (!useOpenedOnce(open)) return null;
  return (
    <Suspense fallback={null}>
      <Drawer open={open} {...props} />
    </Suspense>
  );
}
