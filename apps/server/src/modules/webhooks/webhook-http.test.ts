import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver } from '../../../test/webhook-receiver.ts';
import { allowsLocalWebhooks } from './webhook-policy.ts';
import { createWebhookSender, RESPONSE_KEEP_BYTES } from './webhook-http.ts';
import { testConfig } from '../../config.ts';

let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver((request) =>
    request.json.type === 'big' ? { status: 200, body: 'x'.repeat(100_000) } : { status: 302, body: 'moved' },
  );
});
afterAll(async () => {
  await receiver.close();
});

const body = (type: string) => JSON.stringify({ id: 'e', type, created: 0, store: 's', data: {} });

describe('the webhook sender', () => {
  it('refuses at connect time an address that is loopback, private, link-local or metadata, also behind a name', async () => {
    const sender = createWebhookSender({ timeoutMs: 2000, allowLocal: false });
    try {
      const port = new URL(receiver.url).port;
      for (const url of [
        `https://127.0.0.1:${port}/hooks`,
        'https://10.0.0.1/hooks',
        'https://169.254.169.254/latest/meta-data',
        `https://localhost:${port}/hooks`,
      ]) {
        const outcome = await sender.post(url, {}, body('t'));
        expect(outcome.status, url).toBeNull();
        expect(outcome.response, url).toMatch(/is not allowed/);
      }
      expect(receiver.received).toHaveLength(0);
      expect((await sender.post(receiver.url, {}, body('t'))).response).toBe('Refused: only https URLs are sent to');
    } finally {
      sender.close();
    }
  });

  it('follows no redirect and keeps only the first 1 KB of an answer', async () => {
    const sender = createWebhookSender({ timeoutMs: 5000, allowLocal: true });
    try {
      const redirect = await sender.post(receiver.url, {}, body('t'));
      expect(redirect).toMatchObject({ status: 302, response: 'moved' });
      const big = await sender.post(receiver.url, {}, body('big'));
      expect(big.status).toBe(200);
      expect(big.response).toHaveLength(RESPONSE_KEEP_BYTES);
    } finally {
      sender.close();
    }
  });

  it('never allows local receivers in production, whatever the setting', () => {
    expect(allowsLocalWebhooks(testConfig({ NODE_ENV: 'production', WEBHOOK_ALLOW_LOCAL: 'true' }))).toBe(false);
    expect(allowsLocalWebhooks(testConfig({ WEBHOOK_ALLOW_LOCAL: 'true' }))).toBe(true);
    expect(allowsLocalWebhooks(testConfig({ WEBHOOK_ALLOW_LOCAL: 'false' }))).toBe(false);
  });
});
