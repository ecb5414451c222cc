import { minorUnits } from '@giftfront/domain/money';
import { PGlite } from '@electric-sql/pglite';
import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { publicStoreSettingsCodecFor } from '@giftfront/domain/branding';
import { checkoutFees, priceCheckout } from '@giftfront/domain/checkout-pricing';
import { orderValidationPayloadCodec } from '@giftfront/domain/order';
import type { Product } from '@giftfront/domain/product';
import { build } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/config.ts';
import { fromPglite, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { deliveries, giftCards } from '../apps/server/src/db/schema/index.ts';
import { importStore } from '../apps/server/src/modules/store-file/import-store.ts';
import { benchStoreFile } from './support/checkout-order.ts';
import { benchPostgresBase, benchPostgresDatabase } from './support/postgres.ts';
import type { BenchContext, BenchResult } from './types.ts';

/** Issue 31's budget: a 'Send to many' order of 1,000 cards issued and their deliveries scheduled, on PostgreSQL. */
const RECIPIENTS = 1000;
const POSTGRES_BUDGET_SECONDS = 10;

interface Timings {
  validate: number;
  fulfil: number;
}

/**
 * One 'Send to many' order of 1,000 $25 cards, each to its own recipient at a moment tomorrow, through
 * the API as the storefront sends it (in-process, app.inject): ValidateOrder (every row checked, the
 * order priced and bound to the intent), then Sandbox/Confirm, which fulfils (the order, 1,000 cards
 * with their ledger entries and events, 1,001 deliveries) in one transaction.
 */
async function timeBulkOrder(handle: DatabaseHandle): Promise<Timings> {
  const slug = 'bench-bulk';
  await importStore(handle.db, benchStoreFile(slug));
  const app = await build({ config: testConfig({ STATIC_DIR: '/nonexistent' }), database: handle });
  await app.ready();
  try {
    const request = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
      const res = await app.inject({ method, url, headers: { host: `${slug}.localhost` }, payload: payload as object });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      return res.json() as unknown;
    };
    const answer = await request('GET', '/api/Store/StoreSettings');
    const settings = z.decode(publicStoreSettingsCodecFor(answer), answer as never);
    const product = ((await request('GET', '/api/Store/Products')) as Product[])[0]!;
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
    const pricing = priceCheckout({
      settings,
      lines: Array.from({ length: RECIPIENTS }, () => ({ unitPriceMinor: minorUnits(2500), quantity: 1 })),
    });
    const payload = z.encode(orderValidationPayloadCodec('USD'), {
      customer: { firstName: 'Bench', lastName: 'Buyer', email: 'bench@example.com' },
      cart: Array.from({ length: RECIPIENTS }, (_, i) => ({
        productId: product.id,
        denominationId: 'd25',
        productName: product.name,
        denominationLabel: '$25',
        quantity: 1,
        price: minorUnits(2500),
        lineTotal: minorUnits(2500),
        giftDetails: {
          recipientName: `Recipient ${i + 1}`,
          recipientEmail: `recipient${i + 1}@example.com`,
          message: 'Thank you for a wonderful year!',
          scheduledDate: tomorrow,
          scheduledTime: '09:00',
          timeZone: 'Europe/Paris',
        },
      })),
      bulkOrder: { codesToBuyer: false },
      discounts: [],
      giftCardPayments: [],
      totals: pricing.totals,
      fees: checkoutFees(pricing),
      currency: 'usd',
      isTopup: false,
      selectedShippingOption: 'digital',
    });
    const intent = (await request('POST', '/api/Payment/CreatePaymentIntent', { amount: 25, currency: 'usd' })) as {
      paymentIntentId: string;
      clientSecret: string;
    };
    let started = performance.now();
    await request('POST', '/api/Payment/ValidateOrder', { ...payload, paymentIntentId: intent.paymentIntentId });
    const validate = (performance.now() - started) / 1000;
    started = performance.now();
    await request('POST', '/api/Payment/Sandbox/Confirm', {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
    });
    const fulfil = (performance.now() - started) / 1000;
    const [cards] = await handle.db.select({ n: count() }).from(giftCards);
    const [gifts] = await handle.db
      .select({ n: count() })
      .from(deliveries)
      .where(and(eq(deliveries.kind, 'gift'), eq(deliveries.state, 'pending')));
    if (cards?.n !== RECIPIENTS || gifts?.n !== RECIPIENTS)
      throw new Error(`Expected ${RECIPIENTS} cards and gift deliveries, found ${cards?.n} and ${gifts?.n}`);
    return { validate, fulfil };
  } finally {
    await app.close();
  }
}

function result(database: string, { validate, fulfil }: Timings): BenchResult[] {
  const budgeted = database === 'PostgreSQL';
  return [
    {
      name: `Send to many: ${RECIPIENTS} cards issued and deliveries scheduled (${database})`,
      value: `${fulfil.toFixed(2)} s`,
      ...(budgeted ? { budget: `≤ ${POSTGRES_BUDGET_SECONDS} s`, pass: fulfil <= POSTGRES_BUDGET_SECONDS } : {}),
      note: 'Sandbox/Confirm of one paid order: the order, its lines, the cards with ledger entries and events, the deliveries, in one transaction',
    },
    {
      name: `Send to many: ValidateOrder of ${RECIPIENTS} rows (${database})`,
      value: `${validate.toFixed(2)} s`,
      note: 'every row checked again, priced as the cart, bound to the payment intent',
    },
  ];
}

async function onPglite(): Promise<BenchResult[]> {
  const handle = fromPglite(new PGlite());
  try {
    await runMigrations(handle);
    return result('PGlite', await timeBulkOrder(handle));
  } finally {
    await handle.close();
  }
}

async function onPostgres(base: string): Promise<BenchResult[]> {
  const target = await benchPostgresDatabase(base, 'bulk');
  try {
    await runMigrations(target.handle);
    return result('PostgreSQL', await timeBulkOrder(target.handle));
  } finally {
    await target.close();
  }
}

/** `npm run bench -- bulk-order`: a 1,000-recipient order, on PGlite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set, PostgreSQL. */
export default async function run(_ctx?: BenchContext): Promise<BenchResult[]> {
  const postgres = benchPostgresBase();
  const results = postgres ? await onPostgres(postgres) : [];
  results.push(...(await onPglite()));
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await run()) console.log(`${r.name}: ${r.value}${r.note ? ` (${r.note})` : ''}`);
}
