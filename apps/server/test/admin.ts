import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { StaffRole } from '@giftfront/domain/admin/staff-account';
import { testConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { auditLog, staffUsers, stores } from '../src/db/schema/index.ts';
import { passwordHasher } from '../src/modules/staff/passwords.ts';
import { createStore } from './factories.ts';
import { createTestApp, hostOf } from './test-app.ts';

export const TEST_PASSWORD = 'correct horse battery';
const hasher = passwordHasher(testConfig());

export interface TestStore {
  id: string;
  slug: string;
  host: string;
  /** The Origin a browser on this store's dashboard sends. */
  origin: string;
  /** Headers of a browser on this store's dashboard: host, Origin and a client address of its own. */
  headers: Record<string, string>;
}

let clients = 0;

/**
 * The app for merchant-route tests: behind a trusted proxy, so each test store's requests come
 * from an address of their own and one test's failed sign-ins never throttle another's.
 */
export const createAdminTestApp = (overrides: Parameters<typeof createTestApp>[0] = {}) =>
  createTestApp({ TRUST_PROXY: '1', ...overrides });

/** A store of its own for a test: its id, host and dashboard origin. */
export async function createAdminStore(
  db: Database,
  overrides: Parameters<typeof createStore>[1] = {},
): Promise<TestStore> {
  const { slug } = await createStore(db, overrides);
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.slug, slug));
  const { host } = hostOf(slug);
  clients += 1;
  const clientIp = `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
  return {
    id: row!.id,
    slug,
    host,
    origin: `http://${host}`,
    headers: { host, origin: `http://${host}`, 'x-forwarded-for': clientIp },
  };
}

let people = 0;

/** A staff account with a password (or an invited one, with `password: null`). */
export async function createStaffUser(
  db: Database,
  store: TestStore,
  {
    role = 'owner',
    email,
    name,
    password = TEST_PASSWORD,
  }: { role?: StaffRole; email?: string; name?: string; password?: string | null } = {},
) {
  people += 1;
  const [user] = await db
    .insert(staffUsers)
    .values({
      storeId: store.id,
      email: (email ?? `${role}-${people}@example.com`).toLowerCase(),
      name: name ?? `${role === 'owner' ? 'Olive Owner' : 'Sam Staff'} ${people}`,
      role,
      passwordHash: password === null ? null : await hasher.hash(password),
    })
    .returning();
  return user!;
}

/** The session cookie of a signed-in person: `name=value`, for the Cookie header. */
export async function signIn(
  app: FastifyInstance,
  store: TestStore,
  email: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: store.headers,
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return sessionCookieOf(res)!;
}

export function sessionCookieOf(res: LightMyRequestResponse): string | null {
  const cookie = res.cookies.find((c) => c.name === 'gf_admin_session');
  return cookie ? `${cookie.name}=${cookie.value}` : null;
}

/** A request from the store's dashboard: its host, its Origin and the session cookie. */
export function asStaff(store: TestStore, cookie: string, options: InjectOptions): InjectOptions {
  return { ...options, headers: { ...store.headers, cookie, ...options.headers } };
}

/** A signed-in owner of a new store, ready to make requests. */
export async function ownerSession(
  app: FastifyInstance,
  db: Database,
  overrides: Parameters<typeof createStore>[1] = {},
) {
  const store = await createAdminStore(db, overrides);
  const owner = await createStaffUser(db, store, { role: 'owner' });
  const cookie = await signIn(app, store, owner.email);
  return { store, owner, cookie, as: (options: InjectOptions) => app.inject(asStaff(store, cookie, options)) };
}

export async function auditActions(db: Database, storeId: string): Promise<string[]> {
  const rows = await db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.storeId, storeId))
    .orderBy(auditLog.id);
  return rows.map((row) => row.action);
}

export async function countRows(db: Database, table: string, storeId: string): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.identifier(table)} where store_id = ${storeId}`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
}
