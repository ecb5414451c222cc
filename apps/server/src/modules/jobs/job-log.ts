import type { FastifyBaseLogger } from 'fastify';

/** The part of the app's logger background work uses; tests pass a silent one. */
export type JobLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export const silentLog: JobLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
