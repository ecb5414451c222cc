import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const host = { host: 'localhost:3000' };

describe('security headers', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('go on every answer, errors included, and leave framing allowed for embedded stores', async () => {
    t = await createTestApp();
    for (const url of ['/healthz', '/api/Store/StoreSettings', '/api/Store/Nope']) {
      const res = await t.app.inject({ url, headers: host });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], url).toBeUndefined();
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('add HSTS in production behind https addresses', async () => {
    t = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL_TEMPLATE: 'https://{store}.example.com' });
    const res = await t.app.inject({ url: '/healthz', headers: host });
    expect(res.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
  });
});
