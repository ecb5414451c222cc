import { parseArgs } from 'node:util';
import type { Config } from '../config.ts';
import { DatabaseInUseError, openDatabase } from '../db/open.ts';
import { runMigrations } from '../db/migrate.ts';
import { addUserCommand, parseAddUserArgs, type AddUserArgs } from './add-user-command.ts';
import { exportCommand, importCommand, listCommand, type CliOutput } from './store-commands.ts';

export const STORE_CLI_USAGE = `Usage: npm run store -- <command>

Commands:
  import <file>   create or update a store from a store file (docs/store-file.md)
  export <slug>   print a store as a store file
  list            list every store with its name, status and product count
  add-user <store> <email> --role owner|staff [--password <pw>] [--name <name>]
                  create a dashboard account; without --password, print a one-time link
                  (24 hours) to choose one, and mail it when SMTP_URL is set

Works on the database of DATA_DIR, or of DATABASE_URL when it is set.`;

type Command =
  | { name: 'import'; file: string }
  | { name: 'export'; slug: string }
  | { name: 'list' }
  | { name: 'add-user'; args: AddUserArgs };

/** The command, or why not ('' asks for the usage). add-user parses its own options. */
function parseCommand(argv: string[]): Command | string {
  if (argv[0] === 'add-user') {
    const args = parseAddUserArgs(argv.slice(1));
    return typeof args === 'string' ? args : { name: 'add-user', args };
  }
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    return (error as Error).message;
  }
  const [name, arg, ...extra] = parsed.positionals;
  if (parsed.values.help || name === undefined || name === 'help') return '';
  if (name === 'list' && arg === undefined) return { name };
  if (name === 'import' && arg && !extra.length) return { name, file: arg };
  if (name === 'export' && arg && !extra.length) return { name, slug: arg };
  return name === 'import' || name === 'export' || name === 'list'
    ? `Wrong arguments for "${name}".`
    : `Unknown command "${name}".`;
}

/** Runs one store command on the configured database; returns the process exit code. */
export async function runStoreCli(argv: string[], config: Config, io: CliOutput): Promise<number> {
  const command = parseCommand(argv);
  if (typeof command === 'string') {
    if (command) io.err(`${command}\n\n${STORE_CLI_USAGE}`);
    else io.out(STORE_CLI_USAGE);
    return command ? 1 : 0;
  }

  let database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    // The embedded database belongs to the server while it runs: refuse, never share it.
    if (error instanceof DatabaseInUseError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
  try {
    await runMigrations(database);
    if (command.name === 'import') return await importCommand(database.db, config, command.file, io);
    if (command.name === 'export') return await exportCommand(database.db, command.slug, io);
    if (command.name === 'add-user') return await addUserCommand(database.db, config, command.args, io);
    return await listCommand(database.db, io);
  } finally {
    await database.close();
  }
}
