import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { generateDiscountCodesBodySchema, generatedDiscountCodesSchema } from '@giftfront/domain/admin/discount-codes';
import { formatMoney, isPercentType, minorUnits } from '@giftfront/domain/money';
import { access } from '../../lib/access.ts';
import { csvDocument } from '../../lib/csv.ts';
import { invalid, notFound } from '../../lib/domain-errors.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { auditContextOf, recordAudit } from '../audit/index.ts';
import {
  batchCodes,
  existingCodes,
  insertDiscountCodes,
  type DiscountCodeValues,
} from './discount-admin-repository.ts';
import { discountCodeProblems, discountCodeValues } from './discount-code-edits.ts';

const refusals = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema };
/** No 0/O, 1/I/L: a code typed from a printed flyer is read right. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const SUFFIX_LENGTH = 8;

const randomSuffix = () => Array.from({ length: SUFFIX_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * Generate N unique codes at once (a newsletter) and download them as CSV (decision 0078). Each
 * code is PREFIX-XXXXXXXX (40 bits of randomness: not guessable one from another).
 */
const discountBatchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/discount-codes/batch',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Generate a batch of unique discount codes with the same discount and rules',
        body: generateDiscountCodesBodySchema,
        response: { 201: generatedDiscountCodesSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const currency = request.store.settings.currencyCode;
      const { batch, prefix, count, ...fields } = request.body;
      const storeId = request.store.id;
      const problems = discountCodeProblems({ ...fields, code: prefix }, currency);
      if (problems.length) throw invalid(problems.join('; '));
      const codes = await app.db.transaction(async (tx) => {
        if ((await batchCodes(tx, storeId, batch)).length > 0)
          throw invalid(`body.batch: there is already a batch named ${batch}; choose another name`);
        const chosen = new Set<string>();
        // Collisions with each other or the store's codes are redrawn (rare: 31^8 suffixes).
        for (let round = 0; chosen.size < count && round < 5; round += 1) {
          const drawn = new Set<string>();
          while (drawn.size < count - chosen.size) drawn.add(`${prefix.toUpperCase()}-${randomSuffix()}`);
          const taken = await existingCodes(tx, storeId, [...drawn]);
          for (const code of drawn) if (!taken.has(code) && !chosen.has(code)) chosen.add(code);
        }
        const list = [...chosen].sort();
        const shared = discountCodeValues({ ...fields, code: prefix, status: 'Active' }, currency);
        await insertDiscountCodes(
          tx,
          storeId,
          list.map((code) => ({ ...shared, code, batch }) as DiscountCodeValues),
        );
        await recordAudit(tx, auditContextOf(request), {
          action: 'discount-code.batch-generated',
          target: { type: 'discount-code-batch', id: batch, label: batch },
          after: { count: list.length, prefix: prefix.toUpperCase() },
        });
        return list;
      });
      return reply.status(201).send({ batch, codes });
    },
  );

  app.get(
    '/api/admin/discount-codes/batch.csv',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'A batch of discount codes as CSV (RFC 4180), for a mailing tool',
        querystring: z.object({ batch: z.string({ error: 'Name the batch to download.' }).min(1).max(80) }),
        response: { 200: z.any().describe('text/csv'), ...refusals },
      },
    },
    async (request, reply) => {
      const currency = request.store.settings.currencyCode;
      const rows = await batchCodes(app.db, request.store.id, request.query.batch);
      if (rows.length === 0) throw notFound(`There is no batch named ${request.query.batch}.`);
      await recordAudit(app.db, auditContextOf(request), {
        action: 'discount-code.batch-exported',
        target: { type: 'discount-code-batch', id: request.query.batch, label: request.query.batch },
        after: { count: rows.length },
      });
      const csv = csvDocument([
        ['Code', 'Discount', 'Minimum order', 'Uses allowed', 'Used', 'Valid until', 'Status'],
        ...rows.map((row) => [
          row.code,
          isPercentType(row.discountType) ? `${row.value / 100}%` : formatMoney(minorUnits(row.value), currency),
          row.minimumOrderMinor === null ? '' : formatMoney(minorUnits(row.minimumOrderMinor), currency),
          row.usageLimit === null ? '' : String(row.usageLimit),
          String(row.timesUsed),
          row.validUntil?.toISOString() ?? '',
          row.status,
        ]),
      ]);
      const filename = `${request.store.slug}-discount-codes-${request.query.batch.replace(/[^A-Za-z0-9_-]+/g, '-')}.csv`;
      return reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${filename}"`,
        })
        .send(csv);
    },
  );
};

export default discountBatchRoutes;
