import { WakeableSleep } from './sleep.ts';

/**
 * A loop that does one step after another, resting between steps that found nothing (or no room)
 * until woken or the rest is over; errors are reported and the loop goes on. stop() ends it after
 * the step under way, then runs `drain` (work the steps left running).
 */
export class PollLoop {
  private readonly sleep = new WakeableSleep();
  private loop: Promise<void> | null = null;
  private stopping = false;

  constructor(
    private readonly options: {
      /** One step; true when the loop should rest before the next. */
      step: () => Promise<boolean>;
      restMs: number;
      onError: (err: unknown) => void;
      drain?: () => Promise<unknown>;
    },
  ) {}

  start(): void {
    this.loop ??= this.run();
  }

  wake(): void {
    this.sleep.wake();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.sleep.wake();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let rest = true;
      try {
        rest = await this.options.step();
      } catch (err) {
        this.options.onError(err);
      }
      if (!this.stopping && rest) await this.sleep.sleep(this.options.restMs);
    }
    await this.options.drain?.();
  }
}
