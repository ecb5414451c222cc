/** Whether to call again after a failure: `failureCount` failures came before this one. */
export type Retry = false | ((failureCount: number, error: unknown) => boolean);

/** 1 s, 2 s, 4 s … at most 30 s: TanStack Query's back-off, which the retry rules were written for. */
export const backOff = (failureCount: number): number => Math.min(1000 * 2 ** failureCount, 30_000);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Calls `attempt` until it succeeds or `retry` says no; an aborted signal stops it after the call under way. */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  retry: Retry,
  retryDelay: number | undefined,
  signal: AbortSignal,
): Promise<T> {
  for (let failureCount = 0; ; failureCount++) {
    try {
      return await attempt();
    } catch (error) {
      if (!retry || signal.aborted || !retry(failureCount, error)) throw error;
      await sleep(retryDelay ?? backOff(failureCount));
      if (signal.aborted) throw error;
    }
  }
}
