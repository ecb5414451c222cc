import type { FastifyInstance } from 'fastify';
import { build } from '../src/app.ts';
import { testConfig, type Config } from '../src/config.ts';
import type { Database, DatabaseHandle } from '../src/db/client.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a real database, for `inject`; call close() in afterAll. */
export async function createTestApp(overrides: Parameters<typeof testConfig>[0] = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig({ STATIC_DIR: '/nonexistent', DATA_DIR: '/tmp/giftfront-test-data', ...overrides });
  const app = await build({ config, database });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Requests made as a shopper on a store's own host. */
export function hostOf(slug: string): { host: string } {
  return { host: `${slug}.localhost:3000` };
}
