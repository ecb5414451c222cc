import type { Language } from '@giftfront/domain/languages';
import { translationLanguages } from '@giftfront/domain/merchant-translations';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  adminProductListSchema,
  adminProductSchema,
  productBodySchema,
  productDuplicateBodySchema,
  productListQuerySchema,
  productOrderBodySchema,
  productPatchSchema,
  type AdminProduct,
} from '@giftfront/domain/admin/products';
import { access } from '../../../lib/access.ts';
import { conflict, invalid, notFound } from '../../../lib/domain-errors.ts';
import { messageSchema, noContentSchema } from '../../../lib/schemas.ts';
import { auditContextOf, recordAudit } from '../../audit/index.ts';
import { auditedProduct, fieldsOf, mergePatch, readyToSave } from './product-edits.ts';
import {
  deleteProduct,
  findAdminProduct,
  insertProduct,
  isSlugTaken,
  listAdminProducts,
  productOrder,
  saveProductOrder,
  setArchived,
  updateProduct,
} from './product-admin-repository.ts';
import { copyProductImages } from './product-image-repository.ts';

const refusals = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema, 409: messageSchema };
const idParams = z.object({ id: z.uuid('id must be a product id') });
const target = (product: AdminProduct) => ({ type: 'product', id: product.id, label: product.name });

