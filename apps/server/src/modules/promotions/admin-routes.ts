import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBonusRuleSchema,
  bonusRuleListSchema,
  createBonusRuleBodySchema,
  updateBonusRuleBodySchema,
} from '@giftfront/domain/admin/bonus-rules';
import { access } from '../../lib/access.ts';
import { invalid, notFound } from '../../lib/domain-errors.ts';
import { messageSchema } from '../../lib/schemas.ts';
import { auditContextOf, recordAudit } from '../audit/index.ts';
import {
  insertBonusRule,
  listBonusRules,
  lockBonusRule,
  updateBonusRule,
  type BonusRuleValues,
} from './bonus-rule-repository.ts';
import { auditedRule, bonusRuleProblems, bonusRuleValues, toAdminBonusRule } from './bonus-rule-edits.ts';

const refusals = { 400: messageSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema };
const idParams = z.object({ id: z.uuid('That is not a bonus credit rule of this store.') });

/**
 * The store's bonus credit rules (issue 31, decision 0145): owners list, create and change them;
 * fulfilment reads them from the database on every order, so a change applies to the next order.
 */
const bonusRuleAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/bonus-rules',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'The store’s bonus credit rules with the bonus each has given',
        response: { 200: bonusRuleListSchema, ...refusals },
      },
    },
    async (request) => {
      const currency = request.store.settings.currencyCode;
      const rows = await listBonusRules(app.db, request.store.id);
      return { currency, bonusRules: rows.map((row) => toAdminBonusRule(row, currency)) };
    },
  );

  app.post(
    '/api/admin/bonus-rules',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Create a bonus credit rule',
        body: createBonusRuleBodySchema,
        response: { 201: adminBonusRuleSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const currency = request.store.settings.currencyCode;
      const problems = bonusRuleProblems(request.body, currency);
      if (problems.length) throw invalid(problems.join('; '));
      const created = await app.db.transaction(async (tx) => {
        const row = await insertBonusRule(
          tx,
          request.store.id,
          bonusRuleValues(request.body, currency) as BonusRuleValues,
        );
        await recordAudit(tx, auditContextOf(request), {
          action: 'bonus-rule.created',
          target: { type: 'bonus-rule', id: row.id, label: row.name },
          after: auditedRule(row),
        });
        return row;
      });
      return reply.status(201).send(toAdminBonusRule(created, currency));
    },
  );

  app.patch(
    '/api/admin/bonus-rules/:id',
    {
      config: access.owner,
      schema: {
        tags: ['admin'],
        summary: 'Change a bonus credit rule (active false switches it off)',
        params: idParams,
        body: updateBonusRuleBodySchema,
        response: { 200: adminBonusRuleSchema, ...refusals },
      },
    },
    async (request) => {
      const currency = request.store.settings.currencyCode;
      const updated = await app.db.transaction(async (tx) => {
        const stored = await lockBonusRule(tx, request.store.id, request.params.id);
        if (!stored) throw notFound('That is not a bonus credit rule of this store.');
        const problems = bonusRuleProblems(request.body, currency, stored);
        if (problems.length) throw invalid(problems.join('; '));
        const row = await updateBonusRule(tx, stored.id, bonusRuleValues(request.body, currency, stored));
        await recordAudit(tx, auditContextOf(request), {
          action: 'bonus-rule.changed',
          target: { type: 'bonus-rule', id: row.id, label: row.name },
          before: auditedRule(stored),
          after: auditedRule(row),
        });
        return row;
      });
      return toAdminBonusRule(updated, currency);
    },
  );
};

export default bonusRuleAdminRoutes;
