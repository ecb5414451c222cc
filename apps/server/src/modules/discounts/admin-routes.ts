import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDiscountCodeSchema,
  createDiscountCodeBodySchema,
  discountCodeListSchema,
  updateDiscountCodeBodySchema,
} from '@giftfront/domain/admin/discount-codes';
import { access } from '../../lib/access.ts';
import { invalid, notFound } from '../../lib/domain-errors.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { auditContextOf, recordAudit } from '../audit/index.ts';
import {
  discountCodeTaken,
  findDiscountCodeWithHolds,
  insertDiscountCode,
  listDiscountCodesWithHolds,
  lockDiscountCode,
  updateDiscountCode,
  type DiscountCodeValues,
} from './discount-admin-repository.ts';
import { auditedFields, discountCodeProblems, discountCodeValues, toAdminDiscountCode } from './discount-code-edits.ts';
import { normalizeDiscountCode } from './discount-repository.ts';
import discountBatchRoutes from './batch-routes.ts';
import { unknownProductsProblem, withProductNames } from './discount-products.ts';

const refusals = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema };
const idParams = z.object({ id: z.uuid('id must be a discount code id (uuid)') });
const taken = (code: string) => `body.code: the store already has the code ${normalizeDiscountCode(code)}`;

/**
 * The store's discount codes (staff may look, owners edit). Checkout reads codes from the
 * database on every order, so a change applies to the next checkout on every instance.
 */
const discountCodeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(discountBatchRoutes);
  app.get(
    '/api/admin/discount-codes',
    {
      config: access.staff,
      schema: {
        tags: ['admin'],
        summary: 'The store’s discount codes with their uses',
        response: { 200: discountCodeListSchema, ...refusals },
      },
    },
    async (request) => {
      const currency = request.store.settings.currencyCode;
      const rows = await listDiscountCodesWithHolds(app.db, request.store.id, new Date());
      return { currency, discountCodes: rows.map((row) => toAdminDiscountCode(row, currency)) };
    },
  );

  app.post(
    '/api/admin/discount-codes',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Create a discount code',
        body: createDiscountCodeBodySchema,
        response: { 201: adminDiscountCodeSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const currency = request.store.settings.currencyCode;
      const body = request.body;
      const created = await app.db.transaction(async (tx) => {
        const problems = discountCodeProblems(body, currency);
        if (await discountCodeTaken(tx, request.store.id, normalizeDiscountCode(body.code)))
          problems.push(taken(body.code));
        const unknown = await unknownProductsProblem(tx, request.store.id, body.productIds);
        if (unknown) problems.push(unknown);
        if (problems.length) throw invalid(problems.join('; '));
        const row = await insertDiscountCode(
          tx,
          request.store.id,
          discountCodeValues(body, currency) as DiscountCodeValues,
        );
        await recordAudit(tx, auditContextOf(request), {
          action: 'discount-code.created',
          target: { type: 'discount-code', id: row.id, label: row.code },
          after: await withProductNames(tx, request.store.id, auditedFields(row, currency)),
        });
        return row;
      });
      return reply.status(201).send(toAdminDiscountCode({ ...created, held: 0 }, currency));
    },
  );

  app.patch(
    '/api/admin/discount-codes/:id',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Change a discount code (status Inactive deactivates it)',
        params: idParams,
        body: updateDiscountCodeBodySchema,
        response: { 200: adminDiscountCodeSchema, ...refusals },
      },
    },
    async (request) => {
      const currency = request.store.settings.currencyCode;
      const { store } = request;
      const body = request.body;
      await app.db.transaction(async (tx) => {
        const stored = await lockDiscountCode(tx, store.id, request.params.id);
        if (!stored) throw notFound('No such discount code in this store');
        const problems = discountCodeProblems(body, currency, stored);
        if (
          body.code !== undefined &&
          (await discountCodeTaken(tx, store.id, normalizeDiscountCode(body.code), stored.id))
        )
          problems.push(taken(body.code));
        const unknown = await unknownProductsProblem(tx, store.id, body.productIds);
        if (unknown) problems.push(unknown);
        if (problems.length) throw invalid(problems.join('; '));
        const updated = await updateDiscountCode(tx, stored.id, discountCodeValues(body, currency, stored));
        await recordAudit(tx, auditContextOf(request), {
          action:
            body.status === 'Inactive' && stored.status !== 'Inactive'
              ? 'discount-code.deactivated'
              : body.status === 'Active' && stored.status === 'Inactive'
                ? 'discount-code.activated'
                : 'discount-code.changed',
          target: { type: 'discount-code', id: updated.id, label: updated.code },
          before: await withProductNames(tx, store.id, auditedFields(stored, currency)),
          after: await withProductNames(tx, store.id, auditedFields(updated, currency)),
        });
      });
      const row = await findDiscountCodeWithHolds(app.db, store.id, request.params.id, new Date());
      return toAdminDiscountCode(row!, currency);
    },
  );
};

export default discountCodeAdminRoutes;
