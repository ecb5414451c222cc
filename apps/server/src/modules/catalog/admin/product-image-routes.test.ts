import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import type { AdminProduct, AdminProductList, ProductImageUploadAnswer } from '@giftfront/domain/admin/products';
import { auditLog } from '../../../db/schema/index.ts';
import { asStaff, auditActions, createStaffUser, ownerSession, signIn } from '../../../../test/admin.ts';
import { multipartBody } from '../../../../test/multipart.ts';
import type { TestApp } from '../../../../test/test-app.ts';
import { createAdminTestApp } from '../../../../test/admin.ts';

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createAdminTestApp();
  png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
});
afterAll(() => t?.close());

const file = (bytes: Buffer, filename = 'design.png', contentType = 'image/png') => [
  { field: 'file', filename, contentType, bytes },
];

async function productOf(as: Awaited<ReturnType<typeof ownerSession>>['as']) {
  const { products } = (await as({ url: '/api/admin/products' })).json() as AdminProductList;
  return products.find((p) => p.slug === 'spa-day')!;
}

function upload(
  as: Awaited<ReturnType<typeof ownerSession>>['as'],
  productId: string,
  fields: Record<string, string>,
  files = file(png),
) {
  const { payload, headers } = multipartBody(fields, files);
  return as({ method: 'POST', url: `/api/admin/products/${productId}/images`, payload, headers });
}

describe('product designs', () => {
  it('uploads a PNG: kept, resized to WebP widths the storefront shows, served from media storage, audited', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const product = await productOf(as);
    const res = await upload(as, product.id, { alt: 'A red card', isMain: 'true' });
    expect(res.statusCode, res.body).toBe(201);
    const { image, product: updated } = res.json() as ProductImageUploadAnswer;
    expect(image).toMatchObject({ alt: 'A red card', isMain: true, order: 0 });
    expect(image.variants.map((v) => v.width)).toEqual([480, 960, 1200]);
    expect(updated.imageSrc).toBe(image.src);
    const served = await t.app.inject({ url: image.variants[0]!.src, headers: { host: store.host } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(480);
    expect((await t.app.inject({ url: image.src, headers: { host: store.host } })).statusCode).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.storeId, store.id), eq(auditLog.action, 'product.image-added')));
    expect(entry).toMatchObject({ before: { imageSrc: '/uploads/test/spa.svg' }, after: { imageSrc: image.src } });

    // The storefront is offered the copies (srcset) in the catalogue.
    const listed = (await t.app.inject({ url: '/api/Store/Products', headers: { host: store.host } })).json() as Array<{
      slug: string;
      images: Array<{ src: string; variants?: unknown }>;
    }>;
    const shown = listed.find((p) => p.slug === 'spa-day')!.images.find((img) => img.src === image.src)!;
    expect(shown.variants).toEqual(image.variants.map(({ width, src }) => ({ width, src })));
  });

  it('refuses a file that is not an image by its bytes, whatever its name', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const product = await productOf(as);
    const res = await upload(as, product.id, { alt: 'x' }, file(Buffer.from('GIF89a not allowed here'), 'design.png'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('PNG, JPEG, WebP or SVG');
    expect(await auditActions(t.db, store.id)).not.toContain('product.image-added');
  });

  it('refuses an image over 5 MB with 413 and a clear message', async () => {
    const { as } = await ownerSession(t.app, t.db);
    const product = await productOf(as);
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(as, product.id, { alt: 'Too big' }, file(big));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toContain('larger than 5 MB');
  });

  it('requires alt text, naming the field', async () => {
    const { as } = await ownerSession(t.app, t.db);
    const product = await productOf(as);
    const res = await upload(as, product.id, { alt: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('alt: alt text is required');
    const none = await upload(as, product.id, { alt: 'Fine' }, []);
    expect(none.json().message).toContain('file: choose an image');
  });

  it('sanitizes an SVG: its script and event handlers are removed', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const product = await productOf(as);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10" onclick="alert(3)"/></svg>',
    );
    const res = await upload(as, product.id, { alt: 'A square' }, file(svg, 'square.svg', 'image/svg+xml'));
    expect(res.statusCode, res.body).toBe(201);
    const { image } = res.json() as ProductImageUploadAnswer;
    expect(image.variants).toEqual([]);
    const served = (await t.app.inject({ url: image.src, headers: { host: store.host } })).body;
    expect(served).toContain('<rect');
    expect(served).not.toMatch(/script|onload|onclick|alert/);
  });

  it('changes alt text, order and the main image; removing the main one picks the next', async () => {
    const { as } = await ownerSession(t.app, t.db);
    const product = await productOf(as);
    const first = ((await upload(as, product.id, { alt: 'First', isMain: 'true' })).json() as ProductImageUploadAnswer)
      .image;
    const second = ((await upload(as, product.id, { alt: 'Second' })).json() as ProductImageUploadAnswer).image;
    const url = (id: string) => `/api/admin/products/${product.id}/images/${id}`;
    let updated = (
      await as({ method: 'PATCH', url: url(second.id), payload: { order: 0, isMain: true, alt: 'Second, now main' } })
    ).json() as AdminProduct;
    expect(updated.images.map((i) => [i.id, i.order, i.isMain])).toEqual([
      [second.id, 0, true],
      [first.id, 1, false],
    ]);
    expect(updated.imageAlt).toBe('Second, now main');
    updated = (await as({ method: 'DELETE', url: url(second.id) })).json() as AdminProduct;
    expect(updated.imageSrc).toBe(first.src);
    expect((await as({ method: 'PATCH', url: url(first.id), payload: { alt: '' } })).statusCode).toBe(400);
  });

  it('refuses staff (403) and no session (401)', async () => {
    const { store, as } = await ownerSession(t.app, t.db);
    const product = await productOf(as);
    const staff = await createStaffUser(t.db, store, { role: 'staff' });
    const cookie = await signIn(t.app, store, staff.email);
    const { payload, headers } = multipartBody({ alt: 'x' }, file(png));
    const request = { method: 'POST' as const, url: `/api/admin/products/${product.id}/images`, payload, headers };
    expect((await t.app.inject(asStaff(store, cookie, request))).statusCode).toBe(403);
    expect((await t.app.inject({ ...request, headers: { ...store.headers, ...headers } })).statusCode).toBe(401);
  });
});
