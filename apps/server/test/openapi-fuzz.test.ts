import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asStaff, createAdminTestApp, createStaffUser, ownerSession, signIn, type TestStore } from './admin.ts';
import { placeOrder } from './admin-orders.ts';
import { issueCard } from './gift-card-admin.ts';
import type { TestApp } from './test-app.ts';

/**
 * Every route of the OpenAPI document, asked as a stranger, as staff and as an owner, with
 * malformed parameters, queries and bodies built from its own schemas: no answer may be a 5xx.
 * What each refusal says is tested beside each route; this only finds what breaks.
 */
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
}
interface FieldSchema {
  type?: string;
  enum?: unknown[];
  format?: string;
}
interface BodySchema {
  properties?: Record<string, FieldSchema>;
  required?: string[];
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: BodySchema }> };
}
interface Route {
  method: string;
  path: string;
  operation: Operation;
}

let t: TestApp;
let store: TestStore;
const cookies: Record<'anonymous' | 'staff' | 'owner', string | null> = { anonymous: null, staff: null, owner: null };
let routes: Route[];
/** Ids of the store's own things by the path that takes them: a body is checked on a thing that exists. */
let knownIds: [prefix: string, id: string][];

beforeAll(async () => {
  t = await createAdminTestApp();
  const session = await ownerSession(t.app, t.db);
  store = session.store;
  cookies.owner = session.cookie;
  const staff = await createStaffUser(t.db, store, { role: 'staff' });
  cookies.staff = await signIn(t.app, store, staff.email);
  const products = (await session.as({ url: '/api/admin/products' })).json().products as { id: string }[];
  knownIds = [
    ['/api/admin/orders/', (await placeOrder(t, store)).order.id],
    ['/api/admin/gift-cards/', (await issueCard(t.db, store.id)).card.id],
    ['/api/admin/products/', products[0]!.id],
    ['/api/admin/staff/', staff.id],
  ];
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
  routes = Object.entries(paths)
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
    )
    // Signing out (or deleting oneself) last, so the other routes are asked with a live session.
    .sort((a, b) => Number(a.path.endsWith('/session')) - Number(b.path.endsWith('/session')));
});
afterAll(() => t?.close());

/** Values a parameter should never be: not an id, a number too large, a day that does not exist, far too long. */
const BAD_VALUES = [
  'x',
  '-1',
  '1e308',
  '0000-01-01',
  "' or 1=1--",
  'ffffffff-ffff-4fff-bfff-ffffffffffff',
  'z'.repeat(300),
];
/** Values a body field should never be. */
const BAD_FIELDS: unknown[] = [null, 1e308, 0.001, 20_000_000, 'x'.repeat(10_000), {}, '0000-01-01'];
const UNKNOWN_ID = 'ffffffff-ffff-4fff-bfff-ffffffffffff';

/** A plausible value of a field, so that one bad field at a time gets past the others' checks. */
function plausible(field: FieldSchema): unknown {
  if (field.enum?.length) return field.enum[0];
  if (field.format === 'uuid') return UNKNOWN_ID;
  if (field.format === 'email') return 'someone@example.com';
  if (field.format === 'date') return '2030-01-01';
  if (field.format === 'date-time') return '2030-01-01T00:00:00Z';
  return { number: 1, integer: 1, boolean: true, array: [], object: {} }[field.type ?? ''] ?? 'Something';
}

const fill = (path: string, value: string) => path.replace(/\{[^}]+\}/g, encodeURIComponent(value));

function requestsFor({ method, path, operation }: Route, depth: 'shallow' | 'deep'): InjectOptions[] {
  const as = method as InjectOptions['method'];
  const queryNames = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const values = depth === 'deep' ? BAD_VALUES.filter((_, i) => i % 2 === 0) : BAD_VALUES.slice(0, 2);
  const asked: InjectOptions[] = values.map((value) => ({ method: as, url: fill(path, value) }));
  // One query parameter wrong at a time: another's refusal must not hide what this one breaks.
  if (depth === 'deep')
    for (const name of queryNames)
      for (const value of BAD_VALUES)
        asked.push({ method: as, url: `${fill(path, UNKNOWN_ID)}?${name}=${encodeURIComponent(value)}` });
  if (!['POST', 'PUT', 'PATCH'].includes(method)) return asked;

  const url = fill(path, knownIds.find(([prefix]) => path.startsWith(prefix))?.[1] ?? UNKNOWN_ID);
  const json = (body: string) => ({ method: as, url, body, headers: { 'content-type': 'application/json' } });
  asked.push(json('null'), json('{"a":'), json('[]'));
  if (depth === 'shallow') return asked;
  asked.push(json('"text"'), json('1e999'), json('{"__proto__":{"polluted":true}}'));
  const schema = operation.requestBody?.content?.['application/json']?.schema ?? {};
  const fields = schema.properties ?? {};
  const required = Object.fromEntries((schema.required ?? []).map((name) => [name, plausible(fields[name] ?? {})]));
  for (const name of Object.keys(fields))
    for (const bad of BAD_FIELDS) asked.push(json(JSON.stringify({ ...required, [name]: bad })));
  if (operation.requestBody?.content?.['multipart/form-data'])
    asked.push({
      method: as,
      url,
      body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\ncut short',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
  return asked;
}

describe('the OpenAPI document fuzzed as a stranger, staff and an owner', () => {
  it.each(['anonymous', 'staff', 'owner'] as const)(
    'answers every malformed request as %s below 500',
    async (who) => {
      const failures: string[] = [];
      let asked = 0;
      for (const route of routes) {
        // Path parameters at once (another store's host would be a different test), then the body.
        for (const request of requestsFor(route, who === 'owner' ? 'deep' : 'shallow')) {
          const cookie = cookies[who];
          const res = await t.app.inject(
            cookie
              ? asStaff(store, cookie, request)
              : { ...request, headers: { ...store.headers, ...request.headers } },
          );
          asked += 1;
          if (res.statusCode >= 500)
            failures.push(
              `${request.method} ${String(request.url).slice(0, 120)} ${String(request.body ?? '').slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
        }
      }
      expect(asked).toBeGreaterThan(routes.length);
      expect(failures).toEqual([]);
      // Every route of the document, the integrator API's included: more than the default 30 s on a busy machine.
    },
    120_000,
  );
});
