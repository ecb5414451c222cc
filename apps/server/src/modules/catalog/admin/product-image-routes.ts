import { z } from 'zod';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  adminProductSchema,
  PRODUCT_IMAGE_MAX_BYTES,
  productImagePatchSchema,
  productImageUploadAnswerSchema,
  productImageUploadFieldsSchema,
} from '@giftfront/domain/admin/products';
import { designNameFromFile } from '@giftfront/domain/design-name';
import { describeIssues } from '@giftfront/domain/validation';
import { access } from '../../../lib/access.ts';
import { invalid, notFound } from '../../../lib/domain-errors.ts';
import { randomString } from '../../../lib/random-id.ts';
import { messageSchema } from '../../../lib/schemas.ts';
import { uploadRefusal } from '../../../lib/upload-refusal.ts';
import { uploadPath } from '../../media/index.ts';
import { auditContextOf, recordAudit } from '../../audit/index.ts';
import { findAdminProduct } from './product-admin-repository.ts';
import { describeVariants, prepareProductImage } from './product-image-files.ts';
import {
  deleteProductImage,
  insertProductImage,
  listProductImages,
  saveProductImageOrder,
  setMainProductImage,
  updateProductImageText,
} from './product-image-repository.ts';

const refusals = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema, 413: messageSchema };
const productParams = z.object({ id: z.uuid('id must be a product id') });
const imageParams = productParams.extend({ imageId: z.string().min(1).max(100) });
const MAX_MB = PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024;

/** The multipart body: the text fields and the one `file` part. */
async function readUpload(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file: Buffer | null; fileName: string | null }> {
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  let fileName: string | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 4096 },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') [file, fileName] = [bytes, part.filename];
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    throw uploadRefusal(error, `file: the image is larger than ${MAX_MB} MB`);
  }
  return { fields, file, fileName };
}

/** Designs of a product: upload (PNG, JPEG, WebP or SVG, at most 5 MB, alt text required), alt text, order, main image. */
const productImageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1 } });
  const loadProduct = async (request: FastifyRequest, id: string) => {
    const product = await findAdminProduct(app.db, request.store.id, request.store.settings.currencyCode, id);
    if (!product) throw notFound('Product not found');
    return product;
  };

  app.post(
    '/api/admin/products/:id/images',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Upload a design (multipart: file, alt, isMain)',
        consumes: ['multipart/form-data'],
        params: productParams,
        response: { 201: productImageUploadAnswerSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const product = await loadProduct(request, request.params.id);
      if (!request.isMultipart()) throw invalid('body: send the image as multipart/form-data with a file part');
      const { fields, file, fileName } = await readUpload(request);
      const parsed = productImageUploadFieldsSchema.safeParse(fields);
      const problems = parsed.success ? [] : describeIssues(parsed.error);
      if (!file?.length) problems.unshift('file: choose an image to upload');
      if (!parsed.success || !file?.length) throw invalid(problems.join('; '));

      const imageId = `img-${randomString(10, 'abcdefghijklmnopqrstuvwxyz0123456789')}`;
      const files = await prepareProductImage(product.id, imageId, file);
      const srcOf = (name: string) => uploadPath(request.store.slug, name);
      for (const stored of [files.original, ...files.variants.map((v) => v.image)])
        await app.media.put(request.store.id, stored);
      const image = {
        id: imageId,
        // The name shoppers read; the storage key stays in src.
        name: parsed.data.name ?? designNameFromFile(fileName),
        alt: parsed.data.alt,
        src: srcOf(files.original.name),
        variants: describeVariants(files, srcOf),
      };
      const becomesMain = parsed.data.isMain === 'true' || !product.imageSrc;
      await app.db.transaction(async (tx) => {
        await insertProductImage(tx, product.id, image);
        if (becomesMain) await setMainProductImage(tx, request.store.id, product.id, image);
        await recordAudit(tx, auditContextOf(request), {
          action: 'product.image-added',
          target: { type: 'product', id: product.id, label: product.name },
          before: { imageSrc: product.imageSrc },
          after: {
            image: { id: image.id, src: image.src, alt: image.alt },
            imageSrc: becomesMain ? image.src : product.imageSrc,
          },
        });
      });
      const updated = await loadProduct(request, product.id);
      return reply.status(201).send({ image: updated.images.find((i) => i.id === imageId)!, product: updated });
    },
  );

  app.patch(
    '/api/admin/products/:id/images/:imageId',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Change a design’s alt text, place or make it the main image',
        params: imageParams,
        body: productImagePatchSchema,
        response: { 200: adminProductSchema, ...refusals },
      },
    },
    async (request) => {
      const product = await loadProduct(request, request.params.id);
      const image = product.images.find((i) => i.id === request.params.imageId);
      if (!image) throw notFound('Image not found');
      const { alt, name, order, isMain } = request.body;
      await app.db.transaction(async (tx) => {
        if (alt !== undefined || name !== undefined)
          await updateProductImageText(tx, product.id, image.id, { alt, name });
        if (order !== undefined) {
          const ids = product.images.map((i) => i.id).filter((id) => id !== image.id);
          ids.splice(Math.min(order, ids.length), 0, image.id);
          await saveProductImageOrder(tx, product.id, ids);
        }
        if (isMain || (image.isMain && alt !== undefined))
          await setMainProductImage(tx, request.store.id, product.id, { src: image.src, alt: alt ?? image.alt });
        await recordAudit(tx, auditContextOf(request), {
          action: 'product.image-changed',
          target: { type: 'product', id: product.id, label: product.name },
          before: {
            image: { id: image.id, name: image.name, alt: image.alt, order: image.order, isMain: image.isMain },
          },
          after: {
            image: {
              id: image.id,
              name: name ?? image.name,
              alt: alt ?? image.alt,
              order: order ?? image.order,
              isMain: isMain ?? image.isMain,
            },
          },
        });
      });
      return loadProduct(request, product.id);
    },
  );

  app.delete(
    '/api/admin/products/:id/images/:imageId',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Remove a design (its file stays for the orders that show it)',
        params: imageParams,
        response: { 200: adminProductSchema, ...refusals },
      },
    },
    async (request) => {
      const product = await loadProduct(request, request.params.id);
      const image = product.images.find((i) => i.id === request.params.imageId);
      if (!image) throw notFound('Image not found');
      await app.db.transaction(async (tx) => {
        await deleteProductImage(tx, product.id, image.id);
        if (image.isMain) {
          const [next] = await listProductImages(tx, product.id);
          await setMainProductImage(tx, request.store.id, product.id, next ? { src: next.src, alt: next.alt } : null);
        }
        await recordAudit(tx, auditContextOf(request), {
          action: 'product.image-removed',
          target: { type: 'product', id: product.id, label: product.name },
          before: { image: { id: image.id, src: image.src, alt: image.alt, isMain: image.isMain } },
          after: null,
        });
      });
      return loadProduct(request, product.id);
    },
  );
};

export default productImageRoutes;
