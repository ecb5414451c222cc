import { parseArgs } from 'node:util';
import { z } from 'zod';
import { staffEmailSchema, staffNameSchema, staffRoleSchema } from '@giftfront/domain/admin/staff-account';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { publicBaseUrl } from '../lib/public-url.ts';
import { loadMailStore } from '../modules/mail/index.ts';
import { renderStaffLinkEmail } from '../modules/mail/index.ts';
import { smtpTransport } from '../modules/mail/index.ts';
import { addStaffUser, type NewStaffUser } from '../modules/staff/index.ts';
import { hardToGuessPasswordSchema } from '../modules/staff/index.ts';
import { passwordHasher } from '../modules/staff/index.ts';
import { findStoreBySlug } from '../modules/stores/index.ts';
import type { CliOutput } from './store-commands.ts';

export interface AddUserArgs extends NewStaffUser {
  store: string;
}

const argsSchema = z.object({
  store: z.string().min(1, 'the store slug is missing'),
  email: staffEmailSchema,
  role: staffRoleSchema,
  name: staffNameSchema,
  password: hardToGuessPasswordSchema.optional(),
});

/** `add-user <store> <email> --role owner|staff [--password <pw>] [--name <name>]`, or a message saying what is wrong. */
export function parseAddUserArgs(argv: string[]): AddUserArgs | string {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { role: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    });
  } catch (error) {
    return (error as Error).message;
  }
  const [store, email, ...extra] = parsed.positionals;
  if (!store || !email || extra.length) return 'add-user takes a store slug and an email.';
  if (!parsed.values.role) return '--role owner|staff is required.';
  const result = argsSchema.safeParse({
    store,
    email,
    role: parsed.values.role,
    password: parsed.values.password,
    name: parsed.values.name ?? email.split('@')[0],
  });
  if (!result.success)
    return result.error.issues.map((issue) => `${issue.path.join('.') || 'arguments'}: ${issue.message}`).join('\n');
  return result.data;
}

/** Creates the account; without a password, prints the one-time link and mails it when SMTP is set. */
export async function addUserCommand(db: Database, config: Config, args: AddUserArgs, io: CliOutput): Promise<number> {
  const store = await findStoreBySlug(db, args.store);
  if (!store) {
    io.err(`No store "${args.store}".`);
    return 1;
  }
  const added = await addStaffUser(
    db,
    { config, hasher: passwordHasher(config), actorName: 'Command line' },
    store,
    args,
  );
  if (!added) {
    io.err(`${args.email} already has an account in store "${store.slug}". Nothing was changed.`);
    return 1;
  }
  const { user, link } = added;
  const dashboard = `${publicBaseUrl(config.PUBLIC_URL_TEMPLATE, store.slug)}/admin`;
  io.out(`Created ${user.role} ${user.email} (${user.name}) in store "${store.slug}".`);
  if (!link) {
    io.out(`They can sign in at ${dashboard}`);
    return 0;
  }
  io.out(`Link to choose a password (works once, for 24 hours):\n  ${link.url}`);
  if (!config.SMTP_URL) {
    io.out('SMTP_URL is not set: pass the link on yourself.');
    return 0;
  }
  const mailStore = await loadMailStore(db, config, store.id);
  const transport = smtpTransport(config);
  try {
    const email = renderStaffLinkEmail({ brand: mailStore!.brand, kind: 'invitation', link: link.url });
    await transport.send({ to: user.email, fromName: mailStore!.brand.name, ...email }, { storeId: store.id });
    io.out(`Mailed it to ${user.email}.`);
  } catch (error) {
    io.err(`Could not mail it (${(error as Error).message}); pass the link on yourself.`);
  } finally {
    await transport.close();
  }
  return 0;
}
