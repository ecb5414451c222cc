import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { createMemoryLookupLimiter } from './memory-lookup-limiter.ts';
import { connectRedis, createRedisLookupLimiter } from './redis-lookup-limiter.ts';

/** What a limiter says about one more gift card lookup from an address. */
export type LookupAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts gift card lookups per client address in a fixed window (docs/decisions/0005).
 * A lookup takes an attempt first, so concurrent guesses cannot slip past the limit, and a
 * lookup that finds a card gives it back: only failures count.
 */
export interface LookupLimiter {
  take(address: string): Promise<LookupAttempt>;
  refund(address: string): Promise<void>;
  close(): Promise<void>;
}

export interface LookupLimits {
  limit: number;
  windowMs: number;
}

export type LimiterLog = Pick<FastifyBaseLogger, 'warn' | 'info'>;

/** The one place the limiter is chosen: Redis when REDIS_URL is set, process memory otherwise. */
export async function createLookupLimiter(config: Config, log: LimiterLog): Promise<LookupLimiter> {
  const limits: LookupLimits = { limit: config.GIFT_CARD_LOOKUP_LIMIT, windowMs: config.GIFT_CARD_LOOKUP_WINDOW_SECONDS * 1000 };
  const memory = createMemoryLookupLimiter(limits);
  if (!config.REDIS_URL) return memory;
  const redis = await connectRedis(config.REDIS_URL, log);
  return createRedisLookupLimiter({ ...limits, redis, keyPrefix: config.REDIS_KEY_PREFIX, fallback: memory, log });
}

/** The 429 text: whole minutes, rounded up. */
export function tooManyLookupsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many gift card lookups. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
