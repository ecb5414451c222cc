import { ConfigError, loadConfig } from '../config.ts';
import { runStoreCli } from './store-cli.ts';

/** `npm run store -- import <file> | export <slug> | list` (see STORE_CLI_USAGE). */
async function main() {
  const config = loadConfig();
  process.exitCode = await runStoreCli(process.argv.slice(2), config, {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
