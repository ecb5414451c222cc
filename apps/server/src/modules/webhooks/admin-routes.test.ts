import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { webhookEndpoints } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import {
  asStaff,
  auditActions,
  createAdminTestApp,
  createStaffUser,
  ownerSession,
  signIn,
} from '../../../test/admin.ts';
import { signingSecrets } from './webhook-dispatcher.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(async () => {
  await t.close();
});

const RECEIVER = 'http://127.0.0.1:9/hooks';

describe('webhook endpoints (owners)', () => {
  it('adds an endpoint whose secret is shown once, lists it without the secret, and audits it', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const created = await as({
      method: 'POST',
      url: '/api/admin/webhooks',
      payload: { url: `  ${RECEIVER}  `, events: ['gift_card.redeemed', 'gift_card.redeemed', 'order.paid'] },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      url: RECEIVER,
      events: ['gift_card.redeemed', 'order.paid'],
      enabled: true,
      disabledReason: null,
      previousSecretExpiresAt: null,
    });
    expect(body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const list = await as({ url: '/api/admin/webhooks' });
    expect(list.json().endpoints).toEqual([{ ...body, secret: undefined }].map(({ secret: _s, ...rest }) => rest));
    expect(list.body).not.toContain(body.secret);
    expect(await auditActions(t.db, store.id)).toContain('webhook.created');
  });

  it('switches an endpoint off and on, changes its events, deletes it, each audited', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const { id } = (
      await as({ method: 'POST', url: '/api/admin/webhooks', payload: { url: RECEIVER, events: ['order.paid'] } })
    ).json();
    const off = await as({
      method: 'PATCH',
      url: `/api/admin/webhooks/${id}`,
      payload: { enabled: false, events: ['order.refunded'] },
    });
    expect(off.json()).toMatchObject({ enabled: false, events: ['order.refunded'] });
    expect((await as({ method: 'DELETE', url: `/api/admin/webhooks/${id}` })).statusCode).toBe(204);
    expect((await as({ url: '/api/admin/webhooks' })).json().endpoints).toEqual([]);
    expect((await as({ method: 'DELETE', url: `/api/admin/webhooks/${id}` })).statusCode).toBe(404);
    expect((await auditActions(t.db, store.id)).filter((a) => a.startsWith('webhook.'))).toEqual([
      'webhook.created',
      'webhook.changed',
      'webhook.deleted',
    ]);
  });

  it('rotates the secret: the new one is shown once and both sign for 24 hours', async () => {
    const { as } = await ownerSession(t.app, t.db);
    const first = (
      await as({ method: 'POST', url: '/api/admin/webhooks', payload: { url: RECEIVER, events: ['order.paid'] } })
    ).json();
    const rotated = await as({ method: 'POST', url: `/api/admin/webhooks/${first.id}/rotate-secret` });
    expect(rotated.statusCode).toBe(200);
    const { secret, previousSecretExpiresAt } = rotated.json();
    expect(secret).not.toBe(first.secret);
    const hours = (Date.parse(previousSecretExpiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, first.id));
    expect(signingSecrets(row!, new Date())).toEqual([secret, first.secret]);
    expect(signingSecrets(row!, new Date(Date.now() + 25 * 3_600_000))).toEqual([secret]);
  });

  it('refuses bad input with a sentence and writes nothing', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const cases: [unknown, string][] = [
      [{ events: ['order.paid'] }, 'body.url: Enter the URL the events are sent to'],
      [
        { url: 'not a url', events: ['order.paid'] },
        'body.url: Enter a full URL, such as https://example.com/giftfront-events',
      ],
      [
        { url: 'ftp://example.com/x', events: ['order.paid'] },
        'body.url: Enter a full URL, such as https://example.com/giftfront-events',
      ],
      [
        { url: 'https://user:pw@example.com/x', events: ['order.paid'] },
        'body.url: Put no user name or password in the URL',
      ],
      [{ url: RECEIVER, events: [] }, 'body.events: Choose at least one event'],
      [{ url: RECEIVER, events: ['gift_card.stolen'] }, 'body.events[0]: Choose events from the list'],
    ];
    for (const [payload, message] of cases) {
      const res = await as({ method: 'POST', url: '/api/admin/webhooks', payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.storeId, store.id))).toEqual([]);
  });

  it('refuses anonymous requests, staff members and another store’s endpoints', async () => {
    const a = await ownerSession(t.app, t.db);
    const { id } = (
      await a.as({ method: 'POST', url: '/api/admin/webhooks', payload: { url: RECEIVER, events: ['order.paid'] } })
    ).json();
    await a.as({ method: 'POST', url: `/api/admin/webhooks/${id}/test` });
    const [delivery] = (await a.as({ url: `/api/admin/webhooks/${id}/deliveries` })).json().deliveries;

    const routes = [
      { method: 'GET', url: '/api/admin/webhooks' },
      { method: 'POST', url: '/api/admin/webhooks', payload: { url: RECEIVER, events: ['order.paid'] } },
      { method: 'PATCH', url: `/api/admin/webhooks/${id}`, payload: { enabled: false } },
      { method: 'DELETE', url: `/api/admin/webhooks/${id}` },
      { method: 'POST', url: `/api/admin/webhooks/${id}/rotate-secret` },
      { method: 'POST', url: `/api/admin/webhooks/${id}/test` },
      { method: 'GET', url: `/api/admin/webhooks/${id}/deliveries` },
      { method: 'POST', url: `/api/admin/webhook-deliveries/${delivery.id}/retry` },
    ] as const;

    const staff = await createStaffUser(t.db, a.store, { role: 'staff' });
    const staffCookie = await signIn(t.app, a.store, staff.email);
    const b = await ownerSession(t.app, t.db);
    for (const route of routes) {
      const anonymous = await t.app.inject({ ...route, headers: a.store.headers });
      expect(anonymous.statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
      const asStaffMember = await t.app.inject(asStaff(a.store, staffCookie, route));
      expect(asStaffMember.statusCode, `${route.method} ${route.url} staff`).toBe(403);
      if (route.url === '/api/admin/webhooks') continue;
      const otherStore = await b.as(route);
      expect(otherStore.statusCode, `${route.method} ${route.url} other store`).toBe(404);
    }
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(row).toMatchObject({ enabled: true, storeId: a.store.id });
  });
});

describe('webhook endpoints in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createAdminTestApp({ WEBHOOK_ALLOW_LOCAL: 'false' });
  });
  afterAll(async () => {
    await prod.close();
  });

  it('refuses http, and addresses that are loopback, private, link-local or metadata, also behind a name', async () => {
    const { store, as } = await ownerSession(prod.app, prod.db);
    const cases: [string, string][] = [
      ['http://example.com/hooks', 'body.url: The URL must start with https://'],
      [
        'https://127.0.0.1/hooks',
        'body.url: The URL must point to a public address on the internet, not a private or local one',
      ],
      [
        'https://10.0.0.1/hooks',
        'body.url: The URL must point to a public address on the internet, not a private or local one',
      ],
      [
        'https://169.254.169.254/latest/meta-data',
        'body.url: The URL must point to a public address on the internet, not a private or local one',
      ],
      [
        'https://[::1]/hooks',
        'body.url: The URL must point to a public address on the internet, not a private or local one',
      ],
      [
        'https://localhost:8443/hooks',
        'body.url: The URL must point to a public address on the internet, not a private or local one',
      ],
    ];
    for (const [url, message] of cases) {
      const res = await as({ method: 'POST', url: '/api/admin/webhooks', payload: { url, events: ['order.paid'] } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(message);
    }
    expect(await prod.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.storeId, store.id))).toEqual([]);
  });
});
