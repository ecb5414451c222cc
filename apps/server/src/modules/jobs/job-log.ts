/** One level of a pino logger (the app's `app.log` is one), as services and jobs call it. */
type LogFn = {
  (facts: unknown, message?: string, ...values: unknown[]): void;
  (message: string, ...values: unknown[]): void;
};

/** The part of the app's logger background work and services use; tests pass a silent one. */
export interface JobLog {
  info: LogFn;
  warn: LogFn;
  error: LogFn;
}

export const silentLog: JobLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
