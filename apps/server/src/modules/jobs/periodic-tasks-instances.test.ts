import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectAgain, startInstance } from '../../../test/delivery-apps.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { waitFor } from '../../../test/wait-for.ts';
import type { DatabaseHandle } from '../../db/client.ts';

const TASK = 'count-runs';
const HOUR = 3_600_000;

let database: DatabaseHandle;
let second: DatabaseHandle;
let instances: FastifyInstance[];
const runs: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  second = connectAgain(database);
  instances = [await startInstance(database), await startInstance(second)];
  instances.forEach((app, i) => app.jobs.every(HOUR, TASK, async () => void runs.push(`instance ${i + 1}`)));
});

afterAll(async () => {
  await Promise.all(instances.map((app) => app.close()));
  await second.close();
  await database.close();
});

/** Until every instance's timer has come round `n` times (each turn is a claim, and the run when granted). */
const everyInstanceTicked = (n: number) =>
  waitFor(() => instances.every((app) => app.jobs.tasks.ticks(TASK) >= n), 15_000);
const wakeEveryInstance = () => instances.forEach((app) => app.jobs.tasks.wake(TASK));

describe('a periodic task on two instances sharing one database', () => {
  it('runs once per interval, not once per instance', async () => {
    await everyInstanceTicked(1);
    expect(runs).toHaveLength(1);

    // Both timers come round again within the same interval: neither runs it.
    wakeEveryInstance();
    await everyInstanceTicked(2);
    expect(runs).toHaveLength(1);

    // The interval has passed (as the database's clock tells): the next turn of either instance runs it, once.
    await database.db.execute(
      sql`update periodic_task_runs set last_started_at = now() - interval '2 hours' where name = ${TASK}`,
    );
    wakeEveryInstance();
    await everyInstanceTicked(3);
    expect(runs).toHaveLength(2);
  });
});
