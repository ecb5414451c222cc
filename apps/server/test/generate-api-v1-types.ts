/**
 * `npm run api:types`: writes test/api-v1-schema.ts from the OpenAPI document the server serves
 * (an in-memory database, migrated, so no running server is needed).
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { build } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { fromPglite } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { API_V1_TYPES_FILE, apiV1TypesSource } from './api-v1-types.ts';

const client = new PGlite();
await client.waitReady;
const database = fromPglite(client);
await runMigrations(database);
const app = await build({ config: testConfig({ STATIC_DIR: '/nonexistent' }), database });
await app.ready();
fs.writeFileSync(API_V1_TYPES_FILE, await apiV1TypesSource(app));
await app.close();
await database.close();
console.log(`wrote ${API_V1_TYPES_FILE.pathname}`);
