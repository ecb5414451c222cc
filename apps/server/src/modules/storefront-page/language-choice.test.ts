import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '../../../test/factories.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/test-app.ts';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Gift cards and vouchers</title></head><body><div id="root"></div></body></html>';

const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0] ?? '';

describe("the shopper's language (issue 29)", () => {
  let t: TestApp;
  let staticDir: string;
  let multilingual: { host: string };
  let arabic: { host: string };
  let englishOnly: { host: string };
  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-language-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), TEMPLATE);
    t = await createTestApp({
      STATIC_DIR: staticDir,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-language-data-')),
    });
    multilingual = hostOf((await createStore(t.db, { defaultLanguage: 'de', languages: ['fr', 'en'] })).slug);
    arabic = hostOf((await createStore(t.db, { defaultLanguage: 'ar' })).slug);
    englishOnly = hostOf((await createStore(t.db, {})).slug);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  const get = (url: string, host: { host: string }, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { ...host, accept: 'text/html', ...headers } });

  it("is the store's default language when the shopper's browser asks for none it offers", async () => {
    const res = await get('/', multilingual, { 'accept-language': 'ja, es;q=0.5' });
    expect(htmlTag(res.body)).toContain('lang="de" dir="ltr"');
  });

  it('follows Accept-Language among the languages the store offers, regional variants included', async () => {
    expect(htmlTag((await get('/', multilingual, { 'accept-language': 'es, fr;q=0.8, en;q=0.5' })).body)).toContain(
      'lang="fr"',
    );
    expect(htmlTag((await get('/', multilingual, { 'accept-language': 'en-GB,en;q=0.9' })).body)).toContain(
      'lang="en"',
    );
  });

  it('prefers the choice kept in the cookie to Accept-Language', async () => {
    const res = await get('/', multilingual, { 'accept-language': 'fr', cookie: 'giftfront_lang=en' });
    expect(htmlTag(res.body)).toContain('lang="en"');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('takes ?lang= over everything and keeps it in the cookie, so a shared link keeps its language', async () => {
    const res = await get('/gift-card-balance?lang=fr', multilingual, {
      'accept-language': 'en',
      cookie: 'giftfront_lang=en',
    });
    expect(htmlTag(res.body)).toContain('lang="fr"');
    expect(String(res.headers['set-cookie'])).toMatch(/^giftfront_lang=fr; Max-Age=31536000; Path=\/; SameSite=Lax/);
  });

  it('ignores a ?lang= or cookie for a language the store does not offer', async () => {
    const res = await get('/?lang=ar', multilingual, { cookie: 'giftfront_lang=es' });
    expect(htmlTag(res.body)).toContain('lang="de"');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('lays an Arabic page out right to left', async () => {
    expect(htmlTag((await get('/', arabic)).body)).toContain('lang="ar" dir="rtl"');
  });

  it('keeps an English-only store in English whatever the browser asks for', async () => {
    const res = await get('/?lang=fr', englishOnly, { 'accept-language': 'fr' });
    expect(htmlTag(res.body)).toContain('lang="en" dir="ltr"');
  });
});