/** The dashboard's catalogue (packages/domain/src/admin/products.ts): owners change it, staff read it. */
const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const currencyOf = (request: FastifyRequest) => request.store.settings.currencyCode;
  const load = async (request: FastifyRequest, id: string) => {
    const product = await findAdminProduct(app.db, request.store.id, currencyOf(request), id);
    if (!product) throw notFound('Product not found');
    return product;
  };
  const reload = async (request: FastifyRequest, id: string) =>
    (await findAdminProduct(app.db, request.store.id, currencyOf(request), id))!;

  app.get(
    '/api/admin/products',
    {
      config: access.staff,
      schema: {
        tags: ['admin'],
        summary: 'The products in the storefront’s order, archived last',
        querystring: productListQuerySchema,
        response: { 200: adminProductListSchema, ...refusals },
      },
    },
    async (request) => ({
      products: await listAdminProducts(app.db, request.store.id, currencyOf(request), request.query.status),
    }),
  );

  app.post(
    '/api/admin/products',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Create a product (placed last)',
        body: productBodySchema,
        response: { 201: adminProductSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const fields = await readyToSave(app.db, request.store, request.body);
      const id = await app.db.transaction(async (tx) => {
        const created = await insertProduct(tx, request.store.id, currencyOf(request), fields);
        await recordAudit(tx, auditContextOf(request), {
          action: 'product.created',
          target: { type: 'product', id: created, label: fields.name },
          after: { ...fields },
        });
        return created;
      });
      return reply.status(201).send(await reload(request, id));
    },
  );

  app.get(
    '/api/admin/products/:id',
    {
      config: access.staff,
      schema: {
        tags: ['admin'],
        summary: 'A product with every field',
        params: idParams,
        response: { 200: adminProductSchema, ...refusals },
      },
    },
    async (request) => load(request, request.params.id),
  );

  app.patch(
    '/api/admin/products/:id',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Change a product’s fields (never its quantity sold)',
        params: idParams,
        body: productPatchSchema,
        response: { 200: adminProductSchema, ...refusals },
      },
    },
    async (request) => {
      const before = await load(request, request.params.id);
      const fields = await readyToSave(app.db, request.store, mergePatch(before, request.body), before);
      await app.db.transaction(async (tx) => {
        await updateProduct(tx, request.store.id, currencyOf(request), before.id, fields);
        await recordAudit(tx, auditContextOf(request), {
          action: 'product.changed',
          target: target(before),
          before: auditedProduct(before),
          after: { ...auditedProduct(before), ...fields },
        });
      });
      return reload(request, before.id);
    },
  );

  app.delete(
    '/api/admin/products/:id',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Delete a product that never sold (archive one that did)',
        params: idParams,
        response: { 204: noContentSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const before = await load(request, request.params.id);
      if (before.hasSales) throw conflict('This product has sales, so it cannot be deleted; archive it instead.');
      await app.db.transaction(async (tx) => {
        await deleteProduct(tx, request.store.id, before.id);
        await recordAudit(tx, auditContextOf(request), {
          action: 'product.deleted',
          target: target(before),
          before: auditedProduct(before),
        });
      });
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/admin/products/:id/duplicate',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Copy a product (not its sales), placed last',
        params: idParams,
        body: productDuplicateBodySchema,
        response: { 201: adminProductSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const source = await load(request, request.params.id);
      const slug = request.body.slug ?? (await freeCopySlug(request.store.id, source.slug));
      const offered = translationLanguages(request.store.settings);
      const fields = await readyToSave(app.db, request.store, {
        ...fieldsOf(source),
        slug,
        name: request.body.name ?? `${source.name} (copy)`,
        // The copy keeps the translations the store still offers (decision 0165).
        translations: Object.fromEntries(
          Object.entries(source.translations).filter(([language]) => offered.includes(language as Language)),
        ),
      });
      const id = await app.db.transaction(async (tx) => {
        const copy = await insertProduct(tx, request.store.id, currencyOf(request), fields);
        await copyProductImages(tx, request.store.id, source.id, copy);
        await recordAudit(tx, auditContextOf(request), {
          action: 'product.duplicated',
          target: { type: 'product', id: copy, label: fields.name },
          before: { copyOf: source.name },
          after: { ...fields },
        });
        return copy;
      });
      return reply.status(201).send(await reload(request, id));
    },
  );

  for (const archived of [true, false]) {
    app.post(
      `/api/admin/products/:id/${archived ? 'archive' : 'unarchive'}`,
      {
        config: access.owner,
        schema: {
          tags: ['admin'],
          summary: archived
            ? 'Take a product off the storefront (kept for its orders)'
            : 'Put an archived product back on sale',
          params: idParams,
          response: { 200: adminProductSchema, ...refusals },
        },
      },
      async (request) => {
        const before = await load(request, request.params.id);
        if ((before.status === 'Archived') === archived) return before;
        await app.db.transaction(async (tx) => {
          await setArchived(tx, request.store.id, before.id, archived);
          await recordAudit(tx, auditContextOf(request), {
            action: archived ? 'product.archived' : 'product.unarchived',
            target: target(before),
            before: { status: before.status },
            after: { status: archived ? 'Archived' : 'Active' },
          });
        });
        return reload(request, before.id);
      },
    );
  }

  app.put(
    '/api/admin/products/order',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Set the products’ order (the storefront’s “popular” order)',
        body: productOrderBodySchema,
        response: { 200: adminProductListSchema, ...refusals },
      },
    },
    async (request) => {
      const before = await productOrder(app.db, request.store.id);
      const { ids } = request.body;
      const unknown = ids.filter((id) => !before.includes(id));
      const missing = before.filter((id) => !ids.includes(id));
      if (unknown.length || missing.length)
        throw invalid(
          `body.ids: must list every product of the store once (${[unknown.length && `${unknown.length} unknown`, missing.length && `${missing.length} missing`].filter(Boolean).join(', ')})`,
        );
      // The log names the products in their old and new order (names, not ids: a person reads it).
      const names = new Map(
        (await listAdminProducts(app.db, request.store.id, currencyOf(request))).map((p) => [p.id, p.name]),
      );
      const named = (order: string[]) => order.map((id) => names.get(id) ?? id);
      await app.db.transaction(async (tx) => {
        await saveProductOrder(tx, request.store.id, ids);
        await recordAudit(tx, auditContextOf(request), {
          action: 'product.reordered',
          target: null,
          before: { order: named(before) },
          after: { order: named(ids) },
        });
      });
      return { products: await listAdminProducts(app.db, request.store.id, currencyOf(request)) };
    },
  );

  /** `<slug>-copy`, then `<slug>-copy-2` … until one is free. */
  async function freeCopySlug(storeId: string, slug: string): Promise<string> {
    for (let n = 1; ; n += 1) {
      const candidate = `${slug}-copy${n === 1 ? '' : `-${n}`}`;
      if (!(await isSlugTaken(app.db, storeId, candidate))) return candidate;
    }
  }
};

export default productRoutes;
