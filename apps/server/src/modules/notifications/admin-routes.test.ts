import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.ts';
import {
  asStaff,
  auditActions,
  createAdminStore,
  createAdminTestApp,
  createStaffUser,
  ownerSession,
  signIn,
} from '../../../test/admin.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { findNotificationEmail, findStoreSettings } from '../stores/store-repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t?.close());

const URL = '/api/admin/settings/notifications';

describe('GET/PATCH /api/admin/settings/notifications', () => {
  it('an owner reads and changes the address and the daily summary, audited with before and after', async () => {
    const { store, as } = await ownerSession(t.app, t.db, {
      notifications: { email: 'old@shop.example', dailySummary: false },
    });
    expect((await as({ method: 'GET', url: URL })).json()).toEqual({ email: 'old@shop.example', dailySummary: false });

    const res = await as({ method: 'PATCH', url: URL, payload: { email: '  new@shop.example ', dailySummary: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'new@shop.example', dailySummary: true });
    expect((await as({ method: 'GET', url: URL })).json()).toEqual({ email: 'new@shop.example', dailySummary: true });
    // The rest of the settings are untouched; the notices read the new address.
    expect((await findStoreSettings(t.db, store.id))?.company.name).toBeTruthy();
    expect(await findNotificationEmail(t.db, store.id)).toBe('new@shop.example');

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, store.id), eq(auditLog.action, 'settings.notifications-changed')));
    expect(entry).toMatchObject({
      action: 'settings.notifications-changed',
      before: { email: 'old@shop.example', dailySummary: false },
      after: { email: 'new@shop.example', dailySummary: true },
    });
  });

  it('a blank address is none; the daily summary needs one', async () => {
    const { as } = await ownerSession(t.app, t.db, {
      notifications: { email: 'old@shop.example', dailySummary: false },
    });
    expect((await as({ method: 'PATCH', url: URL, payload: { email: '', dailySummary: false } })).json()).toEqual({
      email: null,
      dailySummary: false,
    });
    expect((await as({ method: 'GET', url: URL })).json()).toEqual({ email: null, dailySummary: false });
  });

  it('bad input: 400 naming the field, nothing written', async () => {
    const { store, as } = await ownerSession(t.app, t.db, {
      notifications: { email: 'old@shop.example', dailySummary: false },
    });
    for (const [payload, field] of [
      [{ email: 'not-an-address', dailySummary: false }, 'body.email'],
      [{ email: null, dailySummary: true }, 'body.dailySummary'],
      [{ email: 'a@shop.example', dailySummary: 'yes' }, 'body.dailySummary'],
      [{ email: 'a@shop.example' }, 'body.dailySummary'],
      [{ email: 'a@shop.example', dailySummary: false, extra: 1 }, 'body'],
    ] as const) {
      const res = await as({ method: 'PATCH', url: URL, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(field);
    }
    expect(await findNotificationEmail(t.db, store.id)).toBe('old@shop.example');
    expect(await auditActions(t.db, store.id)).not.toContain('settings.notifications-changed');
  });

  it('refuses staff (403), no session (401) and another store’s session (401)', async () => {
    const store = await createAdminStore(t.db, { notifications: { email: 'old@shop.example', dailySummary: false } });
    const staff = await createStaffUser(t.db, store, { role: 'staff' });
    const staffCookie = await signIn(t.app, store, staff.email);
    const patch = { method: 'PATCH' as const, url: URL, payload: { email: 'x@shop.example', dailySummary: false } };
    expect((await t.app.inject(asStaff(store, staffCookie, { method: 'GET', url: URL }))).statusCode).toBe(403);
    expect((await t.app.inject(asStaff(store, staffCookie, patch))).statusCode).toBe(403);
    expect((await t.app.inject({ ...patch, headers: store.headers })).statusCode).toBe(401);
    const other = await ownerSession(t.app, t.db);
    expect((await t.app.inject(asStaff(store, other.cookie, patch))).statusCode).toBe(401);
    expect(await findNotificationEmail(t.db, store.id)).toBe('old@shop.example');
  });
});
