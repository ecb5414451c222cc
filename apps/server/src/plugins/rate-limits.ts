import fp from 'fastify-plugin';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts attempts per key in a fixed window: consume takes one, reward gives one back, reset forgets the key. */
export interface RateLimiter {
  consume(key: string): Promise<RateDecision>;
  reward(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** `points` attempts per key in each window of `durationSeconds`; `name` keeps rules' counts apart. */
export interface RateLimitRule {
  name: string;
  points: number;
  durationSeconds: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    createRateLimiter(rule: RateLimitRule): RateLimiter;
  }
}

const MAX_KEYS = 10_000;

/**
 * One instance's counters, in process memory. Every window of a rule has the same length, so
 * the Map's insertion order is the order windows end in: expired ones are at the front.
 */
export function memoryRateLimiter(rule: RateLimitRule, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const makeRoom = (at: number) => {
    for (const [key, window] of windows) {
      if (window.endsAt > at && windows.size < MAX_KEYS) break;
      windows.delete(key);
    }
  };
  return {
    async consume(key) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        windows.delete(key);
        makeRoom(at);
        window = { count: 0, endsAt: at + rule.durationSeconds * 1000 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= rule.points) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - at) / 1000)) };
    },
    async reward(key) {
      const window = windows.get(key);
      if (window && window.endsAt > now() && window.count > 0) window.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

/** app.createRateLimiter(rule): counters in this process's memory. */
export default fp(
  async (app) => {
    app.decorate('createRateLimiter', (rule: RateLimitRule) => memoryRateLimiter(rule));
  },
  { name: 'rate-limits' },
);
