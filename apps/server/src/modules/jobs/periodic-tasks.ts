import type { JobLog } from './job-log.ts';
import type { ClaimTaskRun } from './task-claims.ts';
import { WakeableSleep } from './sleep.ts';

export type PeriodicTask = () => Promise<unknown>;

interface Entry {
  name: string;
  intervalMs: number;
  fn: PeriodicTask;
  sleep: WakeableSleep;
  running: Promise<void> | null;
  ticks: number;
}

/**
 * Maintenance work repeated every interval (holds expiry, moving due deliveries to the queue). Every
 * instance keeps a timer, but a run starts only when `claim` grants it: with the database's claims
 * (task-claims.ts) that is once per interval across all instances. A task never overlaps itself
 * within an instance; its errors are logged and it runs again at the next interval. Tasks stay
 * safe to run concurrently (a long run may outlast the interval): correctness lives in the database.
 */
export class PeriodicTasks {
  private readonly entries = new Map<string, Entry>();
  private loops: Promise<void>[] = [];
  private started = false;
  private stopped = false;

  constructor(
    private readonly log: JobLog,
    private readonly claim: ClaimTaskRun = async () => true,
  ) {}

  every(intervalMs: number, name: string, fn: PeriodicTask): void {
    if (this.entries.has(name)) throw new Error(`A periodic task named "${name}" is already registered`);
    if (!(intervalMs > 0)) throw new Error(`The interval of "${name}" must be positive`);
    const entry: Entry = { name, intervalMs, fn, sleep: new WakeableSleep(), running: null, ticks: 0 };
    this.entries.set(name, entry);
    if (this.started && !this.stopped) this.loops.push(this.loop(entry));
  }

  /** Runs a task now on this instance, without claiming the interval (or joins its current run); for tests. */
  async run(name: string): Promise<void> {
    const entry = this.entries.get(name);
    if (!entry) throw new Error(`No periodic task named "${name}"`);
    await this.runOnce(entry);
  }

  /** How often this instance's timer has come round for a task, whether or not it got the run. */
  ticks(name: string): number {
    return this.entries.get(name)?.ticks ?? 0;
  }

  /** Moves a task's next turn to now (it still runs only if no instance ran it within the interval). */
  wake(name: string): void {
    this.entries.get(name)?.sleep.wake();
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.loops = [...this.entries.values()].map((entry) => this.loop(entry));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const entry of this.entries.values()) entry.sleep.wake();
    await Promise.all(this.loops);
  }

  private async loop(entry: Entry): Promise<void> {
    while (!this.stopped) {
      await this.runIfClaimed(entry);
      if (this.stopped) break;
      await entry.sleep.sleep(entry.intervalMs);
    }
  }

  private async runIfClaimed(entry: Entry): Promise<void> {
    let claimed = false;
    try {
      claimed = await this.claim(entry.name, entry.intervalMs);
    } catch (err) {
      this.log.error({ err, task: entry.name }, `periodic task ${entry.name} could not be claimed`);
    }
    if (claimed && !this.stopped) await this.runOnce(entry);
    entry.ticks += 1;
  }

  private runOnce(entry: Entry): Promise<void> {
    entry.running ??= entry
      .fn()
      .then(() => undefined)
      .catch((err: unknown) => this.log.error({ err, task: entry.name }, `periodic task ${entry.name} failed`))
      .finally(() => {
        entry.running = null;
      });
    return entry.running;
  }
}
