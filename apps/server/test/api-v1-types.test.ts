import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';
import { API_V1_TYPES_FILE, apiV1TypesSource } from './api-v1-types.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the typed /api/v1 client', () => {
  it('is generated from the document the server serves (run npm run api:types after changing a route)', async () => {
    expect(fs.readFileSync(API_V1_TYPES_FILE, 'utf8')).toBe(await apiV1TypesSource(t.app));
  });
});
