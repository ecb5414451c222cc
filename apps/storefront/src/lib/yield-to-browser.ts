/**
 * Resolves in a later task, so the browser can paint and answer input between two long pieces of
 * work (evaluating a page's code, then rendering it). `scheduler.yield` where the browser has it
 * (its continuation runs before other queued tasks), a zero-delay timer elsewhere.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
