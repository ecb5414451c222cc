import { and, desc, eq, sql } from 'drizzle-orm';
import type { BonusRule } from '@giftfront/domain/bonus-credit';
import type { Executor } from '../../db/client.ts';
import { compiledQuery } from '../../db/compiled-query.ts';
import { bonusGrants, bonusRules } from '../../db/schema/index.ts';

export type BonusRuleRow = typeof bonusRules.$inferSelect;
export type BonusRuleValues = Omit<typeof bonusRules.$inferInsert, 'id' | 'storeId' | 'createdAt'>;

export const toBonusRule = (row: BonusRuleRow): BonusRule => ({
  id: row.id,
  name: row.name,
  minimumMinor: row.minimumMinor,
  bonusType: row.bonusType as BonusRule['bonusType'],
  bonusValue: row.bonusValue,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  validMonths: row.validMonths,
  active: row.active,
});

export async function listBonusRules(
  db: Executor,
  storeId: string,
): Promise<Array<BonusRuleRow & { grantedMinor: number }>> {
  const granted = db
    .select({
      ruleId: bonusGrants.bonusRuleId,
      grantedMinor: sql<number>`coalesce(sum(${bonusGrants.amountMinor}), 0)::int`.as('granted_minor'),
    })
    .from(bonusGrants)
    .where(eq(bonusGrants.storeId, storeId))
    .groupBy(bonusGrants.bonusRuleId)
    .as('granted');
  const rows = await db
    .select({ rule: bonusRules, grantedMinor: granted.grantedMinor })
    .from(bonusRules)
    .leftJoin(granted, eq(granted.ruleId, bonusRules.id))
    .where(eq(bonusRules.storeId, storeId))
    .orderBy(desc(bonusRules.startsOn), desc(bonusRules.createdAt));
  return rows.map(({ rule, grantedMinor }) => ({ ...rule, grantedMinor: grantedMinor ?? 0 }));
}

/** The active rules whose days include `today` (the store's day). */
const liveBonusRulesQuery = compiledQuery('live_bonus_rules', (db) =>
  db
    .select()
    .from(bonusRules)
    .where(
      and(
        eq(bonusRules.storeId, sql.placeholder('storeId')),
        eq(bonusRules.active, true),
        sql`${bonusRules.startsOn} <= ${sql.placeholder('today')}`,
        sql`${bonusRules.endsOn} >= ${sql.placeholder('today')}`,
      ),
    ),
);

export async function liveBonusRules(db: Executor, storeId: string, today: string): Promise<BonusRuleRow[]> {
  return liveBonusRulesQuery(db, { storeId, today });
}

export async function lockBonusRule(db: Executor, storeId: string, id: string): Promise<BonusRuleRow | null> {
  const [row] = await db
    .select()
    .from(bonusRules)
    .where(and(eq(bonusRules.storeId, storeId), eq(bonusRules.id, id)))
    .for('update');
  return row ?? null;
}

export async function insertBonusRule(db: Executor, storeId: string, values: BonusRuleValues): Promise<BonusRuleRow> {
  const [row] = await db
    .insert(bonusRules)
    .values({ ...values, storeId })
    .returning();
  return row!;
}

export async function updateBonusRule(
  db: Executor,
  id: string,
  values: Partial<BonusRuleValues>,
): Promise<BonusRuleRow> {
  const [row] = await db.update(bonusRules).set(values).where(eq(bonusRules.id, id)).returning();
  return row!;
}

/** Records a card's bonus from an order; false when the order already gave that card its bonus. */
export async function insertBonusGrant(db: Executor, grant: typeof bonusGrants.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(bonusGrants)
    .values(grant)
    .onConflictDoNothing({ target: [bonusGrants.orderId, bonusGrants.giftCardId] })
    .returning({ id: bonusGrants.id });
  return rows.length > 0;
}
