import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t?.close());

const URL = '/api/admin/settings/logo';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script><rect width="10" height="10" onclick="steal()"/></svg>',
);

function upload(file: { name: string; bytes: Buffer; type: string } | null, alt: string | null) {
  const form = new FormData();
  if (alt !== null) form.append('alt', alt);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return { method: 'POST' as const, url: URL, payload: form };
}

describe('POST /api/admin/settings/logo', () => {
  it('stores a PNG where the store serves it, and records the upload', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const res = await as(upload({ name: 'Logo.PNG', bytes: PNG, type: 'image/png' }, ' Test Gifts '));
    expect(res.statusCode, res.body).toBe(201);
    const { src, alt } = res.json();
    expect(alt).toBe('Test Gifts');
    expect(src).toMatch(new RegExp(`^/uploads/${store.slug}/images/logo-[a-z0-9]+\\.png$`));
    const served = await t.app.inject({ url: src, headers: { host: store.host } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(await auditActions(t.db, store.id)).toContain('settings.logo-uploaded');
  });

  it('sanitizes an SVG: no script, no event handlers', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const res = await as(upload({ name: 'logo.svg', bytes: SVG, type: 'image/svg+xml' }, 'Logo'));
    expect(res.statusCode, res.body).toBe(201);
    const served = await t.app.inject({ url: res.json().src, headers: { host: store.host } });
    expect(served.body).toContain('<rect');
    expect(served.body).not.toContain('script');
    expect(served.body).not.toContain('onclick');
  });

  it('refuses a missing alt text and file, another format, bytes that are not the type named, and more than 5 MB', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const missing = await as(upload(null, ''));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('alt: alt text is required');
    expect(missing.json().message).toContain('file: choose an image to upload');
    const gif = await as(upload({ name: 'logo.gif', bytes: Buffer.from('GIF89a-----'), type: 'image/gif' }, 'Logo'));
    expect(gif.statusCode).toBe(400);
    expect(gif.json().message).toBe('file: a logo must be PNG, JPEG, WebP or SVG');
    const fake = await as(
      upload({ name: 'logo.png', bytes: Buffer.from('not a png at all'), type: 'image/png' }, 'Logo'),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toContain('not a PNG, JPEG, WebP or SVG image');
    const huge = await as(
      upload(
        { name: 'logo.png', bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), type: 'image/png' },
        'Logo',
      ),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toContain('larger than 5 MB');
    expect(await auditActions(t.db, store.id)).not.toContain('settings.logo-uploaded');
  });

  it('refuses staff (403), no session (401) and another store’s session (401)', async () => {
    const store = await createAdminStore(t.db);
    const staff = await createStaffUser(t.db, store, { role: 'staff' });
    const staffCookie = await signIn(t.app, store, staff.email);
    const request = () => upload({ name: 'logo.png', bytes: PNG, type: 'image/png' }, 'Logo');
    expect((await t.app.inject(asStaff(store, staffCookie, request()))).statusCode).toBe(403);
    expect((await t.app.inject({ ...request(), headers: store.headers })).statusCode).toBe(401);
    const other = await ownerSession(t.app, t.db);
    expect((await t.app.inject(asStaff(store, other.cookie, request()))).statusCode).toBe(401);
  });
});
