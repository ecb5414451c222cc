import type { LookupAttempt, LookupLimiter, LookupLimits } from './lookup-limiter.ts';

export interface MemoryLookupLimiterOptions extends LookupLimits {
  /** Most addresses tracked at once; the oldest windows go first when full. */
  maxAddresses?: number;
  now?: () => number;
}

export interface MemoryLookupLimiter extends LookupLimiter {
  trackedAddresses(): number;
}

interface Window {
  count: number;
  endsAt: number;
}

/**
 * Fixed windows in process memory: one instance's counters (docs/decisions/0005).
 * Every window has the same length and a renewed window is re-inserted, so the Map's insertion
 * order is also the order in which windows end: expired ones are always at the front.
 */
export function createMemoryLookupLimiter({ limit, windowMs, maxAddresses = 10_000, now = () => Date.now() }: MemoryLookupLimiterOptions): MemoryLookupLimiter {
  const windows = new Map<string, Window>();

  function makeRoom(at: number) {
    for (const [address, window] of windows) {
      if (window.endsAt > at && windows.size < maxAddresses) break;
      windows.delete(address);
    }
  }

  return {
    async take(address): Promise<LookupAttempt> {
      const at = now();
      let window = windows.get(address);
      if (!window || window.endsAt <= at) {
        windows.delete(address);
        makeRoom(at);
        window = { count: 0, endsAt: at + windowMs };
        windows.set(address, window);
      }
      window.count += 1;
      if (window.count <= limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - at) / 1000)) };
    },
    async refund(address) {
      const window = windows.get(address);
      if (window && window.endsAt > now() && window.count > 0) window.count -= 1;
    },
    async close() {
      windows.clear();
    },
    trackedAddresses: () => windows.size,
  };
}
