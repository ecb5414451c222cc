import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '../../../test/factories.ts';
import { createTestApp, hostOf, type TestApp } from '../../../test/test-app.ts';

describe('catalogue calls', () => {
  let t: TestApp;
  let storeA: string;
  let storeB: string;
  beforeAll(async () => {
    t = await createTestApp();
    storeA = (await createStore(t.db)).slug;
    storeB = (
      await createStore(t.db, {
        products: [
          {
            slug: 'only-b',
            name: 'Only in B',
            type: 'GiftCard',
            denominations: [{ id: 'x', price: 10, label: '$10' }],
          },
        ],
      })
    ).slug;
  });
  afterAll(() => t.close());

  it('lists every product of the host store with prices in decimals', async () => {
    const res = await t.app.inject({ url: '/api/Store/Products', headers: hostOf(storeA) });
    expect(res.statusCode).toBe(200);
    const products = res.json();
    expect(products.map((p: { slug: string }) => p.slug)).toEqual(['classic', 'spa-day']);
    expect(products[0].denominations).toEqual([
      { id: 'd25', label: '$25', price: 25 },
      { id: 'd50', label: '$50', price: 50 },
    ]);
  });

  it('sends the listing in brotli or gzip as the client asks, the same products in each', async () => {
    const plain = await t.app.inject({ url: '/api/Store/Products', headers: hostOf(storeA) });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.app.inject({
      url: '/api/Store/Products',
      headers: { ...hostOf(storeA), 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await t.app.inject({
      url: '/api/Store/Products',
      headers: { ...hostOf(storeA), 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(br.headers.vary).toContain('accept-encoding');
  });

  it('answers 304 without a body to a client that holds the listing already', async () => {
    const first = await t.app.inject({ url: '/api/Store/Products', headers: hostOf(storeA) });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({
      url: '/api/Store/Products',
      headers: { ...hostOf(storeA), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({
      url: '/api/Store/Products',
      headers: { ...hostOf(storeB), 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
  });

  it('lists a catalogue change at once, made on this instance or written by another', async () => {
    const listing = async () =>
      (await t.app.inject({ url: '/api/Store/Products', headers: hostOf(storeB) })).json() as {
        name: string;
        denominations: { price: number }[];
      }[];
    expect((await listing())[0]!.name).toBe('Only in B');
    // Another instance's edit reaches this one only through the database.
    await t.db.execute(sql`update products set name = 'Renamed in B' where slug = 'only-b'`);
    expect((await listing())[0]!.name).toBe('Renamed in B');
    await t.db.execute(sql`update denominations set price_minor = 1200
      where product_id = (select id from products where slug = 'only-b')`);
    expect((await listing())[0]!.denominations[0]!.price).toBe(12);
  });

  it('does not count a sale as a catalogue change (a sale never locks the store)', async () => {
    const version = async () =>
      (
        (await t.db.execute(sql`select catalog_version as v from stores where slug = ${storeA}`)) as unknown as {
          rows: { v: number }[];
        }
      ).rows[0]!.v;
    const before = await version();
    await t.db.execute(sql`update products set quantity_sold = quantity_sold + 1 where slug = 'classic'`);
    expect(await version()).toBe(before);
    await t.db.execute(sql`update products set name = 'Classic card' where slug = 'classic'
      and store_id = (select id from stores where slug = ${storeA})`);
    expect(await version()).toBeGreaterThan(before);
  });

  it('filters by type', async () => {
    const res = await t.app.inject({ url: '/api/Store/Products?type=Voucher', headers: hostOf(storeA) });
    expect(res.json().map((p: { slug: string }) => p.slug)).toEqual(['spa-day']);
  });

  it('refuses an unknown type with a clear 400', async () => {
    const res = await t.app.inject({ url: '/api/Store/Products?type=Coupon', headers: hostOf(storeA) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('type must be empty, GiftCard or Voucher');
  });

  it('finds a product by slug and by id', async () => {
    const bySlug = await t.app.inject({ url: '/api/Store/GetProductBySlug/classic', headers: hostOf(storeA) });
    expect(bySlug.statusCode).toBe(200);
    const byId = await t.app.inject({ url: `/api/Store/GetProductById/${bySlug.json().id}`, headers: hostOf(storeA) });
    expect(byId.json().slug).toBe('classic');
  });

  it("answers 404 for store B's product through store A's host", async () => {
    const inB = await t.app.inject({ url: '/api/Store/GetProductBySlug/only-b', headers: hostOf(storeB) });
    expect(inB.statusCode).toBe(200);
    const throughA = await t.app.inject({ url: '/api/Store/GetProductBySlug/only-b', headers: hostOf(storeA) });
    expect(throughA.statusCode).toBe(404);
    const byIdThroughA = await t.app.inject({
      url: `/api/Store/GetProductById/${inB.json().id}`,
      headers: hostOf(storeA),
    });
    expect(byIdThroughA.statusCode).toBe(404);
  });

  it('answers 400 for a malformed slug or id', async () => {
    const slug = await t.app.inject({ url: '/api/Store/GetProductBySlug/Not%20A%20Slug', headers: hostOf(storeA) });
    expect(slug.statusCode).toBe(400);
    const id = await t.app.inject({ url: '/api/Store/GetProductById/123', headers: hostOf(storeA) });
    expect(id.statusCode).toBe(400);
    expect(id.json().message).toMatch(/id/);
  });

  it('answers 404 with a JSON message for an unknown store', async () => {
    const res = await t.app.inject({ url: '/api/Store/Products', headers: hostOf('no-such-store') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Store not found' });
  });
});
