import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const host = { host: 'demo-shop.localhost:3000' };

describe('the dashboard build as served at /admin', () => {
  let t: TestApp;
  let storefrontDir: string;
  let dashboardDir: string;
  beforeAll(async () => {
    storefrontDir = fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-storefront-'));
    fs.writeFileSync(
      path.join(storefrontDir, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="/assets/shop-1.js"></script>',
    );
    dashboardDir = fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-dashboard-'));
    fs.mkdirSync(path.join(dashboardDir, 'assets'));
    fs.writeFileSync(
      path.join(dashboardDir, 'index.html'),
      '<!doctype html><meta name="robots" content="noindex"><div id="dashboard"></div><script type="module" src="/admin/assets/admin-abc.js"></script>',
    );
    fs.writeFileSync(path.join(dashboardDir, 'assets', 'admin-abc.js'), 'console.log("dashboard")');
    t = await createTestApp({ STATIC_DIR: storefrontDir, DASHBOARD_DIR: dashboardDir });
  });
  afterAll(async () => {
    await t.close();
    for (const dir of [storefrontDir, dashboardDir]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers /admin and any path below it with the page: noindex, never framed, a strict CSP, not cached', async () => {
    for (const url of ['/admin', '/admin/', '/admin/staff', '/admin/accept-invitation']) {
      const res = await t.app.inject({ url, headers: { ...host, accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="dashboard">');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.headers['cache-control']).toBe('no-cache');
      const csp = String(res.headers['content-security-policy']);
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "frame-ancestors 'none'",
        "form-action 'self'",
        "base-uri 'none'",
        "object-src 'none'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
  });

  it('serves its hashed assets as immutable, and a missing one as a 404', async () => {
    const asset = await t.app.inject({ url: '/admin/assets/admin-abc.js', headers: host });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toContain('dashboard');
    const missing = await t.app.inject({ url: '/admin/assets/admin-old.js', headers: host });
    expect(missing.statusCode).toBe(404);
  });

  it('leaves the storefront alone: its page does not load the dashboard', async () => {
    const res = await t.app.inject({ url: '/', headers: { ...host, accept: 'text/html' } });
    expect(res.body).toContain('<div id="root">');
    expect(res.body).not.toContain('/admin/');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });
});

describe('without a dashboard build', () => {
  it('says how to build it instead of a blank page', async () => {
    const t = await createTestApp({ DASHBOARD_DIR: '/nonexistent-dashboard' });
    try {
      const res = await t.app.inject({ url: '/admin', headers: host });
      expect(res.statusCode).toBe(503);
      expect(res.body).toBe('The dashboard is not built: run npm run build.');
    } finally {
      await t.close();
    }
  });
});
