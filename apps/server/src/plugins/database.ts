import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    database: DatabaseHandle;
  }
}

/** Makes the configuration and the database available to every route. */
export default fp<{ config: Config; database: DatabaseHandle }>(
  async (app, { config, database }) => {
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'database' },
);
