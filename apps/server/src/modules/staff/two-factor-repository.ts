import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staffRecoveryCodes, staffUsers, storeAccountPolicies } from '../../db/schema/index.ts';

export async function storeRequiresTwoFactor(db: Executor, storeId: string): Promise<boolean> {
  const [row] = await db
    .select({ required: storeAccountPolicies.requireTwoFactor })
    .from(storeAccountPolicies)
    .where(eq(storeAccountPolicies.storeId, storeId));
  return row?.required ?? false;
}

export async function setStoreRequiresTwoFactor(db: Executor, storeId: string, required: boolean): Promise<void> {
  await db
    .insert(storeAccountPolicies)
    .values({ storeId, requireTwoFactor: required })
    .onConflictDoUpdate({
      target: storeAccountPolicies.storeId,
      set: { requireTwoFactor: required, updatedAt: sql`now()` },
    });
}

export async function setPendingTotpSecret(db: Executor, userId: string, sealed: string): Promise<void> {
  await db.update(staffUsers).set({ totpPendingSecret: sealed }).where(eq(staffUsers.id, userId));
}

/** The pending secret becomes the account's; `step` is the confirming code's, so it cannot be used again. */
export async function enableTotp(db: Executor, userId: string, sealed: string, step: number): Promise<void> {
  await db
    .update(staffUsers)
    .set({
      totpSecret: sealed,
      totpPendingSecret: null,
      totpEnabledAt: sql`now()`,
      totpLastStep: step,
      updatedAt: sql`now()`,
    })
    .where(eq(staffUsers.id, userId));
}

export async function disableTotp(db: Executor, userId: string): Promise<void> {
  await db
    .update(staffUsers)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: sql`now()` })
    .where(eq(staffUsers.id, userId));
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
}

/**
 * Records `step` as the last accepted one, only if it is later than the last: false means the
 * code was already used (two requests with one code: one wins).
 */
export async function takeTotpStep(db: Executor, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(staffUsers)
    .set({ totpLastStep: step })
    .where(and(eq(staffUsers.id, userId), or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step))))
    .returning({ id: staffUsers.id });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: Executor, userId: string, codeHashes: string[]): Promise<void> {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await db.insert(staffRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Marks an unused recovery code used, in one statement: true when there was one. */
export async function takeRecoveryCode(db: Executor, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(staffRecoveryCodes.userId, userId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}
