import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import { testConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { listStores } from '../stores/index.ts';
import { seedStoresIfEmpty } from './seed.ts';

describe('the demo stores on a first start', () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  it('are imported into an empty database in development', async () => {
    expect(await seedStoresIfEmpty(database.db, testConfig({ NODE_ENV: 'development' }))).toEqual([
      'closed',
      'demo-split',
      'demo',
    ]);
    expect((await listStores(database.db)).map((store) => store.slug)).toEqual(['closed', 'demo', 'demo-split']);
  });

  it('are never imported in production: the operator imports their own stores', async () => {
    expect(await seedStoresIfEmpty(database.db, testConfig({ NODE_ENV: 'production' }))).toEqual([]);
    expect(await listStores(database.db)).toEqual([]);
  });
});
