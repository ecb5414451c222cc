import fp from 'fastify-plugin';
import { databaseMediaStorage } from './media-repository.ts';
import type { MediaStorage } from './media-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Store images (media-storage.ts); the database by default. */
    media: MediaStorage;
  }
}

export default fp(
  async (app) => {
    app.decorate('media', databaseMediaStorage(app.db));
  },
  { name: 'media', dependencies: ['database'] },
);
