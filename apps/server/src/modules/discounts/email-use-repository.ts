import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { discountCodeEmailUses } from '../../db/schema/index.ts';

/** Emails are compared as typed ignoring case and surrounding spaces. */
const normalEmail = (email: string) => email.trim().toLowerCase();

export async function emailHasUsedCode(db: Executor, discountCodeId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: discountCodeEmailUses.id })
    .from(discountCodeEmailUses)
    .where(
      and(
        eq(discountCodeEmailUses.discountCodeId, discountCodeId),
        eq(discountCodeEmailUses.email, normalEmail(email)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Records the email's use of the code: false when it had used it already (the unique pair). */
export async function recordEmailUse(
  db: Executor,
  discountCodeId: string,
  email: string,
  paymentIntentId: string,
): Promise<boolean> {
  const rows = await db
    .insert(discountCodeEmailUses)
    .values({ discountCodeId, email: normalEmail(email), paymentIntentId })
    .onConflictDoNothing()
    .returning({ id: discountCodeEmailUses.id });
  return rows.length === 1;
}
