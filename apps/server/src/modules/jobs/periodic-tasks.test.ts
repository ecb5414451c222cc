import { describe, expect, it } from 'vitest';
import { PeriodicTasks } from './periodic-tasks.ts';
import { silentLog, type JobLog } from './job-log.ts';
import { sleep, waitFor } from '../../../test/wait-for.ts';

describe('PeriodicTasks', () => {
  it('runs a task at start and again every interval until stopped', async () => {
    const tasks = new PeriodicTasks(silentLog);
    let runs = 0;
    tasks.every(30, 'count', async () => {
      runs += 1;
    });
    tasks.start();
    await waitFor(() => runs >= 3, 2000);
    await tasks.stop();
    const after = runs;
    await sleep(100);
    expect(runs).toBe(after);
  });

  it('never overlaps a run of the same task', async () => {
    const tasks = new PeriodicTasks(silentLog);
    let active = 0;
    let maxActive = 0;
    tasks.every(5, 'slow', async () => {
      active += 1;
      maxActive = Math.max(maxActive, active);
      await sleep(40);
      active -= 1;
    });
    tasks.start();
    await Promise.all([tasks.run('slow'), tasks.run('slow')]);
    await sleep(150);
    await tasks.stop();
    expect(maxActive).toBe(1);
  });

  it('logs a failing run and keeps the schedule', async () => {
    const errors: unknown[] = [];
    const log: JobLog = { ...silentLog, error: ((obj: unknown) => errors.push(obj)) as JobLog['error'] };
    const tasks = new PeriodicTasks(log);
    let runs = 0;
    tasks.every(20, 'flaky', async () => {
      runs += 1;
      if (runs === 1) throw new Error('database busy');
    });
    tasks.start();
    await waitFor(() => runs >= 2, 2000);
    await tasks.stop();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ task: 'flaky' });
  });

  it('refuses two tasks with the same name', () => {
    const tasks = new PeriodicTasks(silentLog);
    tasks.every(1000, 'holds', async () => undefined);
    expect(() => tasks.every(1000, 'holds', async () => undefined)).toThrow(/already registered/);
  });
});
