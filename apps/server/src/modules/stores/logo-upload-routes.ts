import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  LOGO_EXTENSIONS,
  LOGO_MAX_BYTES,
  logoUploadAnswerSchema,
  logoUploadFieldsSchema,
} from '@giftfront/domain/admin/settings';
import { describeIssues } from '@giftfront/domain/validation';
import { access } from '../../lib/access.ts';
import { invalid } from '../../lib/domain-errors.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { uploadRefusal } from '../../lib/upload-refusal.ts';
import { auditContextOf, recordAudit } from '../audit/index.ts';
import { ImageProblem, prepareImage } from '../media/index.ts';
import { uploadPath } from '../media/index.ts';

const refusals = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema, 413: messageSchema };
const MAX_MB = LOGO_MAX_BYTES / 1024 / 1024;
const FORMATS = 'PNG, JPEG, WebP or SVG';

async function readLogoUpload(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file: { name: string; bytes: Buffer } | null }> {
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 3, fieldSize: 4096 },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { name: part.filename, bytes };
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    throw uploadRefusal(error, `file: the logo is larger than ${MAX_MB} MB`);
  }
  return { fields, file };
}

/**
 * The store's logo: the image is checked (type by name and bytes, an SVG sanitized), stored where
 * every instance serves it, and its address answered; saving the Branding settings puts it in use.
 */
const logoUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1 } });

  app.post(
    '/api/admin/settings/logo',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: `Upload a logo (multipart: file, alt; ${FORMATS}, at most ${MAX_MB} MB)`,
        consumes: ['multipart/form-data'],
        response: { 201: logoUploadAnswerSchema, ...refusals },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw invalid('body: send the logo as multipart/form-data with a file part and an alt part');
      const { fields, file } = await readLogoUpload(request);
      const parsed = logoUploadFieldsSchema.safeParse(fields);
      const problems = parsed.success ? [] : describeIssues(parsed.error);
      const extension = /\.([a-z0-9]+)$/i.exec(file?.name ?? '')?.[1]?.toLowerCase() ?? '';
      if (!file || file.bytes.length === 0) problems.push('file: choose an image to upload');
      else if (!(LOGO_EXTENSIONS as readonly string[]).includes(extension))
        problems.push(`file: a logo must be ${FORMATS}`);
      if (problems.length || !parsed.success || !file) throw invalid(problems.join('; '));

      const name = `images/logo-${Date.now().toString(36)}.${extension === 'jpeg' ? 'jpg' : extension}`;
      let image;
      try {
        image = await prepareImage(name, file.bytes);
      } catch (error) {
        if (error instanceof ImageProblem) throw invalid(`file: the file is not a ${FORMATS} image it claims to be`);
        throw error;
      }
      const answer = { src: uploadPath(request.store.slug, image.name), alt: parsed.data.alt };
      // Media storage may not be the database (media-storage.ts): the image is stored, then the upload recorded.
      await app.media.put(request.store.id, image);
      await recordAudit(app.db, auditContextOf(request), {
        action: 'settings.logo-uploaded',
        target: { type: 'store', id: request.store.id, label: request.store.slug },
        after: { ...answer, contentType: image.contentType, bytes: image.bytes.length },
      });
      return reply.status(201).send(answer);
    },
  );
};

export default logoUploadRoutes;
