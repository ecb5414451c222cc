import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { DatabaseInUseError, openDatabase } from '../db/open.ts';
import { runMigrations } from '../db/migrate.ts';
import { listMailFiles, mailFolder, readMailFile } from '../modules/mail/index.ts';
import { formatMailFileList, formatOutboxList, formatOutboxMail } from '../modules/mail/index.ts';
import { findOutboxMail, listOutbox } from '../modules/mail/index.ts';

const USAGE = `Usage:
  npm run mail -- list [--limit N]     the outbox, newest first (mail lands there when SMTP_URL is not set)
  npm run mail -- show <id> [--html]   one mail: headers and text (or its HTML)
While the server holds the embedded database, both read the development mail files in DATA_DIR/mail.`;

/**
 * The development outbox from the command line. While a server holds the embedded database, the
 * mail files it writes in development (DATA_DIR/mail/<store>/) are read instead.
 */
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
  let database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    return fromMailFiles(config.DATA_DIR, command, id, limit);
  }
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

async function fromMailFiles(dataDir: string, command: string, id: string | undefined, limit: number) {
  const folder = mailFolder(dataDir);
  if (command === 'list') {
    const files = await listMailFiles(dataDir, limit);
    console.log(`The server holds the database; these are the mail files in ${folder}:`);
    console.log(formatMailFileList(files));
    return 0;
  }
  const text = await readMailFile(dataDir, id!);
  if (text === null) {
    console.error(`No mail file ${id} in ${folder}.`);
    return 1;
  }
  console.log(text);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DatabaseInUseError) console.error(error.message);
    else console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
