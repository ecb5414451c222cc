import { useState, type ReactNode } from 'react';
import { useBrowserLayoutEffect } from './use-browser-layout-effect';
import { yieldToBrowser } from './yield-to-browser';

/** The parts waiting for their turn, one task apart, in the order they were first shown. */
let turns: Promise<void> = Promise.resolve();

function awaitTurn(show: () => void) {
  turns = turns.then(yieldToBrowser).then(show);
}

/**
 * Its fallback first, then its children a task later, after any part placed before it: a page too
 * large to render in one short task on a phone is built a part at a time, and a tap or a key between
 * two parts is answered at once (bench/results.md, the checkout's first load). The fallback stands
 * where the part will, so nothing moves. The server, with no effects, renders the fallback.
 */
export function RenderInTurn({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useBrowserLayoutEffect(() => {
    let mounted = true;
    awaitTurn(() => {
      if (mounted) setShown(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return <>{shown ? children : fallback}</>;
}
