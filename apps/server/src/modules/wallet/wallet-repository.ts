import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { walletDevices, walletPasses, walletRegistrations } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/uuid.ts';

export type WalletPassRow = typeof walletPasses.$inferSelect;

/** The card's pass row, made the first time its pass is downloaded (one per card). */
export async function ensureWalletPass(db: Executor, storeId: string, giftCardId: string): Promise<WalletPassRow> {
  await db
    .insert(walletPasses)
    .values({ storeId, giftCardId, authenticationToken: randomBytes(24).toString('base64url') })
    .onConflictDoNothing({ target: walletPasses.giftCardId });
  const [row] = await db.select().from(walletPasses).where(eq(walletPasses.giftCardId, giftCardId));
  return row!;
}

/** A store's pass by its serial number (another store's, or a malformed serial, is null). */
export async function findWalletPass(
  db: Executor,
  storeId: string,
  serialNumber: string,
): Promise<WalletPassRow | null> {
  if (!isUuid(serialNumber)) return null;
  const [row] = await db
    .select()
    .from(walletPasses)
    .where(and(eq(walletPasses.serialNumber, serialNumber), eq(walletPasses.storeId, storeId)));
  return row ?? null;
}

/** Registers a device for a pass; true when it is new (201), false when it was already there (200). */
export async function registerDevice(
  db: Executor,
  deviceLibraryIdentifier: string,
  pushToken: string,
  serialNumber: string,
): Promise<boolean> {
  await db
    .insert(walletDevices)
    .values({ deviceLibraryIdentifier, pushToken })
    .onConflictDoUpdate({
      target: walletDevices.deviceLibraryIdentifier,
      set: { pushToken, updatedAt: sql`now()` },
    });
  const inserted = await db
    .insert(walletRegistrations)
    .values({ deviceLibraryIdentifier, serialNumber })
    .onConflictDoNothing()
    .returning({ serialNumber: walletRegistrations.serialNumber });
  return inserted.length > 0;
}

/** Removes a registration; a device with no pass left is forgotten. */
export async function unregisterDevice(db: Executor, deviceLibraryIdentifier: string, serialNumber: string) {
  const removed = await db
    .delete(walletRegistrations)
    .where(
      and(
        eq(walletRegistrations.deviceLibraryIdentifier, deviceLibraryIdentifier),
        eq(walletRegistrations.serialNumber, serialNumber),
      ),
    )
    .returning({ serialNumber: walletRegistrations.serialNumber });
  const [left] = await db
    .select({ serialNumber: walletRegistrations.serialNumber })
    .from(walletRegistrations)
    .where(eq(walletRegistrations.deviceLibraryIdentifier, deviceLibraryIdentifier))
    .limit(1);
  if (!left) await db.delete(walletDevices).where(eq(walletDevices.deviceLibraryIdentifier, deviceLibraryIdentifier));
  return removed.length > 0;
}

/** The serial numbers of a store's passes on a device, changed after `since` when given, and the latest change. */
export async function updatedSerials(
  db: Executor,
  storeId: string,
  deviceLibraryIdentifier: string,
  since: Date | null,
): Promise<{ serialNumbers: string[]; lastUpdated: Date | null }> {
  const rows = await db
    .select({ serialNumber: walletPasses.serialNumber, updatedAt: walletPasses.updatedAt })
    .from(walletRegistrations)
    .innerJoin(walletPasses, eq(walletPasses.serialNumber, walletRegistrations.serialNumber))
    .where(
      and(
        eq(walletRegistrations.deviceLibraryIdentifier, deviceLibraryIdentifier),
        eq(walletPasses.storeId, storeId),
        // Tags are whole milliseconds; the column keeps microseconds.
        since ? sql`date_trunc('milliseconds', ${walletPasses.updatedAt}) > ${since.toISOString()}` : undefined,
      ),
    );
  const lastUpdated = rows.reduce<Date | null>(
    (latest, row) => (latest && latest >= row.updatedAt ? latest : row.updatedAt),
    null,
  );
  return { serialNumbers: rows.map((row) => row.serialNumber), lastUpdated };
}

/** Marks the cards' passes changed and gives the push tokens of the devices that hold them. */
export async function touchPasses(db: Executor, giftCardIds: string[]): Promise<{ pushTokens: string[] }> {
  if (giftCardIds.length === 0) return { pushTokens: [] };
  const touched = await db
    .update(walletPasses)
    .set({ updatedAt: sql`now()` })
    .where(inArray(walletPasses.giftCardId, giftCardIds))
    .returning({ serialNumber: walletPasses.serialNumber });
  if (touched.length === 0) return { pushTokens: [] };
  const devices = await db
    .selectDistinct({ pushToken: walletDevices.pushToken })
    .from(walletRegistrations)
    .innerJoin(walletDevices, eq(walletDevices.deviceLibraryIdentifier, walletRegistrations.deviceLibraryIdentifier))
    .where(
      inArray(
        walletRegistrations.serialNumber,
        touched.map((row) => row.serialNumber),
      ),
    );
  return { pushTokens: devices.map((row) => row.pushToken) };
}

/** Devices APNs says are gone (410): forgotten with their registrations. */
export async function forgetPushTokens(db: Executor, pushTokens: string[]): Promise<void> {
  if (pushTokens.length === 0) return;
  await db.delete(walletDevices).where(inArray(walletDevices.pushToken, pushTokens));
}
