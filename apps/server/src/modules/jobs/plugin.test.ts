import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { build } from '../../app.ts';
import { testConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { waitFor } from '../../../test/wait-for.ts';

let database: DatabaseHandle;
let app: FastifyInstance;

async function appWithTask(jobsEnabled: boolean, onRun: () => void) {
  database = await createTestDatabase();
  app = await build({
    config: testConfig({ STATIC_DIR: '/nonexistent', JOBS_ENABLED: String(jobsEnabled) as 'true' | 'false' }),
    database,
  });
  // As another module's plugin would: register during startup, run once the app is ready.
  app.jobs.every(20, 'count-runs', async () => onRun());
}

afterEach(async () => {
  await app.close();
  await database.close();
});

describe('the jobs plugin', () => {
  it('runs tasks registered with app.jobs.every once the app is ready, and stops them on close', async () => {
    let runs = 0;
    await appWithTask(true, () => (runs += 1));
    // Before ready no loop exists, so nothing can have run.
    expect(app.jobs.running).toBe(false);
    expect(app.jobs.ticks('count-runs')).toBe(0);
    expect(runs).toBe(0);
    await app.ready();
    await waitFor(() => runs >= 2, 5000);
    await app.close();
    // close() waits for every task loop to end (PeriodicTasks' own test shows none runs after that).
    expect(app.jobs.running).toBe(false);
  });

  it('runs nothing when JOBS_ENABLED is false', async () => {
    let runs = 0;
    await appWithTask(false, () => (runs += 1));
    await app.ready();
    expect(app.jobs.running).toBe(false);
    expect(app.jobs.ticks('count-runs')).toBe(0);
    expect(runs).toBe(0);
  });
});
