import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { media } from '../../db/schema/index.ts';
import type { MediaStorage, StoredImage, StoredImageInfo } from './media-storage.ts';
import type { PreparedImage } from './prepare-image.ts';

const infoColumns = {
  name: media.name,
  contentType: media.contentType,
  size: media.size,
  sha256: media.sha256,
  updatedAt: media.updatedAt,
};

const row = (storeId: string, image: PreparedImage) => ({
  storeId,
  name: image.name,
  contentType: image.contentType,
  bytes: image.bytes,
  size: image.bytes.length,
  sha256: image.sha256,
});

/** Images in the `media` table: shared by every instance on the database, and written in the caller's transaction. */
export function databaseMediaStorage(db: Executor): MediaStorage {
  const byName = (storeId: string, name: string) => and(eq(media.storeId, storeId), eq(media.name, name));
  return {
    async put(storeId, image) {
      const { storeId: _store, name: _name, ...replaced } = row(storeId, image);
      await db
        .insert(media)
        .values(row(storeId, image))
        .onConflictDoUpdate({ target: [media.storeId, media.name], set: { ...replaced, updatedAt: sql`now()` } });
    },
    async putIfAbsent(storeId, image) {
      const added = await db
        .insert(media)
        .values(row(storeId, image))
        .onConflictDoNothing()
        .returning({ id: media.id });
      return added.length > 0;
    },
    async info(storeId, name): Promise<StoredImageInfo | null> {
      const [found] = await db.select(infoColumns).from(media).where(byName(storeId, name)).limit(1);
      return found ?? null;
    },
    async read(storeId, name): Promise<StoredImage | null> {
      const [found] = await db
        .select({ ...infoColumns, bytes: media.bytes })
        .from(media)
        .where(byName(storeId, name))
        .limit(1);
      return found ?? null;
    },
  };
}
