import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../../db/schema/index.ts';
import {
  createAdminStore,
  createAdminTestApp,
  createStaffUser,
  TEST_PASSWORD,
  type TestStore,
} from '../../../test/admin.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { passwordHasher } from './passwords.ts';

/**
 * The time of an answer must not tell whether an email has an account. The app runs with the
 * real scrypt cost (NODE_ENV=development; tests otherwise use a cheap one), so a password check
 * is about 0.3 s and its absence shows.
 */
let t: TestApp;
let store: TestStore;
let ownerEmail: string;
let clients = 0;

beforeAll(async () => {
  t = await createAdminTestApp({ NODE_ENV: 'development' });
  store = await createAdminStore(t.db);
  const owner = await createStaffUser(t.db, store);
  ownerEmail = owner.email;
  const realCost = await passwordHasher({ NODE_ENV: 'development' }).hash(TEST_PASSWORD);
  await t.db.update(staffUsers).set({ passwordHash: realCost }).where(eq(staffUsers.id, owner.id));
});
afterAll(() => t?.close());

/** Milliseconds of one request, from a client address of its own (no limit is reached). */
async function timed(url: string, payload: object): Promise<number> {
  clients += 1;
  const headers = { ...store.headers, 'x-forwarded-for': `10.250.${clients >> 8}.${clients & 255}` };
  const started = performance.now();
  const res = await t.app.inject({ method: 'POST', url, headers, payload });
  expect(res.statusCode, res.body).toBeLessThan(500);
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Known and unknown emails asked in turns, so a busy machine slows both alike. */
async function inTurns(url: string, body: (email: string) => object, rounds: number) {
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    known.push(await timed(url, body(ownerEmail)));
    unknown.push(await timed(url, body(`nobody-${i}@example.com`)));
  }
  return { known: median(known), unknown: median(unknown) };
}

describe('answer times for known and unknown emails', () => {
  it('a wrong sign-in takes as long for an unknown email as for an account (a decoy password check)', async () => {
    const { known, unknown } = await inTurns(
      '/api/admin/session',
      (email) => ({ email, password: 'not the password at all' }),
      3,
    );
    expect(known).toBeGreaterThan(50);
    expect(unknown).toBeGreaterThan(known * 0.5);
  });

  it('a reset request is answered as fast for an account as for an unknown email (the link is made after)', async () => {
    const { known, unknown } = await inTurns('/api/admin/password-resets', (email) => ({ email }), 5);
    expect(known, `known ${known} ms, unknown ${unknown} ms`).toBeLessThan(unknown * 1.5 + 1);
  });
});
