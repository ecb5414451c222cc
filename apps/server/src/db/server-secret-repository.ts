import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { serverSecrets } from './schema/index.ts';

/**
 * The secret of that name: made (32 random bytes) the first time it is asked for and kept, so
 * every instance and every restart reads the same one. Instances starting together both insert;
 * the first wins and both read its value.
 */
export async function serverSecret(db: Executor, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return row!.value;
}
