import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { testConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import type { JobLog } from '../jobs/job-log.ts';
import { productionFindings, reportProductionReadiness } from './production-readiness.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mail.example.com:587',
  PUBLIC_URL_TEMPLATE: 'https://{store}.gifts.example',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  TRUST_PROXY: '1',
} as const;
const store = (slug: string, provider: 'sandbox' | 'stripe') =>
  ({ slug, settings: { payment: { provider } } }) as Parameters<typeof productionFindings>[1][number];
const messages = (findings: ReturnType<typeof productionFindings>) => findings.map((f) => `${f.level}: ${f.message}`);

describe('a production start', () => {
  it('finds nothing to say when every setting is there and every store takes real payments', () => {
    expect(productionFindings(testConfig(PRODUCTION), [store('acme', 'stripe')])).toEqual([]);
  });

  it('warns for each production setting left out or at its development default', () => {
    const found = messages(
      productionFindings(testConfig({ NODE_ENV: 'production' }), [store('acme', 'stripe'), store('bolt', 'stripe')]),
    );
    expect(found).toEqual([
      'warn: SMTP_URL is not set: no mail reaches anyone (receipts and gift emails stay in the database outbox).',
      "warn: PUBLIC_URL_TEMPLATE is http://{store}.localhost:3000: links in mails point at localhost. Set the stores' public address, e.g. https://{store}.example.com.",
      `warn: STRIPE_SECRET_KEY is not set, and stores "acme", "bolt" take payments with Stripe: their checkout says 'This store is not configured for payments.'`,
      'warn: STRIPE_WEBHOOK_SECRET is not set, and stores "acme", "bolt" take payments with Stripe: payment events from Stripe are refused.',
    ]);
  });

  it('warns when the stores are public over https and TRUST_PROXY is not set', () => {
    expect(
      messages(productionFindings(testConfig({ ...PRODUCTION, TRUST_PROXY: 'false' }), [store('acme', 'stripe')])),
    ).toEqual([
      'warn: PUBLIC_URL_TEMPLATE is https but TRUST_PROXY is not set: behind the proxy that ends TLS, every client has its address and requests look like plain http. Set TRUST_PROXY to the number of proxies in front of the server (docs/deploying.md).',
    ]);
  });

  it('asks for no Stripe key when no store uses Stripe, and says when there is no store at all', () => {
    expect(
      messages(productionFindings(testConfig({ ...PRODUCTION, STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' }), [])),
    ).toEqual(['warn: There are no stores yet: import one with npm run store -- import <file>.']);
  });

  it('logs an error naming each store set up for sandbox payments, unless ALLOW_SANDBOX_PAYMENTS is true', () => {
    const stores = [store('demo', 'sandbox'), store('acme', 'stripe'), store('trial', 'sandbox')];
    expect(messages(productionFindings(testConfig(PRODUCTION), stores))).toEqual([
      `error: Store "demo" is set up for sandbox payments, which production refuses without ALLOW_SANDBOX_PAYMENTS=true: its checkout says 'This store is not configured for payments.'`,
      `error: Store "trial" is set up for sandbox payments, which production refuses without ALLOW_SANDBOX_PAYMENTS=true: its checkout says 'This store is not configured for payments.'`,
    ]);
    expect(messages(productionFindings(testConfig({ ...PRODUCTION, ALLOW_SANDBOX_PAYMENTS: 'true' }), stores))).toEqual(
      ['warn: ALLOW_SANDBOX_PAYMENTS is true: stores "demo", "trial" take sandbox payments, which charge nobody.'],
    );
  });

  it('finds nothing outside production', () => {
    expect(productionFindings(testConfig({ NODE_ENV: 'development' }), [store('demo', 'sandbox')])).toEqual([]);
  });
});

describe('reportProductionReadiness', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("logs the findings about the database's stores at warn and error", async () => {
    const { slug } = await createStore(database.db);
    const logged: string[] = [];
    const log: JobLog = {
      info: () => undefined,
      warn: ((m: string) => logged.push(`warn: ${m}`)) as JobLog['warn'],
      error: ((m: string) => logged.push(`error: ${m}`)) as JobLog['error'],
    };
    await reportProductionReadiness(database.db, testConfig({ ...PRODUCTION, SMTP_URL: '' }), log);
    expect(logged).toEqual([
      'warn: SMTP_URL is not set: no mail reaches anyone (receipts and gift emails stay in the database outbox).',
      `error: Store "${slug}" is set up for sandbox payments, which production refuses without ALLOW_SANDBOX_PAYMENTS=true: its checkout says 'This store is not configured for payments.'`,
    ]);
  });
});
