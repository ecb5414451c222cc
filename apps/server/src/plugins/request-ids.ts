import fp from 'fastify-plugin';

/** Every response names its request (X-Request-Id), the id its log lines carry (server-options.ts). */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-ids' },
);
