import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { JobRunner } from './job-runner.ts';
import { silentLog } from './job-log.ts';
import { eachJob } from './queue-consumer.ts';

let database: DatabaseHandle;
let runner: JobRunner;

beforeEach(async () => {
  database = await createTestDatabase();
  runner = new JobRunner(database, testConfig({ JOBS_POLL_INTERVAL_MS: '50' }), silentLog);
});

afterEach(async () => {
  await runner.stop();
  await database.close();
});

describe('a queue consumer', () => {
  it('completes the jobs that succeed and hands the ones that throw back for a retry', async () => {
    const seen: string[] = [];
    runner.consume<{ name: string }>(
      'greetings',
      { retryLimit: 1, retryDelay: 1 },
      eachJob(async (job) => {
        seen.push(job.data.name);
        if (job.data.name === 'flaky' && job.retryCount === 0) throw new Error('not yet');
      }),
    );
    await runner.start();
    const ids = await Promise.all(['a', 'b', 'flaky'].map((name) => runner.boss.send('greetings', { name })));

    await waitFor(async () => {
      const jobs = await Promise.all(ids.map((id) => runner.boss.getJobById('greetings', id!)));
      return jobs.every((job) => job?.state === 'completed');
    }, 20_000);
    expect(seen.sort()).toEqual(['a', 'b', 'flaky', 'flaky']);
  }, 30_000);

  it('works as many batches at once as its concurrency, each fetched on its own', async () => {
    let working = 0;
    let most = 0;
    let bothWorking: () => void = () => {};
    const together = new Promise<void>((resolve) => (bothWorking = resolve));
    runner.consume<{ n: number }>(
      'pairs',
      { retryLimit: 0 },
      async () => {
        working += 1;
        most = Math.max(most, working);
        if (working === 2) bothWorking();
        // One batch alone would wait here for ever: it is let go only once the other is worked too.
        await together;
        working -= 1;
        return [];
      },
      { batchSize: 1, concurrency: 2 },
    );
    await runner.start();
    const ids = await Promise.all([1, 2].map((n) => runner.boss.send('pairs', { n })));
    runner.wake('pairs');

    await waitFor(async () => {
      const jobs = await Promise.all(ids.map((id) => runner.boss.getJobById('pairs', id!)));
      return jobs.every((job) => job?.state === 'completed');
    }, 20_000);
    expect(most).toBe(2);
  }, 30_000);
});
