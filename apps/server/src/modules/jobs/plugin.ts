import fp from 'fastify-plugin';
import { JobRunner } from './job-runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Background work: `app.jobs.every(ms, name, fn)` for periodic tasks, `app.jobs.consume(...)`
     * for a durable queue. Started when the app is ready (unless JOBS_ENABLED=false), stopped on close.
     */
    jobs: JobRunner;
  }
}

export default fp(
  async (app) => {
    const runner = new JobRunner(app.database, app.config, app.log);
    app.decorate('jobs', runner);
    if (!app.config.JOBS_ENABLED) return;
    app.addHook('onReady', async () => {
      await runner.start();
    });
    app.addHook('onClose', async () => {
      await runner.stop();
    });
  },
  { name: 'jobs', dependencies: ['database'] },
);
