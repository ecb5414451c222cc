import type { FastifyInstance, FastifyBaseLogger } from 'fastify';

/**
 * Runs work once the answer is on its way, so the answer's time cannot tell what the work did
 * (or whether there was any). One piece at a time, in the order asked, as the requests would
 * have run it; an error is logged, and closing the app waits for the work in flight.
 */
export function afterResponseRunner(app: FastifyInstance) {
  let queue: Promise<void> = Promise.resolve();
  app.addHook('onClose', async () => {
    await queue;
  });
  return (log: FastifyBaseLogger, what: string, work: () => Promise<void>) => {
    queue = queue
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(work)
      .catch((error: unknown) => log.error({ err: error }, `${what} failed`));
  };
}
