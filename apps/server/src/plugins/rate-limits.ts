import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts points per key in a fixed window (docs/decisions/0005). */
export interface RateLimiter {
  /** Takes one point. */
  consume(key: string): Promise<RateDecision>;
  /** Gives one point back (e.g. a lookup that found a card). */
  reward(key: string): Promise<void>;
  /** Clears the key (e.g. a successful sign-in). */
  reset(key: string): Promise<void>;
}

/** `name` keys the counters: `{REDIS_KEY_PREFIX}{name}:{key}` in Redis. */
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

export type RateLimitLog = Pick<FastifyBaseLogger, 'warn' | 'info'>;

/** The app's Redis for rate limits, and whether its counters are being kept in memory meanwhile. */
export interface RateLimitStore {
  redis: Redis | null;
  keyPrefix: string;
  /** Called whenever a limiter answers from memory because Redis cannot. */
  fallingBack(error?: unknown): void;
}

/**
 * Connects without waiting for an unreachable Redis: commands fail at once instead of queueing
 * (the limiters then count in memory), and ioredis keeps reconnecting in the background. One
 * warning when the fallback starts, one notice when Redis is back.
 */
export async function connectRateLimitStore(
  url: string,
  keyPrefix: string,
  log: RateLimitLog,
): Promise<RateLimitStore> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 500,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  let degraded = false;
  const fallingBack = (error?: unknown) => {
    if (!degraded) log.warn({ err: error }, 'Rate limits fall back to this instance while Redis is unavailable');
    degraded = true;
  };
  redis.on('error', fallingBack);
  redis.on('ready', () => {
    if (degraded) log.info('Rate limits are shared through Redis again');
    degraded = false;
  });
  await redis.connect().catch(() => undefined); // reported by the error listener
  return { redis, keyPrefix, fallingBack };
}

/** The in-memory insurance: counts while Redis cannot, and says so. */
class FallbackMemoryLimiter extends RateLimiterMemory {
  constructor(
    options: ConstructorParameters<typeof RateLimiterMemory>[0],
    private readonly onUse: () => void,
  ) {
    super(options);
  }
  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    this.onUse();
    return super.consume(...args);
  }
}

/**
 * rate-limiter-flexible: Redis shared by every instance when there is one, with an in-memory
 * insurance limiter answering while Redis cannot (each instance then counts alone: neither
 * open nor closed, decision 0005); in memory alone without Redis.
 */
export function createRateLimiter(rule: RateLimitRule, store: RateLimitStore | null): RateLimiter {
  const options = { points: rule.points, duration: rule.durationSeconds };
  const limiter: RateLimiterAbstract = store?.redis
    ? new RateLimiterRedis({
        ...options,
        storeClient: store.redis,
        keyPrefix: `${store.keyPrefix}${rule.name}`,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new FallbackMemoryLimiter({ ...options, keyPrefix: rule.name }, () => store.fallingBack()),
      })
    : new RateLimiterMemory({ ...options, keyPrefix: rule.name });
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
    async reward(key) {
      // Only a point this window took is given back: a reward never creates a count or goes below zero.
      const current = await limiter.get(key);
      if (current && current.consumedPoints > 0) await limiter.reward(key);
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

export async function closeRateLimitStore(store: RateLimitStore | null): Promise<void> {
  const redis = store?.redis;
  if (!redis) return;
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}

/** `app.createRateLimiter(rule)`: one Redis connection (REDIS_URL) for every limiter of the app. */
export default fp(
  async (app) => {
    const { REDIS_URL, REDIS_KEY_PREFIX } = app.config;
    const store = REDIS_URL ? await connectRateLimitStore(REDIS_URL, REDIS_KEY_PREFIX, app.log) : null;
    app.decorate('createRateLimiter', (rule: RateLimitRule) => createRateLimiter(rule, store));
    app.addHook('onClose', () => closeRateLimitStore(store));
  },
  { name: 'rate-limits', dependencies: ['database'] },
);
