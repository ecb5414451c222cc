import { useLayoutEffect, useRef } from 'react';

/**
 * Radix returns focus to its Trigger on close. A dialog opened from elsewhere (a controlled one,
 * or one loaded lazily) has none, so this remembers what had focus when it opened and returns
 * there. Layout effects run before Radix moves focus into the dialog.
 */
export function useReturnFocus(open: boolean | undefined, enabled: boolean) {
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (enabled && open) opener.current = document.activeElement;
  }, [open, enabled]);
  return (event: Event) => {
    const target = opener.current;
    if (enabled && target instanceof HTMLElement && target.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };
}
