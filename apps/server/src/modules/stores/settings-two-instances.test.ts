import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asStaff, createAdminStore, createStaffUser, signIn } from '../../../test/admin.ts';
import { connectAgain, startInstance } from '../../../test/delivery-apps.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { waitFor } from '../../../test/wait-for.ts';
import type { DatabaseHandle } from '../../db/client.ts';

let database: DatabaseHandle;
let second: DatabaseHandle;
let instances: [FastifyInstance, FastifyInstance];

beforeAll(async () => {
  database = await createTestDatabase();
  second = connectAgain(database);
  instances = [await startInstance(database, { TRUST_PROXY: '1' }), await startInstance(second, { TRUST_PROXY: '1' })];
});

afterAll(async () => {
  await Promise.all(instances.map((app) => app.close()));
  await second.close();
  await database.close();
});

describe('a settings change on one of two instances', () => {
  it('reaches the other instance’s storefront within its 2 s store cache', async () => {
    const [one, other] = instances;
    const store = await createAdminStore(database.db, { branding: { primaryColor: '#112233' } });
    const owner = await createStaffUser(database.db, store, { role: 'owner' });
    const cookie = await signIn(one, store, owner.email);
    const colourOn = async (app: FastifyInstance) =>
      (await app.inject({ url: '/api/Store/StoreSettings', headers: { host: store.host } })).json().branding
        .primaryColor;
    expect(await colourOn(other)).toBe('#112233');

    const changedAt = Date.now();
    const res = await one.inject(
      asStaff(store, cookie, {
        method: 'PATCH',
        url: '/api/admin/settings',
        payload: { branding: { primaryColor: '#0f766e' } },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await colourOn(one)).toBe('#0f766e');
    await waitFor(async () => (await colourOn(other)) === '#0f766e', 5_000);
    expect(Date.now() - changedAt).toBeLessThan(3_000);
  });
});
