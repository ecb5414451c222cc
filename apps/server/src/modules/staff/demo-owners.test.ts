import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { staffUsers } from '../../db/schema/index.ts';
import { createStore } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { DEMO_OWNER, ensureDemoOwners } from './demo-owners.ts';
import { passwordHasher } from './passwords.ts';
import { setStaffPassword } from './staff-repository.ts';

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
  await createStore(database.db, { slug: 'demo' });
  await createStore(database.db, { slug: 'demo-split' });
  await createStore(database.db, { slug: 'acme' });
});
afterEach(async () => {
  await database.close();
});

const owners = () => database.db.select().from(staffUsers).where(eq(staffUsers.email, DEMO_OWNER.email));

describe('the demo owner', () => {
  it('is added to the demo stores outside production, once, with the README password', async () => {
    const config = testConfig({ NODE_ENV: 'development' });
    expect(await ensureDemoOwners(database.db, config)).toEqual(['demo', 'demo-split']);
    expect(await ensureDemoOwners(database.db, config)).toEqual([]);
    const rows = await owners();
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.role === 'owner')).toBe(true);
    expect(await passwordHasher(config).verify('demo-owner-2468', rows[0]!.passwordHash)).toBe(true);
  });

  it('keeps a password the demo owner changed', async () => {
    const config = testConfig();
    await ensureDemoOwners(database.db, config);
    const [row] = await owners();
    await setStaffPassword(database.db, row!.id, await passwordHasher(config).hash('my own password'));
    await ensureDemoOwners(database.db, config);
    const [after] = (await owners()).filter((r) => r.id === row!.id);
    expect(await passwordHasher(config).verify('my own password', after!.passwordHash)).toBe(true);
  });

  it('never exists in production', async () => {
    expect(await ensureDemoOwners(database.db, testConfig({ NODE_ENV: 'production' }))).toEqual([]);
    expect(await owners()).toHaveLength(0);
  });
});
