import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * The Redis the Redis suites run against: TEST_REDIS_URL, or a local one on 127.0.0.1:6379.
 * Without TEST_REDIS_URL and with nothing answering locally, those suites are skipped; with
 * TEST_REDIS_URL set, an unreachable Redis fails them.
 */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function answers(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

export const redisAvailable = process.env.TEST_REDIS_URL ? true : await answers(testRedisUrl);

/** A key prefix no other test uses. */
export const uniqueRedisPrefix = () => `giftfront-test:${randomUUID()}:`;

/** Opens a client on the test Redis; close it with quit(). */
export const openTestRedis = () => new Redis(testRedisUrl);

export async function deleteRedisKeys(redis: Redis, prefix: string): Promise<void> {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
}

/** A local TCP port with nothing listening on it: a Redis that is down. */
export async function unusedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
