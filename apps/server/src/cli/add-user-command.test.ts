import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testConfig, type Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { auditLog, staffTokens, staffUsers } from '../db/schema/index.ts';
import { passwordHasher } from '../modules/staff/passwords.ts';
import { createAdminStore, type TestStore } from '../../test/admin.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { captureOutput } from '../../test/store-files.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { waitFor } from '../../test/wait-for.ts';
import { addUserCommand, parseAddUserArgs, type AddUserArgs } from './add-user-command.ts';

let database: DatabaseHandle;
let store: TestStore;
const config = testConfig();
beforeAll(async () => {
  database = await createTestDatabase();
  store = await createAdminStore(database.db);
});
afterAll(async () => {
  await database.close();
});

const args = (argv: string[]) => parseAddUserArgs(argv) as AddUserArgs;
const userOf = async (email: string) =>
  (await database.db.select().from(staffUsers).where(eq(staffUsers.email, email)))[0];

async function run(argv: string[], cfg: Config = config) {
  const io = captureOutput();
  const code = await addUserCommand(database.db, cfg, args([store.slug, ...argv]), io);
  return { code, out: io.stdout(), err: io.stderr() };
}

describe('npm run store -- add-user', () => {
  it('reads its arguments with parseArgs and names what is wrong', () => {
    expect(
      parseAddUserArgs(['demo', 'a@example.com', '--role', 'owner', '--name', 'Ann', '--password', 'long enough!']),
    ).toEqual({
      store: 'demo',
      email: 'a@example.com',
      role: 'owner',
      name: 'Ann',
      password: 'long enough!',
    });
    expect(parseAddUserArgs(['demo', 'sam@example.com', '--role', 'staff'])).toMatchObject({
      name: 'sam',
      password: undefined,
    });
    expect(parseAddUserArgs(['demo', 'a@example.com'])).toBe('--role owner|staff is required.');
    expect(parseAddUserArgs(['demo'])).toBe('add-user takes a store slug and an email.');
    expect(parseAddUserArgs(['demo', 'a@example.com', '--role', 'boss'])).toBe('role: role must be "owner" or "staff"');
    expect(parseAddUserArgs(['demo', 'a@example.com', '--role', 'owner', '--password', 'short'])).toBe(
      'password: Password must be at least 10 characters',
    );
    expect(parseAddUserArgs(['demo', 'a@example.com', '--role', 'owner', '--password', '1111111111'])).toBe(
      'password: Password must not be one character or pattern repeated. Choose another',
    );
    expect(parseAddUserArgs(['demo', 'nope', '--role', 'owner'])).toBe('email: Enter a valid email address');
    expect(parseAddUserArgs(['demo', 'a@example.com', '--role', 'owner', '--colour', 'red'])).toMatch(
      /Unknown option '--colour'/,
    );
  });

  it('creates an owner with a password who can sign in, audited as the command line', async () => {
    const result = await run([
      'Boss@Example.com',
      '--role',
      'owner',
      '--password',
      'a long password',
      '--name',
      'The Boss',
    ]);
    expect(result).toEqual({
      code: 0,
      out: `Created owner boss@example.com (The Boss) in store "${store.slug}".\nThey can sign in at http://${store.slug}.localhost:3000/admin`,
      err: '',
    });
    const user = await userOf('boss@example.com');
    expect(await passwordHasher(config).verify('a long password', user!.passwordHash)).toBe(true);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.targetId, user!.id));
    expect(entry).toMatchObject({
      action: 'staff.created',
      actorKind: 'system',
      actorName: 'Command line',
      after: { role: 'owner', password: 'set' },
    });
  });

  it('without a password, prints a one-time link valid 24 hours', async () => {
    const result = await run(['sam@example.com', '--role', 'staff']);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(
      new RegExp(
        `Link to choose a password \\(works once, for 24 hours\\):\\n  http://${store.slug}\\.localhost:3000/admin/accept-invitation#token=[A-Za-z0-9_-]{43}\\nSMTP_URL is not set: pass the link on yourself\\.`,
      ),
    );
    const user = await userOf('sam@example.com');
    expect(user).toMatchObject({ role: 'staff', name: 'sam', passwordHash: null });
    const [token] = await database.db.select().from(staffTokens).where(eq(staffTokens.userId, user!.id));
    expect(token!.kind).toBe('invitation');
  });

  it('mails the link when SMTP is set', async () => {
    const sink: SmtpSink = await startSmtpSink();
    try {
      const result = await run(
        ['mailed@example.com', '--role', 'staff', '--name', 'Mel'],
        testConfig({ SMTP_URL: sink.url }),
      );
      expect(result.out).toContain('Mailed it to mailed@example.com.');
      await waitFor(() => sink.mails.length === 1);
      const link = /(http:\S+#token=\S+)/.exec(result.out)![1]!;
      expect(sink.mails[0]!.subject).toBe("You're invited to the Test Gifts dashboard");
      expect(sink.mails[0]!.text).toContain(link);
    } finally {
      await sink.close();
    }
  });

  it('refuses an email that already has an account, and an unknown store, changing nothing', async () => {
    await run(['twice@example.com', '--role', 'staff']);
    const again = await run(['TWICE@example.com', '--role', 'owner', '--password', 'a long password']);
    expect(again.code).toBe(1);
    expect(again.err).toBe(`twice@example.com already has an account in store "${store.slug}". Nothing was changed.`);
    expect((await userOf('twice@example.com'))!.role).toBe('staff');

    const io = captureOutput();
    expect(
      await addUserCommand(database.db, config, args(['no-such-store', 'x@example.com', '--role', 'owner']), io),
    ).toBe(1);
    expect(io.stderr()).toBe('No store "no-such-store".');
  });
});
