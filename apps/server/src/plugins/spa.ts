import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built storefront's files (their precompressed copies when the client takes them);
 * misses answer a JSON 404. The pages themselves come from modules/storefront-page.
 */
export default fp(
  async (app) => {
    const root = app.config.STATIC_DIR;
    if (fs.existsSync(path.join(root, 'index.html'))) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders(res, filePath) {
          if (filePath.includes(`${path.sep}assets${path.sep}`))
            res.header('cache-control', 'public, max-age=31536000, immutable');
        },
      });
    } else {
      app.log.warn(`No storefront build at ${root}; run npm run build`);
    }
    app.setNotFoundHandler(async (_request, reply) => reply.status(404).send({ message: 'Not found' }));
  },
  { name: 'spa', dependencies: ['database'] },
);
