import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '../../../test/factories.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/test-app.ts';

describe('GET /api/Store/StoreSettings integrations', () => {
  let withKey: TestApp;
  let withoutKey: TestApp;
  let slugs: { withKey: string; withoutKey: string };
  beforeAll(async () => {
    [withKey, withoutKey] = await Promise.all([
      createTestApp({ GOOGLE_MAPS_API_KEY: 'maps-key-123' }),
      createTestApp(),
    ]);
    slugs = { withKey: (await createStore(withKey.db)).slug, withoutKey: (await createStore(withoutKey.db)).slug };
  });
  afterAll(async () => {
    await Promise.all([withKey?.close(), withoutKey?.close()]);
  });

  it('hands the browser the maps key the server is configured with', async () => {
    const res = await withKey.app.inject({ url: '/api/Store/StoreSettings', headers: hostOf(slugs.withKey) });
    expect(res.statusCode).toBe(200);
    expect(res.json().integrations).toEqual({ mapsApiKey: 'maps-key-123' });
  });

  it('serves no integrations when no maps key is configured', async () => {
    const res = await withoutKey.app.inject({ url: '/api/Store/StoreSettings', headers: hostOf(slugs.withoutKey) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('integrations');
  });
});
