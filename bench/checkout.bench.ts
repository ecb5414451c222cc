/**
 * Checkout throughput: orders per second through ValidateOrder and the sandbox confirmation
 * (create intent → ValidateOrder → Sandbox/Confirm, which fulfils), on embedded PGlite and,
 * when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL.
 *
 * `npm run bench` (bench/run.ts) calls the default export. To run this file alone:
 *   node --import tsx -e "import('./bench/checkout.bench.ts').then(async (m) => console.table(await m.default({})))"
 */
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { z } from 'zod';
import { publicStoreSettingsCodecFor } from '@giftfront/domain/branding';
import { checkoutFees, priceCheckout } from '@giftfront/domain/checkout-pricing';
import { orderValidationPayloadCodec } from '@giftfront/domain/order';
import type { Product } from '@giftfront/domain/product';
import { storeFileSchema } from '@giftfront/domain/store-file';
import { build } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { fromPglite, fromPostgres, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import type { BenchContext, BenchResult } from './types.ts';
import { importStore } from '../apps/server/src/modules/stores/import-store.ts';

const SLUG = 'bench';
const host = { host: `${SLUG}.localhost` };

async function postgresTarget(base: string): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const name = `gfbench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = fromPostgres(url.toString(), { max: 16 });
  return {
    handle,
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function measure(
  kind: string,
  handle: DatabaseHandle,
  orders: number,
  concurrency: number,
): Promise<BenchResult[]> {
  await runMigrations(handle);
  await importStore(
    handle.db,
    storeFileSchema.parse({
      slug: SLUG,
      company: { name: 'Bench Gifts' },
      products: [
        { slug: 'classic', name: 'Classic', type: 'GiftCard', denominations: [{ id: 'd25', price: 25, label: '$25' }] },
      ],
    }),
  );
  const app = await build({ config: testConfig({ STATIC_DIR: '/nonexistent' }), database: handle });
  await app.ready();
  try {
    const answer: unknown = (await app.inject({ url: '/api/Store/StoreSettings', headers: host })).json();
    const settings = z.decode(publicStoreSettingsCodecFor(answer), answer as never);
    const product = ((await app.inject({ url: '/api/Store/Products', headers: host })).json() as Product[])[0]!;
    // As the storefront does it: priced in minor units, encoded to the API's decimals.
    const pricing = priceCheckout({ settings, lines: [{ unitPriceMinor: 2500, quantity: 1 }] });
    const payload = z.encode(orderValidationPayloadCodec('USD'), {
      customer: { firstName: 'Bench', lastName: 'Buyer', email: 'bench@example.com' },
      cart: [
        {
          productId: product.id,
          denominationId: 'd25',
          productName: product.name,
          denominationLabel: '$25',
          quantity: 1,
          price: 2500,
          lineTotal: 2500,
        },
      ],
      discounts: [],
      giftCardPayments: [],
      totals: pricing.totals,
      fees: checkoutFees(pricing),
      currency: 'usd',
      isTopup: false,
      selectedShippingOption: 'digital',
    });

    const latencies: number[] = [];
    const oneOrder = async () => {
      const started = performance.now();
      const intent = (
        await app.inject({
          method: 'POST',
          url: '/api/Payment/CreatePaymentIntent',
          headers: host,
          payload: { amount: 25, currency: 'usd' },
        })
      ).json();
      const validated = await app.inject({
        method: 'POST',
        url: '/api/Payment/ValidateOrder',
        headers: host,
        payload: { ...payload, paymentIntentId: intent.paymentIntentId },
      });
      const confirmed = await app.inject({
        method: 'POST',
        url: '/api/Payment/Sandbox/Confirm',
        headers: host,
        payload: {
          paymentIntentId: intent.paymentIntentId,
          clientSecret: intent.clientSecret,
          card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
        },
      });
      if (validated.statusCode !== 200 || confirmed.statusCode !== 200)
        throw new Error(`checkout failed: ${validated.body} ${confirmed.body}`);
      latencies.push(performance.now() - started);
    };

    await oneOrder(); // warm-up
    latencies.length = 0;
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < orders) {
          next += 1;
          await oneOrder();
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]!;
    const detail = `${orders} orders, concurrency ${concurrency}, p50 ${pct(0.5).toFixed(1)} ms, p95 ${pct(0.95).toFixed(1)} ms`;
    return [
      {
        name: `checkout: orders per second (${kind})`,
        value: `${(orders / seconds).toFixed(1)} orders/s`,
        note: detail,
      },
    ];
  } finally {
    await app.close();
  }
}

export default async function run(_ctx?: BenchContext): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const pglite = fromPglite(new PGlite());
  try {
    results.push(...(await measure('PGlite', pglite, 200, 4)));
  } finally {
    await pglite.close();
  }
  const base = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (base) {
    const target = await postgresTarget(base);
    try {
      results.push(...(await measure('PostgreSQL', target.handle, 500, 8)));
    } finally {
      await target.handle.close();
      await target.drop();
    }
  }
  return results;
}
