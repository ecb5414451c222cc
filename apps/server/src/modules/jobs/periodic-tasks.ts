import type { JobLog } from './job-log.ts';
import { WakeableSleep } from './sleep.ts';

export type PeriodicTask = () => Promise<unknown>;

interface Entry {
  name: string;
  intervalMs: number;
  fn: PeriodicTask;
  sleep: WakeableSleep;
  running: Promise<void> | null;
}

/**
 * Maintenance work repeated on every instance (holds expiry, moving due deliveries to the queue).
 * A task never overlaps itself; its errors are logged and it runs again at the next interval.
 * Tasks must be safe to run on several instances at once: correctness lives in the database.
 */
export class PeriodicTasks {
  private readonly entries = new Map<string, Entry>();
  private loops: Promise<void>[] = [];
  private started = false;
  private stopped = false;

  constructor(private readonly log: JobLog) {}

  every(intervalMs: number, name: string, fn: PeriodicTask): void {
    if (this.entries.has(name)) throw new Error(`A periodic task named "${name}" is already registered`);
    if (!(intervalMs > 0)) throw new Error(`The interval of "${name}" must be positive`);
    const entry: Entry = { name, intervalMs, fn, sleep: new WakeableSleep(), running: null };
    this.entries.set(name, entry);
    if (this.started && !this.stopped) this.loops.push(this.loop(entry));
  }

  /** Runs a task now (or joins its current run); used by tests and to react to new work at once. */
  async run(name: string): Promise<void> {
    const entry = this.entries.get(name);
    if (!entry) throw new Error(`No periodic task named "${name}"`);
    await this.runOnce(entry);
  }

  /** Moves a task's next run to now. */
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
      await this.runOnce(entry);
      if (this.stopped) break;
      await entry.sleep.sleep(entry.intervalMs);
    }
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
