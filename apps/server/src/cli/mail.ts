import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { DatabaseInUseError, openDatabase } from '../db/open.ts';
import { runMigrations } from '../db/migrate.ts';
import { formatOutboxList, formatOutboxMail } from '../modules/mail/outbox-listing.ts';
import { findOutboxMail, listOutbox } from '../modules/mail/outbox-repository.ts';

const USAGE = `Usage:
  npm run mail -- list [--limit N]     the outbox, newest first (mail lands there when SMTP_URL is not set)
  npm run mail -- show <id> [--html]   one mail: headers and text (or its HTML)`;

/** The development outbox from the command line. With the embedded database, stop the server first. */
async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      limit: { type: 'string', default: '50' },
      html: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, id] = positionals;
  if (values.help || !command || !['list', 'show'].includes(command) || (command === 'show' && !id)) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) {
    console.error('--limit must be a positive whole number');
    return 1;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
    if (command === 'list') {
      console.log(formatOutboxList(await listOutbox(database.db, limit)));
      return 0;
    }
    const mail = await findOutboxMail(database.db, id!);
    if (!mail) {
      console.error(`No mail with id ${id} in the outbox.`);
      return 1;
    }
    console.log(formatOutboxMail(mail, { html: values.html }));
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DatabaseInUseError) console.error(error.message);
    else console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
