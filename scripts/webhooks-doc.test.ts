import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/** docs/webhooks.md's verification code, run as a receiver would run it. */
const root = path.resolve(import.meta.dirname, '..');
let verify: (rawBody: string, header: string | undefined, secret: string, now?: number) => boolean;

beforeAll(async () => {
  const doc = fs.readFileSync(path.join(root, 'docs/webhooks.md'), 'utf8');
  const block = /<!-- verify-signature:[^>]*-->\s*```js\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error('docs/webhooks.md has no verify-signature block');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'giftfront-doc-')), 'verify.mjs');
  fs.writeFileSync(file, block);
  ({ verifyGiftfrontSignature: verify } = await import(pathToFileURL(file).href));
});

const secret = 'whsec_test';
const body = JSON.stringify({ id: 'e1', type: 'webhook.test', created: 1, store: 'demo', data: {} });
const sign = (key: string, t: number, raw = body) => createHmac('sha256', key).update(`${t}.${raw}`).digest('hex');
const now = Date.UTC(2026, 10, 27, 9, 0, 0);
const t = now / 1000;

describe('docs/webhooks.md signature verification', () => {
  it('accepts the header Giftfront sends, also with a second v1 during a rotation', () => {
    expect(verify(body, `t=${t},v1=${sign(secret, t)}`, secret, now)).toBe(true);
    expect(verify(body, `t=${t},v1=${sign('whsec_new', t)},v1=${sign(secret, t)}`, secret, now)).toBe(true);
  });

  it('refuses another secret, a changed body, a missing header and a timestamp over 5 minutes away', () => {
    expect(verify(body, `t=${t},v1=${sign('whsec_other', t)}`, secret, now)).toBe(false);
    expect(verify(`${body} `, `t=${t},v1=${sign(secret, t)}`, secret, now)).toBe(false);
    expect(verify(body, undefined, secret, now)).toBe(false);
    const old = t - 301;
    expect(verify(body, `t=${old},v1=${sign(secret, old)}`, secret, now)).toBe(false);
    const recent = t - 299;
    expect(verify(body, `t=${recent},v1=${sign(secret, recent)}`, secret, now)).toBe(true);
  });
});
