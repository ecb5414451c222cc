import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PeriodicTasks } from './periodic-tasks.ts';
import { silentLog, type JobLog } from './job-log.ts';

// The tasks' timers are faked: time moves only when a test moves it, so "nothing more ran" is exact.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PeriodicTasks', () => {
  it('runs a task at start and again every interval until stopped', async () => {
    const tasks = new PeriodicTasks(silentLog);
    let runs = 0;
    tasks.every(30, 'count', async () => {
      runs += 1;
    });
    tasks.start();
    await vi.advanceTimersByTimeAsync(60);
    expect(runs).toBe(3); // at 0, 30 and 60 ms
    await tasks.stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(3);
  });

  it('never overlaps a run of the same task', async () => {
    const tasks = new PeriodicTasks(silentLog);
    let active = 0;
    let maxActive = 0;
    const unfinished: Array<() => void> = [];
    tasks.every(5, 'slow', async () => {
      active += 1;
      maxActive = Math.max(maxActive, active);
      await new Promise<void>((finish) => unfinished.push(finish));
      active -= 1;
    });
    tasks.start();
    const both = Promise.all([tasks.run('slow'), tasks.run('slow')]);
    await vi.advanceTimersByTimeAsync(50); // ten intervals pass while the first run is still going
    expect(unfinished).toHaveLength(1);
    unfinished.shift()!();
    await both;
    await tasks.stop();
    unfinished.forEach((finish) => finish());
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
    await vi.advanceTimersByTimeAsync(20);
    expect(runs).toBe(2);
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
