import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AdminProduct, AdminProductList, ProductBody } from '@giftfront/domain/admin/products';
import { auditLog, products } from '../../../db/schema/index.ts';
import {
  asStaff,
  auditActions,
  countRows,
  createAdminStore,
  createAdminTestApp,
  createStaffUser,
  ownerSession,
  signIn,
} from '../../../../test/admin.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import { waitFor } from '../../../../test/wait-for.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(() => t?.close());

const URL = '/api/admin/products';
const newProduct = (overrides: Partial<ProductBody> = {}): ProductBody => ({
  slug: 'birthday',
  name: 'Birthday Card',
  type: 'GiftCard',
  description: '<p>For a birthday</p>',
  denominations: [
    { id: 'd10', price: 10, label: '$10' },
    { id: 'd20', price: 20.5, label: '$20.50' },
  ],
  ...overrides,
});
const storefrontSlugs = async (headers: Record<string, string>) =>
  ((await t.app.inject({ url: '/api/Store/Products', headers })).json() as { slug: string }[]).map((p) => p.slug);

describe('products in the dashboard', () => {
  it('an owner creates a product: placed last, decimal prices, on the storefront within seconds, audited', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const res = await as({
      method: 'POST',
      url: URL,
      payload: newProduct({ customAmountMin: 5, customAmountMax: 200 }),
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as AdminProduct;
    expect(created).toMatchObject({
      slug: 'birthday',
      status: 'Active',
      position: 2,
      quantitySold: 0,
      hasSales: false,
      customAmountMin: 5,
      customAmountMax: 200,
    });
    expect(created.denominations).toEqual([
      { id: 'd10', price: 10, label: '$10' },
      { id: 'd20', price: 20.5, label: '$20.50' },
    ]);
    await waitFor(
      async () => (await storefrontSlugs(store.headers)).includes('birthday'),
      2_000,
      'the new product on the storefront',
    );
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, store.id), eq(auditLog.action, 'product.created')));
    expect(entry?.after).toMatchObject({ slug: 'birthday', name: 'Birthday Card' });
  });

  it('names every problem by its path and writes nothing', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const res = await as({
      method: 'POST',
      url: URL,
      payload: newProduct({
        slug: 'Not A Slug',
        name: ' ',
        denominations: [
          { id: 'a', price: 0, label: 'x' },
          { id: 'a', price: 5, label: 'y' },
        ],
        customAmountMin: 50,
        customAmountMax: 10,
      }),
    });
    expect(res.statusCode).toBe(400);
    const message = res.json().message as string;
    for (const path of [
      'body.slug',
      'body.name',
      'body.denominations[0].price',
      'body.denominations[1].id',
      'body.customAmountMin',
    ])
      expect(message).toContain(path);
    expect(await countRows(t.db, 'products', store.id)).toBe(2);
    expect(await auditActions(t.db, store.id)).not.toContain('product.created');
  });

  it('refuses a slug another product uses (409 naming slug), on create and on edit', async () => {
    const { as } = await ownerSession(t.app, t.db);
    const taken = await as({ method: 'POST', url: URL, payload: newProduct({ slug: 'classic' }) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain('body.slug');
    const list = (await as({ url: URL })).json() as AdminProductList;
    const spa = list.products.find((p) => p.slug === 'spa-day')!;
    const edit = await as({ method: 'PATCH', url: `${URL}/${spa.id}`, payload: { slug: 'classic' } });
    expect(edit.statusCode).toBe(409);
  });

  it('sanitizes rich text to the allow-list on write', async () => {
    const { as } = await ownerSession(t.app, t.db);
    const description =
      '<h1>Title</h1><p onclick="x()">Hi <a href="javascript:alert(1)">bad</a> <a href="https://shop.example">good</a></p><script>alert(1)</script>';
    const created = (
      await as({ method: 'POST', url: URL, payload: newProduct({ description }) })
    ).json() as AdminProduct;
    expect(created.description).toBe(
      'Title<p>Hi <a rel="noopener noreferrer">bad</a> <a href="https://shop.example" rel="noopener noreferrer">good</a></p>',
    );
  });

  it('a patch changes only what it sends, checks the result whole and never touches quantitySold', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const {
      products: [classic],
    } = (await as({ url: URL })).json() as AdminProductList;
    await t.db.update(products).set({ quantitySold: 7 }).where(eq(products.id, classic!.id));
    const res = await as({
      method: 'PATCH',
      url: `${URL}/${classic!.id}`,
      payload: { name: 'Classic Card', quantityLimit: 100, showQuantityLimit: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Classic Card',
      quantitySold: 7,
      quantityLimit: 100,
      hasSales: true,
      denominations: [{ id: 'd25' }, { id: 'd50' }],
    });
    const tooLow = await as({ method: 'PATCH', url: `${URL}/${classic!.id}`, payload: { quantityLimit: 3 } });
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json().message).toContain('body.quantityLimit');
    const merged = await as({
      method: 'PATCH',
      url: `${URL}/${classic!.id}`,
      payload: { customAmountMin: 500, customAmountMax: null },
    });
    expect(merged.statusCode).toBe(200);
    const crossed = await as({ method: 'PATCH', url: `${URL}/${classic!.id}`, payload: { customAmountMax: 100 } });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().message).toContain('body.customAmountMin');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, store.id), eq(auditLog.action, 'product.changed')));
    expect(entry).toMatchObject({
      before: { name: 'Classic Gift Card' },
      after: { name: 'Classic Card', quantityLimit: 100 },
    });
  });

  it('saves a product imported with a quantity limit of 0 (no limit), as the store file allows', async () => {
    const { as } = await ownerSession(t.app, t.db, {
      products: [
        {
          slug: 'imported',
          name: 'Imported Card',
          type: 'Voucher',
          price: 40,
          showQuantityLimit: false,
          quantityLimit: 0,
        },
      ],
    });
    const {
      products: [imported],
    } = (await as({ url: URL })).json() as AdminProductList;
    const res = await as({ method: 'PATCH', url: `${URL}/${imported!.id}`, payload: { price: 45 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ price: 45, quantityLimit: 0, showQuantityLimit: false });
    const shown = await as({ method: 'PATCH', url: `${URL}/${imported!.id}`, payload: { showQuantityLimit: true } });
    expect(shown.statusCode).toBe(400);
    expect(shown.json().message).toContain('Enter how many can be sold, or stop showing how many are left.');
  });

  it('duplicates a product with its designs but not its sales, placed last', async () => {
    const { as } = await ownerSession(t.app, t.db);
    const {
      products: [classic],
    } = (await as({ url: URL })).json() as AdminProductList;
    await t.db.update(products).set({ quantitySold: 4 }).where(eq(products.id, classic!.id));
    const res = await as({ method: 'POST', url: `${URL}/${classic!.id}/duplicate`, payload: {} });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      slug: 'classic-copy',
      name: 'Classic Gift Card (copy)',
      quantitySold: 0,
      position: 2,
      imageSrc: classic!.mainImage!.src,
    });
    const again = await as({ method: 'POST', url: `${URL}/${classic!.id}/duplicate`, payload: {} });
    expect(again.json().slug).toBe('classic-copy-2');
  });

  it('archives (off the storefront, listed last, audited) and unarchives; never deletes a product with sales', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const {
      products: [classic, spa],
    } = (await as({ url: URL })).json() as AdminProductList;
    await t.db.update(products).set({ quantitySold: 1 }).where(eq(products.id, classic!.id));
    expect((await as({ method: 'DELETE', url: `${URL}/${classic!.id}` })).statusCode).toBe(409);
    const archived = await as({ method: 'POST', url: `${URL}/${classic!.id}/archive` });
    expect(archived.json().status).toBe('Archived');
    expect(((await as({ url: URL })).json() as AdminProductList).products.map((p) => p.slug)).toEqual([
      'spa-day',
      'classic',
    ]);
    expect(
      ((await as({ url: `${URL}?status=Archived` })).json() as AdminProductList).products.map((p) => p.slug),
    ).toEqual(['classic']);
    await waitFor(
      async () => !(await storefrontSlugs(store.headers)).includes('classic'),
      2_000,
      'the archived product gone',
    );
    expect(
      (await t.app.inject({ url: '/api/Store/GetProductBySlug/classic', headers: store.headers })).statusCode,
    ).toBe(404);
    expect((await as({ method: 'POST', url: `${URL}/${classic!.id}/unarchive` })).json().status).toBe('Active');
    expect((await as({ method: 'DELETE', url: `${URL}/${spa!.id}` })).statusCode).toBe(204);
    expect(await auditActions(t.db, store.id)).toEqual(
      expect.arrayContaining(['product.archived', 'product.unarchived', 'product.deleted']),
    );
  });

  it('reorders the products: the storefront’s popular order follows, within seconds', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    expect(await storefrontSlugs(store.headers)).toEqual(['classic', 'spa-day']);
    const {
      products: [classic, spa],
    } = (await as({ url: URL })).json() as AdminProductList;
    const res = await as({ method: 'PUT', url: `${URL}/order`, payload: { ids: [spa!.id, classic!.id] } });
    expect(res.statusCode).toBe(200);
    expect((res.json() as AdminProductList).products.map((p) => p.slug)).toEqual(['spa-day', 'classic']);
    await waitFor(
      async () => (await storefrontSlugs(store.headers))[0] === 'spa-day',
      2_000,
      'the new order on the storefront',
    );
    // The audit log names the products in their old and new order, never their ids.
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, store.id), eq(auditLog.action, 'product.reordered')));
    expect(entry).toMatchObject({
      before: { order: [classic!.name, spa!.name] },
      after: { order: [spa!.name, classic!.name] },
    });
    expect(JSON.stringify(entry)).not.toContain(`"${spa!.id}"`);
    const partial = await as({ method: 'PUT', url: `${URL}/order`, payload: { ids: [spa!.id] } });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toContain('body.ids');
  });

  it('refuses staff changes (403; staff may read), no session (401) and another store’s session (401)', async () => {
    const store = await createAdminStore(t.db);
    const staff = await createStaffUser(t.db, store, { role: 'staff' });
    const staffCookie = await signIn(t.app, store, staff.email);
    expect((await t.app.inject(asStaff(store, staffCookie, { url: URL }))).statusCode).toBe(200);
    const create = { method: 'POST' as const, url: URL, payload: newProduct() };
    expect((await t.app.inject(asStaff(store, staffCookie, create))).statusCode).toBe(403);
    expect((await t.app.inject({ ...create, headers: store.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ url: URL, headers: store.headers })).statusCode).toBe(401);
    const other = await ownerSession(t.app, t.db);
    expect((await t.app.inject(asStaff(store, other.cookie, create))).statusCode).toBe(401);
    const {
      products: [otherProduct],
    } = (await other.as({ url: URL })).json() as AdminProductList;
    expect((await t.app.inject(asStaff(store, staffCookie, { url: `${URL}/${otherProduct!.id}` }))).statusCode).toBe(
      404,
    );
    expect(await countRows(t.db, 'products', store.id)).toBe(2);
  });
});
