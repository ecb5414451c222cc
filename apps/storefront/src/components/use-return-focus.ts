import { useLayoutEffect, useRef } from 'react';

/** The dialog still open underneath (a drawer under a dialog opened from it), if any. */
function openDialogBelow(): HTMLElement | null {
  const open = document.querySelectorAll<HTMLElement>('[role="dialog"][data-state="open"]');
  return open[open.length - 1] ?? null;
}

/**
 * Radix returns focus to its Trigger on close. A dialog opened from elsewhere (a controlled one,
 * or one loaded lazily) has none, so this remembers what had focus when it opened and returns
 * there; if that element is gone (its cart line was replaced), to the dialog underneath.
 * Layout effects run before Radix moves focus into the dialog.
 */
export function useReturnFocus(open: boolean | undefined, enabled: boolean) {
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (enabled && open) opener.current = document.activeElement;
  }, [open, enabled]);
  return (event: Event) => {
    if (!enabled) return;
    const target = opener.current;
    const destination = target instanceof HTMLElement && target.isConnected ? target : openDialogBelow();
    if (destination) {
      event.preventDefault();
      destination.focus();
    }
  };
}
