/** The jobs module's public surface: other modules and the server's top level import only this file. */
export type { JobLog } from './job-log.ts';
export type { JobRunner } from './job-runner.ts';
export { default as jobsPlugin } from './plugin.ts';
export { PollLoop } from './poll-loop.ts';
