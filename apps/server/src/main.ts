import { build } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase, DatabaseInUseError } from './db/open.ts';
import { runMigrations } from './db/migrate.ts';
import { reportProductionReadiness } from './modules/health/index.ts';
import { importLegacyUploads } from './modules/store-file/index.ts';
import { seedStoresIfEmpty } from './modules/store-file/index.ts';
import { DEMO_OWNER, ensureDemoOwners } from './modules/staff/index.ts';
import { quickStartLines } from './quick-start.ts';

/** The process entry: configuration, database, migrations, demo stores (not in production), checks, then listen until SIGTERM. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  const running: { app?: Awaited<ReturnType<typeof build>> } = {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    running.app?.log.info(`${signal} received: draining requests`);
    const timer = setTimeout(() => {
      console.error('Shutdown timed out; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    // Sockets kept alive after an in-flight (streamed, compressed) answer are idle only once it ends,
    // after close() closed the idle ones: keep closing them so the drain ends when the answers do.
    const idleSweep = setInterval(() => running.app?.server.closeIdleConnections(), 100);
    try {
      await running.app?.close();
    } finally {
      clearInterval(idleSweep);
      await database.close();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await runMigrations(database);
  const app = await build({ config, database });
  running.app = app;
  const seeded = await seedStoresIfEmpty(database.db, config);
  if (seeded.length) app.log.info(`Imported demo stores: ${seeded.join(', ')}`);
  const owners = await ensureDemoOwners(database.db, config);
  if (owners.length)
    app.log.info(`Demo owner ${DEMO_OWNER.email} (password ${DEMO_OWNER.password}) added to: ${owners.join(', ')}`);
  await importLegacyUploads(database.db, config.DATA_DIR, app.log);
  await reportProductionReadiness(database.db, config, app.log);
  await app.listen({ port: config.PORT, host: config.HOST });
  const port = (app.server.address() as { port: number } | null)?.port ?? config.PORT;
  if (config.NODE_ENV === 'production')
    app.log.info(
      `Giftfront is serving http://localhost:${port} (store "${config.DEFAULT_STORE}"; other stores at http://<store>.localhost:${port})`,
    );
  // Printed whatever LOG_LEVEL says: it is the quick start's answer to "where is everything?".
  else console.log(quickStartLines(config, port, DEMO_OWNER).join('\n'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseInUseError) {
    console.error(error.message);
  } else {
    console.error('Giftfront failed to start:', error);
  }
  process.exit(1);
});
