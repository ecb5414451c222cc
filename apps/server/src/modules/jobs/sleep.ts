/** A pause that ends early when woken (new work arrived, or the runner is stopping). */
export class WakeableSleep {
  private wakeUp: (() => void) | null = null;

  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      const self = this;
      function done() {
        clearTimeout(timer);
        self.wakeUp = null;
        resolve();
      }
      this.wakeUp = done;
    });
  }

  wake(): void {
    this.wakeUp?.();
  }
}
