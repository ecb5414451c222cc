import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout } from '../../../test/checkout.ts';
import { createStore } from '../../../test/factories.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/test-app.ts';
import { JobRunner } from '../jobs/job-runner.ts';
import { silentLog } from '../jobs/job-log.ts';
import { readQueueState } from './metrics-read-model.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
const CARD = 'MTRC-SECR-ETCO-DE01';

/** One sample's value from Prometheus' text format, e.g. `giftfront_orders_paid_total 1`. */
function sample(text: string, name: string, labels = ''): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : null;
}

describe('/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    slug = (await createStore(t.db, { giftCards: [{ code: CARD, balance: 20, isoCurrencyCode: 'USD' }] })).slug;
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('refuses a request without the token, or with another, in a sentence', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`]) {
      const res = await scrape(authorization);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'The metrics need the bearer token set in METRICS_TOKEN.' });
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
  });

  it('counts requests by route pattern and status, and what was sold, with no code in sight', async () => {
    const flow = await checkout(t, slug, [{ slug: 'classic', denominationId: 'd25', quantity: 2 }]);
    expect(flow.confirmation?.statusCode).toBe(200);
    const lookup = await t.app.inject({
      method: 'GET',
      url: `/GiftCard/GetByCode/${CARD}`,
      headers: hostOf(slug),
    });

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(sample(text, 'giftfront_orders_paid_total')).toBe(1);
    // The store file's card and the order's two.
    expect(sample(text, 'giftfront_gift_cards_issued_total')).toBe(3);
    expect(sample(text, 'giftfront_gift_card_redemptions_total')).toBe(0);
    expect(text).toMatch(/giftfront_deliveries\{state="(pending|sending|sent)"\} \d+/);
    expect(lookup.statusCode).toBe(200);
    expect(text).toContain(
      'giftfront_http_requests_total{method="GET",route="/GiftCard/GetByCode/:code",status_code="200"} 1',
    );
    expect(text).toMatch(
      /giftfront_http_request_duration_seconds_bucket\{le="0.005",method="POST",route="\/api\/Payment\/ValidateOrder"/i,
    );
    expect(text).toMatch(/giftfront_db_pool_connections\{use="open"\} \d+/);
    expect(text).not.toContain(CARD);
    expect(text).not.toContain(CARD.replaceAll('-', ''));
  });
});

describe('the queue read model', () => {
  let t: TestApp;
  let runner: JobRunner;
  beforeAll(async () => {
    t = await createTestApp();
    runner = new JobRunner(t.database, t.config, silentLog);
    await runner.start();
  });
  afterAll(async () => {
    await runner.stop();
    await t.close();
  });

  it('counts jobs due now per queue and the age of the oldest, leaving out jobs not yet due', async () => {
    await runner.boss.createQueue('metrics-test', { name: 'metrics-test' });
    await runner.boss.send('metrics-test', { n: 1 });
    await runner.boss.send('metrics-test', { n: 2 });
    await runner.boss.send('metrics-test', { n: 3 }, { startAfter: 3600 });
    const state = (await readQueueState(t.db)).find((q) => q.queue === 'metrics-test');
    expect(state).toMatchObject({ queue: 'metrics-test', due: 2 });
    expect(state!.oldestDueSeconds).toBeGreaterThanOrEqual(0);
    expect(state!.oldestDueSeconds).toBeLessThan(600);
  });
});
