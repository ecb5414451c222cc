import { useEffect } from 'react';
import { REPLAY_TAP_ATTRIBUTE, TAPS_GLOBAL, type KeptTaps } from '@giftfront/domain/tap-replay';

/** The attribute that has a button's tap before hydration kept and replayed (decision 0045). */
export const replayTap = (action: string) => ({ [REPLAY_TAP_ATTRIBUTE]: action });

/**
 * Replays the tap the page's inline script kept before the buttons marked with `replayTap` were
 * hydrated, once they are; from then on taps reach them as usual. Call it in the component that
 * renders those buttons, so they have their handlers when it runs.
 */
export function useReplayedTap(): void {
  useEffect(() => {
    const taps = (window as unknown as Record<string, KeptTaps | undefined>)[TAPS_GLOBAL];
    if (!taps || taps.taken) return;
    // A task later: what hydration's own effects changed (a radio checked before it, read back as
    // the chosen amount) has rendered by then, so the replayed tap acts on it.
    const timer = window.setTimeout(() => {
      taps.taken = true;
      const action = taps.pending;
      taps.pending = null;
      const buttons = document.querySelectorAll<HTMLElement>(`[${REPLAY_TAP_ATTRIBUTE}]`);
      if (action) [...buttons].find((button) => button.getAttribute(REPLAY_TAP_ATTRIBUTE) === action)?.click();
    });
    return () => window.clearTimeout(timer);
  }, []);
}
