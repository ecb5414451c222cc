import { Redis } from 'ioredis';
import type { LimiterLog, LookupAttempt, LookupLimiter, LookupLimits } from './lookup-limiter.ts';

/** INCR and the window's expiry in one atomic step; the first attempt starts the window. */
const TAKE_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/** Gives an attempt back without ever creating a key or going below zero. */
const REFUND_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

interface LookupScripts {
  giftCardLookupTake(key: string, windowMs: number): Promise<[number, number]>;
  giftCardLookupRefund(key: string): Promise<number>;
}

/**
 * Connects without waiting for an unreachable Redis: commands fail at once instead of queueing
 * (the limiter then falls back), and ioredis keeps reconnecting in the background.
 */
export async function connectRedis(url: string, log: LimiterLog): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 500,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (!reported) log.warn({ err: error }, 'Redis for gift card lookup limits is unreachable; reconnecting');
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) log.info('Redis for gift card lookup limits is reachable again');
    reported = false;
  });
  await redis.connect().catch(() => undefined); // reported by the error listener
  return redis;
}

export interface RedisLookupLimiterOptions extends LookupLimits {
  redis: Redis;
  keyPrefix: string;
  /** Used while Redis cannot answer: this instance still limits, so a Redis outage opens no door. */
  fallback: LookupLimiter;
  log: LimiterLog;
}

/** Counters shared by every instance through Redis (docs/decisions/0005). */
export function createRedisLookupLimiter({ redis, keyPrefix, limit, windowMs, fallback, log }: RedisLookupLimiterOptions): LookupLimiter {
  redis.defineCommand('giftCardLookupTake', { numberOfKeys: 1, lua: TAKE_SCRIPT });
  redis.defineCommand('giftCardLookupRefund', { numberOfKeys: 1, lua: REFUND_SCRIPT });
  const scripts = redis as unknown as LookupScripts;
  const keyOf = (address: string) => `${keyPrefix}gift-card-lookups:${address}`;

  let degraded = false;
  function failed(error: unknown) {
    if (!degraded) log.warn({ err: error }, 'Gift card lookup limits fall back to this instance while Redis is unavailable');
    degraded = true;
  }
  function succeeded() {
    if (degraded) log.info('Gift card lookup limits are shared through Redis again');
    degraded = false;
  }

  return {
    async take(address): Promise<LookupAttempt> {
      try {
        const [count, ttlMs] = await scripts.giftCardLookupTake(keyOf(address), windowMs);
        succeeded();
        if (count <= limit) return { allowed: true };
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
      } catch (error) {
        failed(error);
        return fallback.take(address);
      }
    },
    async refund(address) {
      try {
        await scripts.giftCardLookupRefund(keyOf(address));
        succeeded();
      } catch (error) {
        failed(error);
        await fallback.refund(address);
      }
    },
    async close() {
      await fallback.close();
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
