/** What every bench/*.bench.ts module receives and returns; bench/run.ts runs them in name order. */
export interface BenchContext {
  /** The repository root. */
  repoRoot: string;
  /** Seconds each timed load run lasts: BENCH_DURATION, default 10. */
  durationSeconds: number;
  /** Progress for the person watching (stderr); results go in the returned rows. */
  log(message: string): void;
}

export interface BenchResult {
  /** What was measured, e.g. 'GET /api/Store/Products'. */
  name: string;
  /** The figure as printed, e.g. '8,412 req/s' or '96.3 KB'. */
  value: string;
  /** The budget it is held to, e.g. '≤ 120 KB'; absent when there is none. */
  budget?: string;
  /** Whether the budget was met; absent when there is no budget. */
  pass?: boolean;
  /** How it was measured, in a few words. */
  note?: string;
}

export type BenchModule = { default: (ctx: BenchContext) => Promise<BenchResult[]> };
